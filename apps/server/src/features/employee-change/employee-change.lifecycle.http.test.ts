import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { MenuNumbers } from "@portal/contract/menu/menu.schema";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { closeAllHubClients, connectHub, nextEvent } from "../../testing/realtime-client";
import { signIn } from "../../testing/sign-in";
import { changeTestApp } from "./change-test-app";

describe("change requests: lifecycle", () => {
  const changes = changeTestApp();
  const { id, call, ok, page, profileRequest, profileOf, notificationKeys, hrCount } = changes;
  let t: TestApp;
  beforeAll(() => {
    t = changes.t();
  });

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

    // HR's open portals get their new numbers live; nobody else's are computed.
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const hubOf = async (account: string) =>
      connectHub(url, "employeeService", (await signIn(t, account)).body.access_token);
    const [hr1Hub, hr2Hub] = await Promise.all([hubOf("hr1"), hubOf("hr2")]);
    const hrNumbers = [hr1Hub, hr2Hub].map((hub) => nextEvent<MenuNumbers>(hub, "OnNotifySubmitRequestMenu"));
    const push = vi.spyOn(t.app.deps.realtime, "toEmployees");
    const submitted = await ok("POST", `/requests/${request.id}/submit`, "employee1");
    expect(submitted).toMatchObject({ status: "submitted", submittedAt: "2026-06-10T03:00:00.000Z" });
    for (const numbers of await Promise.all(hrNumbers)) expect(numbers.length).toBeGreaterThan(0);
    const menuPushes = push.mock.calls.filter(([, event]) => event === "OnNotifySubmitRequestMenu");
    expect(menuPushes.flatMap(([to]) => to).sort()).toEqual([id("hr1"), id("hr2")].sort());
    push.mockRestore();
    closeAllHubClients();
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
});
