import type { Paged } from "@portal/contract/common/paging";
import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";

type Auth = { authorization: string };

const record = {
  companyName: "  Tokai Systems Co., Ltd. ",
  projectName: "Bank core system",
  role: "Programmer",
  fromMonth: "2018-04",
  toMonth: "2021-03",
  technologies: "COBOL, Java",
  description: "Batch maintenance.",
};

describe("working history", () => {
  let t: TestApp;
  // 2026-04-01 18:00 in Japan: April 2026 is the latest month anyone can have worked.
  const clock = createFakeClock(new Date("2026-04-01T09:00:00Z"));
  let owner: Auth;
  let other: Auth;
  let hr: Auth;
  let ownerId: number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const dept = await createDepartment(t.db);
    ownerId = (await createEmployee(t.db, { account: "owner", deptId: dept.id })).id;
    await createEmployee(t.db, { account: "other", deptId: dept.id });
    await createEmployee(t.db, { account: "hr", deptId: dept.id }, { roles: { sms: 2 } });
    owner = (await signIn(t, "owner")).headers;
    other = (await signIn(t, "other")).headers;
    hr = (await signIn(t, "hr")).headers;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom("workingHistories").execute();
  });

  const list = (headers: Record<string, string>, query = "", page = 1) =>
    t.app.inject({
      method: "GET",
      url: `/api/workinghistory${query}`,
      headers: { ...headers, "x-pagination-page": String(page), "x-pagination-size": "20", module: "SMS" },
    });
  const create = (body: object, headers: Record<string, string> = owner) =>
    t.app.inject({ method: "POST", url: "/api/workinghistory", payload: body, headers });
  const update = (id: number, body: object, headers: Record<string, string> = owner) =>
    t.app.inject({ method: "PUT", url: `/api/workinghistory/${id}`, payload: body, headers });
  const remove = (id: number, headers: Record<string, string> = owner) =>
    t.app.inject({ method: "DELETE", url: `/api/workinghistory/${id}`, headers });
  const stored = () => t.db.selectFrom("workingHistories").selectAll().orderBy("id").execute();
  const created = async (body: object = record) => {
    const response = await create(body);
    expect(response.statusCode).toBe(200);
    return response.json<WorkingHistory>();
  };

  it("creates, lists, edits and deletes the caller's own record", async () => {
    const saved = await created();
    expect(saved).toEqual({
      id: expect.any(Number),
      employeeId: ownerId,
      companyName: "Tokai Systems Co., Ltd.",
      projectName: "Bank core system",
      role: "Programmer",
      fromMonth: "2018-04",
      toMonth: "2021-03",
      isCurrent: false,
      technologies: "COBOL, Java",
      description: "Batch maintenance.",
      canEdit: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const listed = await list(owner, "?module=SMS");
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["x-total-count"]).toBe("1");
    expect(listed.json<Paged<WorkingHistory>>()).toEqual({ data: [saved], totalCount: 1 });

    const edited = await update(saved.id, { companyName: "Sakura Tech", role: "Lead", fromMonth: "2021-04" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: saved.id,
      companyName: "Sakura Tech",
      projectName: "",
      toMonth: null,
      isCurrent: true,
      technologies: "",
    });

    const deleted = await remove(saved.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect(await stored()).toEqual([]);
    expect((await remove(saved.id)).statusCode).toBe(404);
    expect((await update(saved.id, record)).statusCode).toBe(404);
  });

  it("lists current positions first, then the latest, 20 a page with X-Total-Count", async () => {
    const now = nowIso();
    const rows = Array.from({ length: 23 }, (_, index) => ({
      employeeId: ownerId,
      companyName: `Company ${index + 1}`,
      projectName: "",
      role: "Engineer",
      fromMonth: `${2000 + index}-01`,
      toMonth: index === 0 ? null : `${2000 + index}-12`,
      technologies: "",
      description: "",
      createdAt: now,
      updatedAt: now,
    }));
    await t.db.insertInto("workingHistories").values(rows).execute();

    const first = await list(owner);
    const page1 = first.json<Paged<WorkingHistory>>();
    expect(first.headers["x-total-count"]).toBe("23");
    expect(page1.totalCount).toBe(23);
    expect(page1.data).toHaveLength(20);
    expect(page1.data.slice(0, 3).map((row) => row.companyName)).toEqual([
      "Company 1",
      "Company 23",
      "Company 22",
    ]);

    const page2 = (await list(owner, "", 2)).json<Paged<WorkingHistory>>();
    expect(page2.data.map((row) => row.companyName)).toEqual(["Company 4", "Company 3", "Company 2"]);
    // Without paging headers the page holds 20 as well.
    const plain = await t.app.inject({ method: "GET", url: "/api/workinghistory", headers: owner });
    expect(plain.json<Paged<WorkingHistory>>().data).toHaveLength(20);
  });

  it("refuses bad input with every field's error and writes nothing", async () => {
    const response = await create({ companyName: " ", fromMonth: "2024/13", toMonth: "2023-01" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: "companyName", errorMessage: "Company name is required." },
        { field: "role", errorMessage: "Role is required." },
        { field: "fromMonth", errorMessage: "Enter a month as YYYY-MM." },
      ]),
    );
    expect(response.json().errors).toHaveLength(3);

    const reversed = await create({ ...record, fromMonth: "2022-04", toMonth: "2021-03" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { field: "toMonth", errorMessage: "The end month must be on or after the start month." },
    ]);

    const future = await create({ ...record, fromMonth: "2026-05", toMonth: null });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      { field: "fromMonth", errorMessage: "The month cannot be later than this month." },
    ]);
    expect((await create({ ...record, fromMonth: "2026-04", toMonth: null })).statusCode).toBe(200);
    await t.db.deleteFrom("workingHistories").execute();

    const tooLong = await create({ ...record, companyName: "x".repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { field: "companyName", errorMessage: "Use at most 200 characters." },
    ]);

    const missing = await create({ ...record, fromMonth: undefined });
    expect(missing.json().errors).toEqual([
      { field: "fromMonth", errorMessage: "From (month) is required." },
    ]);
    const notText = await create({ ...record, toMonth: 202103 });
    expect(notText.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("answers validation errors in Japanese for a Japanese client", async () => {
    const response = await create({ ...record, role: "" }, { ...owner, "content-language": "ja" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "role", errorMessage: "役割は必須です。" }]);
  });

  it("rejects unknown fields, an owner in the body and unknown query values", async () => {
    const response = await create({ ...record, employeeId: 999, isHr: true });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["employeeId", "isHr"]);
    expect((await list(owner, "?module=FES")).statusCode).toBe(400);
    expect((await list(owner, "?unknown=1")).statusCode).toBe(400);
    expect((await list(owner, "?employeeId=abc")).statusCode).toBe(400);
    expect((await update(0, record)).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it("lets HR read anyone's history but not change it (401); to others a record does not exist (404)", async () => {
    const saved = await created();
    const asHr = await list(hr, `?employeeId=${ownerId}`);
    expect(asHr.statusCode).toBe(200);
    expect(asHr.json<Paged<WorkingHistory>>().data).toEqual([{ ...saved, canEdit: false }]);
    expect((await list(hr, "?employeeId=999999")).statusCode).toBe(404);
    expect((await list(hr)).json<Paged<WorkingHistory>>().totalCount).toBe(0);

    expect((await list(other, `?employeeId=${ownerId}`)).statusCode).toBe(401);
    expect((await list(owner, `?employeeId=${ownerId}`)).statusCode).toBe(200);

    const edit = await update(saved.id, { ...record, companyName: "Hijacked" }, hr);
    expect(edit.statusCode).toBe(401);
    expect(edit.json().message).toBe("Only the employee can change their own working history.");
    expect((await remove(saved.id, hr)).statusCode).toBe(401);
    // Someone who may not read the record gets the answer of an id never used.
    const unknown = await update(999999, record, other);
    expect(unknown.statusCode).toBe(404);
    const hidden = await update(saved.id, { ...record, companyName: "Hijacked" }, other);
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({
      status: 404,
      body: unknown.json(),
    });
    expect((await remove(saved.id, other)).statusCode).toBe(404);
    expect(await stored()).toEqual([expect.objectContaining({ companyName: "Tokai Systems Co., Ltd." })]);
  });

  it("holds at most 100 records per employee", async () => {
    const now = nowIso();
    const row = { employeeId: ownerId, companyName: "C", projectName: "", role: "R", fromMonth: "2020-01" };
    const rest = { toMonth: null, technologies: "", description: "", createdAt: now, updatedAt: now };
    await t.db
      .insertInto("workingHistories")
      .values(Array.from({ length: 100 }, () => ({ ...row, ...rest })))
      .execute();
    const response = await create(record);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A working history can hold at most 100 records.");
    expect((await create(record, other)).statusCode).toBe(200);
  });

  it("answers 403 to every call without a valid session", async () => {
    const calls = [
      { method: "GET", url: "/api/workinghistory" },
      { method: "POST", url: "/api/workinghistory", payload: record },
      { method: "PUT", url: "/api/workinghistory/1", payload: record },
      { method: "DELETE", url: "/api/workinghistory/1" },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(403);
      const forged = await t.app.inject({ ...call, headers: { authorization: "Bearer not-a-token" } });
      expect(forged.statusCode).toBe(403);
    }
  });
});
