import net from "node:net";
import type { MailTemplate } from "@portal/contract/mail/mail.constants";
import type { Mailbox } from "postal-mime";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { createMailer } from "./mail.service";
import { mailEmployees } from "./mail-recipients";
import { type SmtpTestServer, startSmtpTestServer } from "./smtp-test-server";

const tricky = `<b>&"'`;
const escaped = "&lt;b&gt;&amp;&quot;&#39;";
const link = "https://portal.example.co.jp/commutation-ticket?ticket=7&tab=1";

const params: Record<MailTemplate, Record<string, string | number>> = {
  passExpiry: { name: tricky, departure: "渋谷", arrival: "新宿", endDate: "2026-04-30", link },
  decisionReminder: { name: tricky, departure: "Shibuya", arrival: "Shinjuku", days: 5, link },
  payrollReport: { month: "2026-05", rows: 1234, monthlyTotal: 1_234_567, link },
  leaveObligation: { name: tricky, missing: "2.5", until: "2026-10-31", link },
};

/** What each template's subject and body say, with the values written for the reader. */
const expected: Record<MailTemplate, Record<"en" | "ja", { subject: string; text: string[] }>> = {
  passExpiry: {
    en: {
      subject: "[Employee Portal] Your commuter pass ends on April 30, 2026",
      text: [`Dear ${tricky},`, "from 渋谷 to 新宿 ends on April 30, 2026."],
    },
    ja: {
      subject: "【Employee Portal】通勤定期の有効期限のお知らせ（2026年4月30日）",
      text: [`${tricky} 様`, "通勤定期（渋谷 → 新宿）は、2026年4月30日に有効期限を迎えます。"],
    },
  },
  decisionReminder: {
    en: {
      subject: `[Employee Portal] ${tricky}'s commuter pass has waited 5 days for your decision`,
      text: ["Hello,", `of ${tricky} (Shibuya to Shinjuku) has been waiting for your decision for 5 days.`],
    },
    ja: {
      subject: `【Employee Portal】${tricky}さんの通勤定期の申請が5日間ご判断待ちです`,
      text: ["ご担当者様", `${tricky}さんの通勤定期（Shibuya → Shinjuku）の申請が、5日間ご判断待ち`],
    },
  },
  payrollReport: {
    en: {
      subject: "[Employee Portal] Commuting allowance report for May 2026 payroll",
      text: ["for May 2026 payroll is ready: 1,234 rows, monthly total 1,234,567 yen."],
    },
    ja: {
      subject: "【Employee Portal】2026年5月分 通勤手当レポートのお知らせ",
      text: ["2026年5月分の給与計算用の通勤手当レポートを作成しました（1,234件、月額合計 1,234,567円）。"],
    },
  },
  leaveObligation: {
    en: {
      subject: "[Employee Portal] Please plan 2.5 days of paid leave by October 31, 2026",
      text: [
        `Dear ${tricky},`,
        "For your grant, 2.5 days are still to be taken or booked by October 31, 2026.",
      ],
    },
    ja: {
      subject: "【Employee Portal】年次有給休暇の取得のお願い（2026年10月31日まであと2.5日）",
      text: [`${tricky} 様`, "あなたの付与分は、2026年10月31日までにあと2.5日の取得または予定が必要です。"],
    },
  },
};

describe("e-mail over SMTP", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-04-10T00:30:00Z"));
  const people: Record<string, number> = {};

  const row = (id: number) =>
    t.db.selectFrom("mailMessages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, JOBS_ENABLED: "false" }, { clock });
    const deptId = (await createDepartment(t.db)).id;
    const add = async (account: string, values: Record<string, unknown> = {}) => {
      // Nobody signs in here: no password to hash.
      people[account] = (
        await createEmployee(t.db, { account, deptId, ...values }, { passwordHash: "-" })
      ).id;
    };
    await add("taro", { fullName: "Yamada Taro", fullNameJp: "山田 太郎", nationality: "Japanese" });
    await add("lan", { fullName: "Nguyen Lan", nationality: "Vietnamese" });
    await add("kenji", { fullName: "Sato Kenji", nationality: "Japanese", preferredLanguage: "en" });
    await add("emma", { fullName: "Emma Brown", nationality: "British", preferredLanguage: "ja" });
    await add("gone", { nationality: "Japanese", status: 1 });
    await add("noaddress", { email: "" });
    await add("refusing", { email: "refused-mailbox@example.com" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  for (const template of ["passExpiry", "decisionReminder", "payrollReport"] as const) {
    for (const language of ["en", "ja"] as const) {
      it(`sends ${template} in ${language}: subject, from, to, text and escaped HTML`, async () => {
        const result = await t.app.deps.mailer.send({
          recipientId: null,
          to: "someone@example.com",
          template,
          language,
          params: params[template],
        });
        expect(result.status).toBe("sent");

        expect(smtp.received).toHaveLength(1);
        const [{ envelope, email }] = smtp.received as [(typeof smtp.received)[number]];
        expect(envelope).toEqual({ from: "portal@example.co.jp", to: ["someone@example.com"] });
        expect(email.from).toEqual({ name: "Employee Portal", address: "portal@example.co.jp" });
        expect((email.to as Mailbox[]).map((to) => to.address)).toEqual(["someone@example.com"]);
        expect(email.subject).toBe(expected[template][language].subject);

        const text = email.text ?? "";
        for (const line of expected[template][language].text) expect(text).toContain(line);
        expect(text).toContain(link);
        expect(text).toContain(
          language === "ja" ? "※本メールはEmployee Portalから自動送信されています。" : "automatic message",
        );

        const html = email.html ?? "";
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(`<a href="${link.replace("&", "&amp;")}"`);
        if (template !== "payrollReport") {
          expect(html).toContain(escaped);
          expect(html).not.toContain(tricky);
        }
        expect(email.attachments).toEqual([]);

        const stored = await row(result.id);
        expect(stored).toMatchObject({
          status: "sent",
          template,
          language,
          toAddress: "someone@example.com",
          subject: expected[template][language].subject,
          error: null,
          createdAt: "2026-04-10T00:30:00.000Z",
          sentAt: "2026-04-10T00:30:00.000Z",
          attachments: "[]",
        });
        expect(stored.textBody.trim()).toBe(text.trim());
        expect(stored.htmlBody.trim()).toBe(html.trim());
      });
    }
  }

  it("sends attachments with their names and bytes, and records their names and sizes only", async () => {
    const csv = Buffer.from("\uFEFF社員番号,金額\r\nT00001,12345\r\n", "utf8");
    const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const result = await t.app.deps.mailer.send({
      recipientId: people.taro ?? null,
      to: "taro@example.com",
      template: "payrollReport",
      language: "ja",
      params: params.payrollReport,
      attachments: [
        { fileName: "通勤手当_2026-05.csv", contentType: "text/csv", content: csv },
        { fileName: "raw.bin", contentType: "application/octet-stream", content: binary },
      ],
    });
    expect(result.status).toBe("sent");

    const { email } = smtp.received[0] ?? expect.fail("nothing arrived");
    expect(email.text).toContain("レポートは本メールに添付しております。");
    const files = email.attachments.map((file) => ({
      filename: file.filename,
      mimeType: file.mimeType,
      bytes: Buffer.from(file.content as ArrayBuffer),
    }));
    expect(files).toEqual([
      { filename: "通勤手当_2026-05.csv", mimeType: "text/csv", bytes: csv },
      { filename: "raw.bin", mimeType: "application/octet-stream", bytes: binary },
    ]);
    expect(JSON.parse((await row(result.id)).attachments)).toEqual([
      { fileName: "通勤手当_2026-05.csv", contentType: "text/csv", size: csv.length },
      { fileName: "raw.bin", contentType: "application/octet-stream", size: 256 },
    ]);
  });

  it("writes to employees in their language and skips inactive ones and those without an address", async () => {
    const seen: unknown[] = [];
    const before = await t.db
      .selectFrom("mailMessages")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    const ids = ["taro", "lan", "kenji", "emma", "gone", "noaddress"].map((name) => people[name] ?? 0);
    const counts = await mailEmployees(
      t.app.deps,
      [...ids, 999_999, ids[0] ?? 0],
      "decisionReminder",
      (r) => {
        seen.push(r);
        return { name: "Owner", departure: "A", arrival: "B", days: 1, link };
      },
    );
    expect(counts).toEqual({ sent: 4, failed: 0, outbox: 0, skipped: 3 });
    expect(seen).toEqual([
      { id: people.taro, name: "山田 太郎", language: "ja" },
      { id: people.lan, name: "Nguyen Lan", language: "en" },
      { id: people.kenji, name: "Sato Kenji", language: "en" },
      { id: people.emma, name: "Emma Brown", language: "ja" },
    ]);
    const arrived = smtp.received.map(({ envelope, email }) => ({
      to: envelope.to[0],
      subject: email.subject,
      greeting: (email.text ?? "").split("\n")[0],
    }));
    expect(arrived).toEqual([
      {
        to: "taro@example.com",
        subject: "【Employee Portal】Ownerさんの通勤定期の申請が1日間ご判断待ちです",
        greeting: "山田 太郎 様",
      },
      {
        to: "lan@example.com",
        subject: "[Employee Portal] Owner's commuter pass has waited 1 day for your decision",
        greeting: "Dear Nguyen Lan,",
      },
      {
        to: "kenji@example.com",
        subject: "[Employee Portal] Owner's commuter pass has waited 1 day for your decision",
        greeting: "Dear Sato Kenji,",
      },
      {
        to: "emma@example.com",
        subject: "【Employee Portal】Ownerさんの通勤定期の申請が1日間ご判断待ちです",
        greeting: "Emma Brown 様",
      },
    ]);
    const recorded = await t.db
      .selectFrom("mailMessages")
      .select(["recipientId", "status"])
      .where("id", ">", Number(before.id))
      .orderBy("id")
      .execute();
    expect(recorded).toEqual(
      ["taro", "lan", "kenji", "emma"].map((name) => ({ recipientId: people[name], status: "sent" })),
    );
  });

  it("records a message the server refuses as failed, with the error, without throwing", async () => {
    const result = await t.app.deps.mailer.send({
      recipientId: null,
      to: "refused@example.com",
      template: "passExpiry",
      language: "en",
      params: params.passExpiry,
    });
    expect(result.status).toBe("failed");
    expect(smtp.received).toEqual([]);
    const stored = await row(result.id);
    expect(stored).toMatchObject({ status: "failed", sentAt: null });
    expect(stored.error).toContain("550");
    expect(stored.error).not.toContain("\n    at ");

    const counts = await mailEmployees(
      t.app.deps,
      [people.refusing ?? 0],
      "passExpiry",
      () => params.passExpiry,
    );
    expect(counts).toEqual({ sent: 0, failed: 1, outbox: 0, skipped: 0 });
    expect(smtp.received).toEqual([]);
  });

  it("records a message as failed when the server cannot be reached", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const mailer = createMailer({
      config: { ...t.config, mail: { ...t.config.mail, smtpUrl: `smtp://127.0.0.1:${closedPort}` } },
      db: t.db,
      clock,
      log: t.app.log,
    });
    try {
      const result = await mailer.send({
        recipientId: people.lan ?? null,
        to: "lan@example.com",
        template: "decisionReminder",
        language: "en",
        params: params.decisionReminder,
      });
      expect(result.status).toBe("failed");
      const stored = await row(result.id);
      expect(stored).toMatchObject({ status: "failed", sentAt: null });
      expect(stored.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await mailer.close();
    }
  });
});
