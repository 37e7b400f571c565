import type { AddressRecord, ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { runJobBody } from "../../testing/run-job";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { jobDefinition } from "../job/job-registry";
import { applyDueChangeRequests } from "./change-apply";
import { recordHomeAddress } from "./home-address.service";

type Method = "GET" | "POST" | "PUT";

const newAddress = {
  postCode: "２２０－００１２",
  prefecture: "神奈川県",
  city: "横浜市西区",
  town: "みなとみらい3-1-1",
  building: "",
  changeDate: "2026-07-01",
  description: "Moved to Yokohama",
};

describe("effective dates: applied at once or by the hourly job, in Japan's calendar; the home address calls", () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const auth: Record<string, Record<string, string>> = {};
  // 12:00 in Japan on 2026-06-10.
  const clock = createFakeClock(new Date("2026-06-10T03:00:00Z"));

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    ({ ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "employee3" }, hr: { leader: "hr1" } },
      people: {
        employee1: { department: "dev", fullName: "Kenta Sato" },
        employee2: { department: "dev", fullName: "Misaki Suzuki" },
        employee3: { department: "dev" },
        hr1: { department: "hr", fullName: "Yumi Ito", roles: { sms: 2 } },
      },
    }));
    const home = {
      postCode: "1600023",
      prefecture: "東京都",
      city: "新宿区",
      town: "西新宿2-8-1",
      building: null,
    };
    for (const account of ["employee1", "employee2"]) {
      await t.db
        .updateTable("employees")
        .set({ ...home, changeAddressDate: "2020-04-01" })
        .where("id", "=", id(account))
        .execute();
      await recordHomeAddress(
        t.db,
        { employeeId: id(account), ...home, changeAddressDate: "2020-04-01", requestId: null },
        "2020-04-01T00:00:00.000Z",
      );
    }
    await signInAll();
  });
  afterAll(() => t.close());

  async function signInAll() {
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  }

  /** Moves the clock (sessions from before would have expired, so everyone signs in again). */
  async function moveTo(instant: string) {
    clock.set(new Date(instant));
    await signInAll();
  }

  function id(account: string): number {
    const found = ids[account];
    if (found === undefined) throw new Error(`no ${account}`);
    return found;
  }

  const call = (method: Method, url: string, who: string, payload?: unknown, language = "en") =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...auth[who], "accept-language": language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const ok = async <T = ChangeRequest>(method: Method, url: string, who: string, payload?: unknown) => {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const profileOf = async (who: string) => (await call("GET", "/employee/profile", who)).json();
  const addresses = (who: string, of: string) =>
    ok<AddressRecord[]>("GET", `/employeeaddress/getByEmployeeId?employeeId=${id(of)}`, who);

  it("keeps an approved future address waiting until the job runs on its day (in Japan), then applies it once", async () => {
    const request = await ok("POST", "/employeeChange/address", "employee1", newAddress);
    expect(request).toMatchObject({ kind: "address", status: "submitted", effectiveDate: "2026-07-01" });
    expect(request.changes).toEqual([
      { field: "postCode", oldValue: "1600023", newValue: "2200012" },
      { field: "prefecture", oldValue: "東京都", newValue: "神奈川県" },
      { field: "city", oldValue: "新宿区", newValue: "横浜市西区" },
      { field: "town", oldValue: "西新宿2-8-1", newValue: "みなとみらい3-1-1" },
      { field: "building", oldValue: null, newValue: null },
    ]);
    const approved = await ok("POST", `/employeeChange/requests/${request.id}/approve`, "hr1", {});
    expect(approved).toMatchObject({ status: "approved", appliedAt: null });
    expect((await profileOf("employee1")).city).toBe("新宿区");
    // Approved and waiting: still open, so a second address request waits too.
    const second = await call("POST", "/employeeChange/address", "employee1", {
      ...newAddress,
      changeDate: "2026-08-01",
    });
    expect(second.statusCode).toBe(409);

    expect(await applyDueChangeRequests(t.app.deps)).toBe(0);
    await moveTo("2026-06-30T14:59:00Z"); // 23:59 on June 30 in Japan
    expect(await applyDueChangeRequests(t.app.deps)).toBe(0);
    await moveTo("2026-06-30T15:00:00Z"); // 00:00 on July 1 in Japan
    // Two instances running the job at once: exactly one applies it.
    const runs = await Promise.all([applyDueChangeRequests(t.app.deps), applyDueChangeRequests(t.app.deps)]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await applyDueChangeRequests(t.app.deps)).toBe(0);

    expect(await profileOf("employee1")).toMatchObject({
      postCode: "2200012",
      prefecture: "神奈川県",
      city: "横浜市西区",
      town: "みなとみらい3-1-1",
      building: null,
      changeAddressDate: "2026-07-01",
    });
    expect(await ok("GET", `/employeeChange/requests/${request.id}`, "employee1")).toMatchObject({
      status: "approved",
      appliedAt: "2026-06-30T15:00:00.000Z",
    });
    const history = await ok<{ data: { field: string; oldValue: string | null; newValue: string | null }[] }>(
      "GET",
      "/employeeChange/history?kind=address",
      "employee1",
    );
    expect(history.data.map((row) => row.field).sort()).toEqual([
      "changeAddressDate",
      "city",
      "postCode",
      "prefecture",
      "town",
    ]);
    expect(history.data.find((row) => row.field === "city")).toMatchObject({
      oldValue: "新宿区",
      newValue: "横浜市西区",
    });
    const notice = await t.db
      .selectFrom("notifications")
      .select("title")
      .where("recipientId", "=", id("employee1"))
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(notice.title).key).toBe("employeeChange.notify.applied.title");

    const list = await addresses("employee1", "employee1");
    expect(list).toEqual([
      expect.objectContaining({
        city: "横浜市西区",
        building: "",
        changeAddressDate: "2026-07-01",
        requestId: request.id,
        isCurrent: true,
      }),
      expect.objectContaining({
        city: "新宿区",
        changeAddressDate: "2020-04-01",
        requestId: null,
        isCurrent: false,
      }),
    ]);
    expect(
      await ok(
        "GET",
        `/employeeaddress/getLastestAddressByEmployeeId?employeeId=${id("employee1")}`,
        "employee1",
      ),
    ).toEqual(list[0]);
  });

  it("applies at once when the effective date is today in Japan, though still yesterday in UTC", async () => {
    await moveTo("2026-07-10T15:30:00Z"); // 00:30 on July 11 in Japan
    const request = await ok("POST", "/employeeChange/requests", "employee2", {
      fields: { visaKind: "Permanent Resident" },
      effectiveDate: "2026-07-11",
    });
    const approved = await ok("POST", `/employeeChange/requests/${request.id}/approve`, "hr1", {
      comment: "OK",
    });
    expect(approved.appliedAt).toBe("2026-07-10T15:30:00.000Z");
    expect((await profileOf("employee2")).visaKind).toBe("Permanent Resident");
  });

  it("refuses a new address that starts before the one in force, or with a bad post code, in the user's language", async () => {
    const early = await call("POST", "/employeeChange/address", "employee2", {
      ...newAddress,
      changeDate: "2019-12-01",
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      {
        field: "changeDate",
        errorMessage:
          "Enter a valid date within a year of today (for a new address, after the date of the current one).",
      },
    ]);
    const bad = await call(
      "POST",
      "/employeeChange/address",
      "employee2",
      { ...newAddress, postCode: "12345", prefecture: "", city: " " },
      "ja",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: "postCode", errorMessage: "郵便番号が正しくありません。" },
        { field: "prefecture", errorMessage: "都道府県を入力してください。" },
        { field: "city", errorMessage: "市区町村を入力してください。" },
      ]),
    );
    // Seven digits that name no address, as the working address refuses them.
    const nowhere = await call("POST", "/employeeChange/address", "employee2", {
      ...newAddress,
      postCode: "0000000",
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual([{ field: "postCode", errorMessage: "Post Code invalid." }]);
    const same = await call("POST", "/employeeChange/address", "employee2", {
      postCode: "1600023",
      prefecture: "東京都",
      city: "新宿区",
      town: "西新宿2-8-1",
      changeDate: "2026-08-01",
    });
    expect(same.json().message).toBe(
      "This request changes nothing: the new values are the same as the current ones.",
    );
  });

  it("takes the spec's other fields: the caller's own employeeId, townTemp when town is empty", async () => {
    const other = await call("POST", "/employeeChange/address", "employee2", {
      ...newAddress,
      employeeId: ids.employee1,
    });
    expect(other.statusCode).toBe(401);
    const own = await ok("POST", "/employeeChange/address", "employee2", {
      ...newAddress,
      employeeId: ids.employee2,
      town: "",
      townTemp: "みなとみらい",
      draft: true,
    });
    expect(own.changes).toContainEqual(expect.objectContaining({ field: "town", newValue: "みなとみらい" }));
    expect((await call("POST", `/employeeChange/requests/${own.id}/cancel`, "employee2")).statusCode).toBe(
      200,
    );
  });

  it("keeps an address draft for its owner, edits it field by field, and submits it", async () => {
    const draft = await ok("POST", "/employeeChange/address", "employee2", {
      ...newAddress,
      changeDate: "2026-08-01",
      draft: true,
    });
    expect(draft.status).toBe("draft");
    const edited = await ok("PUT", `/employeeChange/requests/${draft.id}`, "employee2", {
      fields: { building: "みなとみらいタワー 1203" },
      effectiveDate: "2026-08-03",
      reason: null,
    });
    expect(edited).toMatchObject({ effectiveDate: "2026-08-03", reason: null });
    expect(edited.changes.find((change) => change.field === "building")?.newValue).toBe(
      "みなとみらいタワー 1203",
    );
    const wrongField = await call("PUT", `/employeeChange/requests/${draft.id}`, "employee2", {
      fields: { visaKind: "x" },
    });
    expect(wrongField.json().errors).toEqual([
      { field: "fields.visaKind", errorMessage: "This field cannot be changed by this request." },
    ]);
    expect((await ok("POST", `/employeeChange/requests/${draft.id}/submit`, "employee2")).status).toBe(
      "submitted",
    );
  });

  it("answers the address history to the employee and HR only (401 otherwise)", async () => {
    expect((await addresses("hr1", "employee1")).length).toBe(2);
    expect(
      (await call("GET", `/employeeaddress/getByEmployeeId?employeeId=${id("employee1")}`, "employee3"))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          "GET",
          `/employeeaddress/getLastestAddressByEmployeeId?employeeId=${id("employee1")}`,
          "employee2",
        )
      ).statusCode,
    ).toBe(401);
    expect(
      await ok(
        "GET",
        `/employeeaddress/getLastestAddressByEmployeeId?employeeId=${id("employee3")}`,
        "employee3",
      ),
    ).toBeNull();
    expect((await call("GET", "/employeeaddress/getByEmployeeId", "employee1")).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: "GET",
      url: `/api/employeeaddress/getByEmployeeId?employeeId=${id("employee1")}`,
    });
    expect(signedOut.statusCode).toBe(403);
  });

  it("is the changeRequestApply job, every hour at minute 5, counting what it applied", async () => {
    const job = jobDefinition("changeRequestApply");
    const run = () => runJobBody(t.app, "changeRequestApply");
    expect(job.schedule(t.config)).toBe("5 * * * *");
    await moveTo("2026-07-15T03:00:00Z");
    const request = await ok("POST", "/employeeChange/requests", "employee3", {
      fields: { visaKind: "Engineer" },
      effectiveDate: "2026-07-20",
    });
    await ok("POST", `/employeeChange/requests/${request.id}/approve`, "hr1", { comment: "OK" });
    expect(await run()).toEqual({ messageKey: "CHANGES_APPLIED", total: 0, success: 0, failed: 0 });
    await moveTo("2026-07-19T15:00:00Z"); // 00:00 on July 20 in Japan
    expect(await run()).toEqual({ messageKey: "CHANGES_APPLIED", total: 1, success: 1, failed: 0 });
    expect((await profileOf("employee3")).visaKind).toBe("Engineer");
    expect(await run()).toEqual({ messageKey: "CHANGES_APPLIED", total: 0, success: 0, failed: 0 });
  });
});
