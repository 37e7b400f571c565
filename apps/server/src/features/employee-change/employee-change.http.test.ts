import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { ensureDefaultMenu } from "../menu/default-menu";

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe("change requests: lifecycle, permissions, validation, comments, HR's queue", () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const auth: Record<string, Record<string, string>> = {};
  // 12:00 in Japan on 2026-06-10.
  const clock = createFakeClock(new Date("2026-06-10T03:00:00Z"));

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    await ensureDefaultMenu(t.db);
    ({ ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "employee4" }, hr: { leader: "hr2" } },
      people: {
        employee1: { department: "dev", fullName: "Kenta Sato" },
        employee2: { department: "dev", fullName: "Misaki Suzuki" },
        employee3: { department: "dev", fullName: "Ren Kato" },
        employee4: { department: "dev", fullName: "Aoi Mori" },
        hr1: { department: "hr", fullName: "Yumi Ito", roles: { sms: 2 } },
        hr2: { department: "hr", fullName: "Naoki Abe", roles: { sms: 2 } },
      },
    }));
    await t.db
      .updateTable("employees")
      .set({ passportNumber: "TK0000001", visaKind: "Engineer", sex: "M" })
      .where("id", "=", id("employee1"))
      .execute();
    await t.db.updateTable("employees").set({ sex: "F" }).where("id", "=", id("employee4")).execute();
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  function id(account: string): number {
    const found = ids[account];
    if (found === undefined) throw new Error(`no ${account}`);
    return found;
  }

  const call = (method: Method, url: string, who: string | null, payload?: unknown, language = "en") =>
    t.app.inject({
      method,
      url: `/api/employeeChange${url}`,
      headers: { ...(who ? auth[who] : {}), "accept-language": language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  /** The request's comment thread (the comment feature's calls). */
  const thread = (method: Method, requestId: number, who: string, payload?: unknown, language = "en") =>
    t.app.inject({
      method,
      url: `/api/comments/changeRequest/${requestId}`,
      headers: { ...auth[who], "accept-language": language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const ok = async (method: Method, url: string, who: string, payload?: unknown) => {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChangeRequest>();
  };
  const page = async (url: string, who: string) => {
    const response = await call("GET", url, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ChangeRequest[]; totalCount: number }>();
  };
  const profileRequest = (who: string, fields: Record<string, string | null>, extra: object = {}) =>
    call("POST", "/requests", who, { fields, effectiveDate: "2026-06-10", ...extra });
  const profileOf = async (who: string) =>
    (await t.app.inject({ method: "GET", url: "/api/employee/profile", headers: auth[who] })).json();
  const notificationKeys = async (who: string) =>
    (
      await t.db
        .selectFrom("notifications")
        .select("title")
        .where("recipientId", "=", id(who))
        .orderBy("id")
        .execute()
    ).map((row) => JSON.parse(row.title).key as string);
  const hrCount = async (who: string) => {
    const item = await t.db
      .selectFrom("menuItems")
      .select("id")
      .where("numberSource", "=", "changeRequestsWaitingForHr")
      .executeTakeFirstOrThrow();
    const numbers = await t.app.inject({
      method: "GET",
      url: "/api/menu/fes/updateNumber",
      headers: auth[who],
    });
    return numbers.json<{ id: number; number: number }[]>().find((entry) => entry.id === item.id)?.number;
  };

  it("takes a profile request from draft to submitted to approved, applied at once on today's date", async () => {
    const draft = await profileRequest(
      "employee1",
      { passportNumber: "TK1234567", fullnameJP: "佐藤 健太郎", visaExpireDate: "2028-03-31" },
      { reason: "Passport renewed", draft: true },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const request = draft.json<ChangeRequest>();
    expect(request).toMatchObject({
      kind: "profile",
      status: "draft",
      employeeName: "Kenta Sato",
      effectiveDate: "2026-06-10",
      reason: "Passport renewed",
      submittedAt: null,
      canEdit: true,
      canCancel: true,
      canDecide: false,
    });
    expect(request.changes).toEqual([
      { field: "passportNumber", oldValue: "TK0000001", newValue: "TK1234567" },
      { field: "fullnameJP", oldValue: null, newValue: "佐藤 健太郎" },
      { field: "visaExpireDate", oldValue: null, newValue: "2028-03-31" },
    ]);
    // A draft is its owner's alone: to HR it is as unknown as an id never used.
    expect((await call("GET", `/requests/${request.id}`, "hr1")).statusCode).toBe(404);
    expect(await page("/review", "hr1")).toEqual({ data: [], totalCount: 0 });

    const edited = await ok("PUT", `/requests/${request.id}`, "employee1", {
      fields: { passportIssueDate: "2026-05-01", fullnameJP: null },
    });
    expect(edited.changes.map((change) => change.field)).toEqual([
      "passportNumber",
      "visaExpireDate",
      "passportIssueDate",
    ]);
    expect(edited.reason).toBe("Passport renewed");

    const push = vi.spyOn(t.app.deps.realtime, "toEmployees");
    const submitted = await ok("POST", `/requests/${request.id}/submit`, "employee1");
    expect(submitted).toMatchObject({ status: "submitted", submittedAt: "2026-06-10T03:00:00.000Z" });
    const menuPushes = push.mock.calls.filter(([, event]) => event === "OnNotifySubmitRequestMenu");
    expect(menuPushes.flatMap(([to]) => to).sort()).toEqual([id("hr1"), id("hr2")].sort());
    push.mockRestore();
    expect(await notificationKeys("hr1")).toContain("employeeChange.notify.submitted.title");
    expect(await notificationKeys("hr2")).toContain("employeeChange.notify.submitted.title");
    expect(await notificationKeys("employee1")).toEqual([]);
    expect(await hrCount("hr1")).toBe(1);
    expect((await ok("GET", `/requests/${request.id}`, "hr1")).canDecide).toBe(true);
    expect((await call("POST", `/requests/${request.id}/submit`, "employee1")).statusCode).toBe(409);

    const approved = await ok("POST", `/requests/${request.id}/approve`, "hr1", {
      comment: "Checked the passport.",
    });
    expect(approved).toMatchObject({
      status: "approved",
      decidedByName: "Yumi Ito",
      decisionReason: "Checked the passport.",
      appliedAt: "2026-06-10T03:00:00.000Z",
      canEdit: false,
      canDecide: false,
    });
    expect(await profileOf("employee1")).toMatchObject({
      passportNumber: "TK1234567",
      passportIssueDate: "2026-05-01",
      visaExpireDate: "2028-03-31",
      fullnameJP: null,
    });
    expect(await notificationKeys("employee1")).toEqual(["employeeChange.notify.approvedApplied.title"]);
    expect(await hrCount("hr1")).toBe(0);

    const history = await call("GET", "/history?kind=profile", "employee1");
    expect(history.headers["x-total-count"]).toBe("3");
    expect(history.json().data).toContainEqual({
      id: expect.any(Number),
      requestId: request.id,
      kind: "profile",
      field: "passportNumber",
      oldValue: "TK0000001",
      newValue: "TK1234567",
      effectiveDate: "2026-06-10",
      appliedAt: "2026-06-10T03:00:00.000Z",
      requestedByName: "Kenta Sato",
      approvedByName: "Yumi Ito",
    });
    // HR reads anyone's history; another employee may not.
    expect((await call("GET", `/history?employeeId=${id("employee1")}`, "hr2")).json().totalCount).toBe(3);
    expect((await call("GET", `/history?employeeId=${id("employee1")}`, "employee2")).statusCode).toBe(401);

    expect((await call("POST", `/requests/${request.id}/cancel`, "employee1")).statusCode).toBe(409);
    expect((await call("POST", `/requests/${request.id}/approve`, "hr2", {})).statusCode).toBe(409);
  });

  it("rejects with HR's reason (required), tells the owner, and frees the kind for a new request", async () => {
    const request = (await profileRequest("employee2", { nationality: "Japanese" })).json<ChangeRequest>();
    expect(request.status).toBe("submitted");
    const again = await profileRequest("employee2", { japaneseLevel: "N1" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You already have an open request of this kind. Edit or cancel it, or wait for HR's decision.",
    );

    for (const [body, language, message] of [
      [{}, "en", "Please give the reason."],
      [{ reason: "  " }, "ja", "理由を入力してください。"],
    ] as const) {
      const refused = await call("POST", `/requests/${request.id}/reject`, "hr1", body, language);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message, errors: [{ field: "reason", errorMessage: message }] });
    }
    const rejected = await ok("POST", `/requests/${request.id}/reject`, "hr1", {
      reason: "Please attach the passport.",
    });
    expect(rejected).toMatchObject({
      status: "rejected",
      decisionReason: "Please attach the passport.",
      appliedAt: null,
    });
    expect(await notificationKeys("employee2")).toEqual(["employeeChange.notify.rejected.title"]);
    const message = await t.db
      .selectFrom("notifications")
      .select("message")
      .where("recipientId", "=", id("employee2"))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(message.message).params).toMatchObject({
      reason: "Please attach the passport.",
      kind: "profile",
    });
    expect((await profileOf("employee2")).nationality).toBeNull();
    expect((await profileRequest("employee2", { japaneseLevel: "N1" })).statusCode).toBe(200);
  });

  it("lets the owner cancel before the decision, and then nobody decides it", async () => {
    const request = (await profileRequest("employee3", { japaneseLevel: "N2" })).json<ChangeRequest>();
    expect(await hrCount("hr2")).toBeGreaterThan(0);
    const before = await hrCount("hr2");
    expect((await call("POST", `/requests/${request.id}/cancel`, "hr1")).statusCode).toBe(401);
    const cancelled = await ok("POST", `/requests/${request.id}/cancel`, "employee3");
    expect(cancelled).toMatchObject({ status: "cancelled", canEdit: false, canCancel: false });
    expect(await hrCount("hr2")).toBe((before ?? 0) - 1);
    expect((await call("POST", `/requests/${request.id}/approve`, "hr1", {})).statusCode).toBe(409);
    expect((await call("PUT", `/requests/${request.id}`, "employee3", { reason: "x" })).statusCode).toBe(409);
  });

  it("checks each value by its rule in the profile table; nothing is written on a 400", async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom("changeRequests")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Record<string, string | null>, string, string][] = [
      [{ birthday: "1990-02-30" }, "fields.birthday", "Please enter a valid date (YYYY-MM-DD)."],
      [{ birthday: "1850-01-01" }, "fields.birthday", "Choose a date from 1900/01/01 to 2030/12/31."],
      [
        { visaExpireDate: "9999-12-31" },
        "fields.visaExpireDate",
        "Choose a date from 1950/01/01 to 2099/12/31.",
      ],
      [{ sex: "X" }, "fields.sex", "This value is not valid."],
      [{ marriesStatus: "D" }, "fields.marriesStatus", "This value is not valid."],
      [{ alienceCardNo: "AB1234567890CD" }, "fields.alienceCardNo", "This value is too long."],
      [{ fullname: null }, "fields.fullname", "This value is not valid."],
      [
        { sex: "F" },
        "fields",
        "This request changes nothing: the new values are the same as the current ones.",
      ],
    ];
    for (const [fields, field, message] of cases) {
      const response = await profileRequest("employee4", fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, errorMessage: message });
    }
    expect((await profileRequest("employee4", {})).json().errors).toContainEqual({
      field: "fields",
      errorMessage: "This request changes nothing: the new values are the same as the current ones.",
    });
    // Fields edited directly or kept by HR are not requested.
    const direct = await profileRequest("employee4", { displayName: "Me", employeeCode: "X" });
    expect(direct.statusCode).toBe(400);
    expect(
      direct
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["fields.displayName", "fields.employeeCode"]);
    const dates = await call("POST", "/requests", "employee4", {
      fields: { japaneseLevel: "N3" },
      effectiveDate: "2028-01-01",
    });
    expect(dates.json().errors).toEqual([
      {
        field: "effectiveDate",
        errorMessage:
          "Enter a valid date within a year of today (for a new address, after the date of the current one).",
      },
    ]);
    const missing = await call("POST", "/requests", "employee4", { fields: { japaneseLevel: "N3" } }, "ja");
    expect(missing.json().errors).toEqual([
      { field: "effectiveDate", errorMessage: "適用日を入力してください。" },
    ]);
    const japanese = await call(
      "POST",
      "/requests",
      "employee4",
      { fields: { birthday: "昨日" }, effectiveDate: "2026-06-10" },
      "ja",
    );
    expect(japanese.json()).toEqual({
      message: "正しい日付（YYYY-MM-DD）を入力してください。",
      errors: [{ field: "fields.birthday", errorMessage: "正しい日付（YYYY-MM-DD）を入力してください。" }],
    });
    expect(await count()).toBe(before);
  });

  it("lets only the owner read and change a request, HR read and decide it; to anyone else it does not exist (404); 403 signed out", async () => {
    const request = (await profileRequest("employee4", { japaneseLevel: "N3" })).json<ChangeRequest>();
    expect((await call("GET", `/requests/${request.id}`, "employee1")).statusCode).toBe(404);
    expect((await call("PUT", `/requests/${request.id}`, "employee1", { reason: "mine" })).statusCode).toBe(
      404,
    );
    expect((await call("PUT", `/requests/${request.id}`, "hr1", { reason: "HR edit" })).statusCode).toBe(401);
    expect((await thread("POST", request.id, "employee1", { comment: "hi" })).statusCode).toBe(404);
    expect((await call("POST", `/requests/${request.id}/approve`, "employee1", {})).statusCode).toBe(404);
    expect((await call("POST", `/requests/${request.id}/approve`, "employee4", {})).statusCode).toBe(401);
    expect((await call("GET", "/review", "employee1")).statusCode).toBe(401);
    expect((await call("GET", "/requests/999999", "employee1")).statusCode).toBe(404);
    for (const [method, url] of [
      ["GET", `/requests/${request.id}`],
      ["GET", "/requests"],
      ["GET", "/review"],
      ["POST", `/requests/${request.id}/approve`],
    ] as const) {
      expect((await call(method, url, null, method === "POST" ? {} : undefined)).statusCode, url).toBe(403);
    }
    const own = await call("GET", "/requests?kind=profile", "employee4");
    expect(own.headers["x-total-count"]).toBe("1");
    expect(own.json().data.map((row: ChangeRequest) => row.id)).toEqual([request.id]);
  });

  it("never lets HR decide their own request: another HR member does", async () => {
    const own = (await profileRequest("hr1", { japaneseLevel: "N1" })).json<ChangeRequest>();
    expect(own).toMatchObject({ canDecide: false, canEdit: true });
    const refused = await call("POST", `/requests/${own.id}/approve`, "hr1", {}, "ja");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("自分の申請は判断できません。他の人事担当者が判断します。");
    expect((await call("POST", `/requests/${own.id}/reject`, "hr1", { reason: "x" })).statusCode).toBe(401);
    // HR's count leaves out their own request.
    const waiting = (await call("GET", "/review", "hr1")).json().totalCount;
    expect(await hrCount("hr1")).toBe(waiting - 1);
    expect(await hrCount("hr2")).toBe(waiting);
    expect((await call("GET", `/requests/${own.id}`, "hr2")).json().canDecide).toBe(true);
    expect((await ok("POST", `/requests/${own.id}/approve`, "hr2", {})).status).toBe("approved");
  });

  it("keeps the owner's and HR's comments in the request's thread, tells the other side, closes it on cancel", async () => {
    const request = (await profileRequest("employee3", { japaneseLevel: "N1" })).json<ChangeRequest>();
    const byOwner = await thread("POST", request.id, "employee3", { comment: "I passed N1 in July." });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    // The owner's note reaches HR, who must decide (never its author).
    expect((await notificationKeys("hr2")).at(-1)).toBe("comment.notify.changeRequest.title");
    expect(await notificationKeys("employee3")).not.toContain("comment.notify.changeRequest.title");
    expect(
      (await thread("POST", request.id, "hr2", { comment: "Please attach the certificate." })).statusCode,
    ).toBe(200);
    expect((await notificationKeys("employee3")).at(-1)).toBe("comment.notify.changeRequest.title");
    const read = await thread("GET", request.id, "employee3");
    expect(read.json().map((comment: { fullName: string; comment: string }) => comment.comment)).toEqual([
      "I passed N1 in July.",
      "Please attach the certificate.",
    ]);
    const empty = await thread("POST", request.id, "employee3", { comment: " " });
    expect(empty.json()).toEqual({
      message: "Please enter a comment.",
      errors: [{ field: "comment", errorMessage: "Please enter a comment." }],
    });
    // A cancelled request's thread stays readable and takes no more comments, in the user's language.
    const dropped = (await profileRequest("hr2", { japaneseLevel: "N2" })).json<ChangeRequest>();
    expect((await thread("POST", dropped.id, "hr2", { comment: "Wrong level." })).statusCode).toBe(200);
    await ok("POST", `/requests/${dropped.id}/cancel`, "hr2");
    const closed = await thread("POST", dropped.id, "hr2", { comment: "One more thing." }, "ja");
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({
      message: "この申請は取り消されたため、コメントできません。",
      errors: [{ field: "comment", errorMessage: "この申請は取り消されたため、コメントできません。" }],
    });
    expect((await thread("GET", dropped.id, "hr2")).json()).toHaveLength(1);
  });

  it("pages HR's queue (oldest submitted first) with X-Total-Count, searches by name, account or code, filters", async () => {
    const queue = await t.app.inject({
      method: "GET",
      url: "/api/employeeChange/review",
      headers: { ...auth.hr1, "x-pagination-page": "1", "x-pagination-size": "1" },
    });
    expect(queue.statusCode).toBe(200);
    const total = Number(queue.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(queue.json().data).toHaveLength(1);
    const all = await page("/review", "hr1");
    const submittedAt = all.data.map((row) => row.submittedAt ?? "");
    expect(submittedAt).toEqual([...submittedAt].sort());
    const byName = (await call("GET", `/review?search=${encodeURIComponent("ren kato")}`, "hr1")).json();
    expect(byName.data.map((row: ChangeRequest) => row.employeeName)).toEqual(["Ren Kato"]);
    expect((await call("GET", "/review?search=employee4", "hr1")).json().totalCount).toBe(1);
    expect((await call("GET", "/review?search=%25", "hr1")).json().totalCount).toBe(0);
    expect((await call("GET", "/review?kind=address", "hr1")).json().totalCount).toBe(0);
    const approved = (await call("GET", "/review?status=approved", "hr1")).json();
    expect(approved.data.every((row: ChangeRequest) => row.status === "approved")).toBe(true);
    expect((await call("GET", "/review?status=draft", "hr1")).json().totalCount).toBe(0);
    expect((await call("GET", "/review?status=unknown", "hr1")).statusCode).toBe(400);
  });

  it("lists every status but drafts under status=all, newest first, and leaves HR's count to the waiting ones", async () => {
    const created = await profileRequest("hr2", { japaneseLevel: "N3" }, { draft: true });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<ChangeRequest>();
    expect(draft.status).toBe("draft");
    const countOf = async (status: string) =>
      (await call("GET", `/review?status=${status}`, "hr1")).json().totalCount as number;
    const waiting = await countOf("submitted");
    const approved = await countOf("approved");
    const rejected = await countOf("rejected");
    const cancelled = await countOf("cancelled");
    for (const count of [waiting, approved, rejected, cancelled]) expect(count).toBeGreaterThan(0);

    const every = await t.app.inject({
      method: "GET",
      url: "/api/employeeChange/review?status=all",
      headers: { ...auth.hr1, "x-pagination-page": "1", "x-pagination-size": "100" },
    });
    expect(every.statusCode, every.body).toBe(200);
    const rows = every.json<{ data: ChangeRequest[]; totalCount: number }>().data;
    expect(every.headers["x-total-count"]).toBe(String(waiting + approved + rejected + cancelled));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(["submitted", "approved", "rejected", "cancelled"]),
    );
    expect(rows.map((row) => row.id)).not.toContain(draft.id);
    const changedAt = rows.map((row) => row.updatedAt);
    expect(changedAt).toEqual([...changedAt].sort().reverse());
    // Without a status the list is still the waiting queue (the menu's number counts those alone).
    expect((await page("/review", "hr1")).totalCount).toBe(waiting);
    expect(await hrCount("hr2")).toBe(waiting);
  });
});
