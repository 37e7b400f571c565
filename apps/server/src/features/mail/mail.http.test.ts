import type { MailMessage, MailSummary } from "@portal/contract/mail/mail.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { mailEmployees } from "./mail-recipients";

describe("the outbox (no SMTP server)", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-04-10T00:30:00Z"));
  let admin: { authorization: string };
  let employee: { authorization: string };
  let employeeId = 0;
  const ids: number[] = [];

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000", JOBS_ENABLED: "false" }, { clock });
    const deptId = (await createDepartment(t.db)).id;
    await createEmployee(t.db, { account: "admin1", deptId }, { roles: { administrator: 1 } });
    employeeId = (
      await createEmployee(t.db, {
        account: "employee1",
        deptId,
        fullName: "Suzuki Hanako",
        fullNameJp: "鈴木 花子",
        displayName: "Hanako",
        nationality: "Japanese",
      })
    ).id;
    admin = (await signIn(t, "admin1")).headers;
    employee = (await signIn(t, "employee1")).headers;

    const first = await t.app.deps.mailer.send({
      recipientId: null,
      to: "hr-team@example.com",
      template: "payrollReport",
      language: "en",
      params: { month: "2026-05", rows: 3, monthlyTotal: 45_000, link: "https://portal.example.co.jp/r" },
      attachments: [
        { fileName: "payroll-2026-05.csv", contentType: "text/csv", content: Buffer.from("a,b") },
      ],
    });
    ids.push(first.id);
    expect(first.status).toBe("outbox");
    clock.advanceMinutes(1);
    const counts = await mailEmployees(t.app.deps, [employeeId], "passExpiry", (recipient) => ({
      name: recipient.name,
      departure: "Ueno",
      arrival: "Tokyo",
      endDate: "2026-04-30",
      link: "https://portal.example.co.jp/commutation-ticket",
    }));
    expect(counts).toEqual({ sent: 0, failed: 0, outbox: 1, skipped: 0 });
    clock.advanceMinutes(1);
    const third = await t.app.deps.mailer.send({
      recipientId: null,
      to: "leader@example.com",
      template: "decisionReminder",
      language: "ja",
      params: { name: "<i>X</i>", departure: "A", arrival: "B", days: 4, link: "https://p.example/t" },
    });
    ids.push(third.id);
  });
  afterAll(() => t?.close());

  it("keeps every message with status outbox", async () => {
    const rows = await t.db.selectFrom("mailMessages").select(["status", "sentAt", "error"]).execute();
    expect(rows).toEqual(Array(3).fill({ status: "outbox", sentAt: null, error: null }));
  });

  it("lists the messages to administrators, newest first, paged with the spec's headers", async () => {
    const response = await get("/api/mail/outbox", {
      ...admin,
      "x-pagination-page": "1",
      "x-pagination-size": "2",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("3");
    const body = response.json<{ data: MailSummary[]; totalCount: number }>();
    expect(body.totalCount).toBe(3);
    expect(body.data.map((m) => m.to)).toEqual(["leader@example.com", "employee1@example.com"]);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      to: "employee1@example.com",
      toName: "Hanako",
      subject: "【Employee Portal】通勤定期の有効期限のお知らせ（2026年4月30日）",
      template: "passExpiry",
      language: "ja",
      status: "outbox",
      createdAt: "2026-04-10T00:31:00.000Z",
      sentAt: null,
      error: null,
      attachments: [],
    });

    const second = await get("/api/mail/outbox", {
      ...admin,
      "x-pagination-page": "2",
      "x-pagination-size": "2",
    });
    const last = second.json<{ data: MailSummary[] }>().data;
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({
      id: ids[0],
      to: "hr-team@example.com",
      toName: null,
      subject: "[Employee Portal] Commuting allowance report for May 2026 payroll",
      attachments: ["payroll-2026-05.csv"],
    });
  });

  it("shows one message whole: both bodies", async () => {
    const response = await get(`/api/mail/outbox/${ids[1]}`, admin);
    expect(response.statusCode).toBe(200);
    const message = response.json<MailMessage>();
    expect(message.template).toBe("decisionReminder");
    expect(message.text).toContain("<i>X</i>さんの通勤定期（A → B）の申請が、4日間ご判断待ち");
    expect(message.html).toContain("&lt;i&gt;X&lt;/i&gt;さんの通勤定期");
    expect(message.html).not.toContain("<i>");
    expect(message.html).toContain('<a href="https://p.example/t"');
  });

  it("answers 404 for an unknown message and 400 for a malformed id", async () => {
    const missing = await get("/api/mail/outbox/999999", admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("The requested resource was not found.");
    expect((await get("/api/mail/outbox/abc", admin)).statusCode).toBe(400);
  });

  it("is refused to anyone who is not an administrator (401), and to strangers (403)", async () => {
    expect((await get("/api/mail/outbox", employee)).statusCode).toBe(401);
    expect((await get(`/api/mail/outbox/${ids[0]}`, employee)).statusCode).toBe(401);
    expect((await get("/api/mail/outbox")).statusCode).toBe(403);
    expect((await get(`/api/mail/outbox/${ids[0]}`)).statusCode).toBe(403);
  });

  it("records the language people use when their menu loads", async () => {
    const language = async () =>
      (
        await t.db
          .selectFrom("employees")
          .select("preferredLanguage")
          .where("id", "=", employeeId)
          .executeTakeFirstOrThrow()
      ).preferredLanguage;
    const menu = (headers: Record<string, string>) =>
      get("/api/menu/fes/employee1", { ...employee, ...headers });

    expect(await language()).toBeNull();
    expect((await menu({ "content-language": "ja" })).statusCode).toBe(200);
    expect(await language()).toBe("ja");
    expect((await menu({ "accept-language": "en-US,en;q=0.9" })).statusCode).toBe(200);
    expect(await language()).toBe("en");
    expect((await menu({ culture: "c=ja-JP|uic=ja-JP" })).statusCode).toBe(200);
    expect(await language()).toBe("ja");
    // Someone else's menu is refused and records nothing.
    expect((await get("/api/menu/fes/admin1", { ...employee, "content-language": "en" })).statusCode).toBe(
      401,
    );
    expect(await language()).toBe("ja");
  });
});
