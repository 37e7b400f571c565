import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { changeTestApp } from "./change-test-app";

describe("change requests: validation, permissions, comments", () => {
  const changes = changeTestApp();
  const { call, thread, ok, profileRequest, notificationKeys, hrCount } = changes;
  let t: TestApp;
  beforeAll(() => {
    t = changes.t();
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
    // Nationality and Japanese level are chosen from their lists (the screens translate them).
    const unlisted = await call("POST", "/requests", "employee4", {
      fields: { nationality: "Martian", japaneseLevel: "fluent" },
      effectiveDate: "2026-06-10",
    });
    expect(unlisted.statusCode).toBe(400);
    expect(
      unlisted
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["fields.japaneseLevel", "fields.nationality"]);
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
});
