import fs from "node:fs";
import path from "node:path";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { PayrollReport } from "@portal/contract/commutation-ticket/payroll-report.schema";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { runJobBody } from "../../testing/run-job";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { insertTicketRow, type TicketRowValues } from "../../testing/ticket-rows";
import { jobDefinition } from "../job/job-registry";

const S = TicketStatus;
/** 06:00 on 2026-11-20 in Japan, the default payroll report day. */
const reportTime = "2026-11-19T21:00:00.000Z";

describe("the payroll report: the monthly job and HR's list and downloads", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const auth: Record<string, { authorization: string }> = {};
  const clock = createFakeClock(new Date(reportTime));

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const company = await createTicketCompany(t, {
      departments: { dev: { leader: "lead1", nameEn: "Development", nameJa: "開発部" } },
      people: {
        owner1: { department: "dev", fullName: "佐藤 花子" },
        owner2: { department: "dev", fullName: "鈴木 一郎" },
        lead1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
        hr2: { department: "dev", roles: { sms: 3 } },
      },
    });
    Object.assign(ids, company.ids);
    await t.db
      .updateTable("employees")
      .set({ preferredLanguage: "ja" })
      .where("account", "=", "hr2")
      .execute();
    for (const account of ["hr1", "owner1"]) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  const id = (account: string) => ids[account] ?? 0;
  const ticket = (account: string, status: number, values: Partial<TicketRowValues>) =>
    insertTicketRow(t.db, { employeeId: id(account), status, now: reportTime, ...values });
  const run = () => runJobBody(t.app, "payrollReport");
  const reports = () => t.db.selectFrom("payrollReports").selectAll().orderBy("month").execute();
  const storedFiles = () => fs.readdirSync(path.join(t.config.dataDir, "payroll-reports")).sort();
  const get = (url: string, who: string | null) =>
    t.app.inject({ method: "GET", url, headers: who ? { ...auth[who] } : {} });
  const readWorkbook = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook;
  };

  it("runs at 06:00 on the configured day", () => {
    expect(jobDefinition("payrollReport").schedule(t.config)).toBe("0 6 20 * *");
  });

  it("writes the month's passes in force and its refunds, stores the file, tells and mails HR", async () => {
    await ticket("owner1", S.approved, { startDate: "2026-10-01", endDate: "2026-10-31" });
    await ticket("owner1", S.approved, { startDate: "2026-11-01", endDate: "2026-11-30", amount: 12_000 });
    await ticket("owner1", S.cancelling, {
      startDate: "2026-09-01",
      endDate: "2027-02-28",
      amount: 60_000,
      duration: 6,
      departure: "渋谷",
    });
    await ticket("owner1", S.approved, { startDate: "2026-12-01", endDate: "2026-12-31" });
    await ticket("owner2", S.cancelled, {
      startDate: "2026-10-15",
      endDate: "2026-11-14",
      cancelDate: "2026-11-10",
      refundAmount: 5_000,
      departure: "品川",
    });
    await ticket("owner2", S.cancelled, {
      startDate: "2026-09-15",
      endDate: "2026-10-14",
      cancelDate: "2026-10-10",
    });
    await ticket("owner2", S.submitted, { startDate: "2026-11-15", endDate: "2026-12-14" });

    const outcome = await run();
    expect(outcome).toEqual({ messageKey: "REPORT_GENERATED", total: 2, success: 2, failed: 0 });

    const [report] = await reports();
    expect(report).toMatchObject({
      month: "2026-11",
      fileName: "commuting-allowance-2026-11.xlsx",
      rows: 3,
      // 12,000 + 60,000 / 6 for owner1; nothing in force for owner2 today.
      monthlyTotal: 22_000,
      jobRunId: null,
    });
    expect(storedFiles()).toEqual([report?.storedName]);

    const workbook = await readWorkbook(
      fs.readFileSync(path.join(t.config.dataDir, "payroll-reports", report?.storedName ?? "")),
    );
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(1).value).toBe("社員番号");
    const departures = [2, 3, 4].map((row) => sheet?.getRow(row).getCell(4).value);
    expect(departures.sort()).toEqual(["品川", "新宿", "渋谷"].sort());

    const bell = await t.db.selectFrom("notifications").select(["recipientId", "title", "link"]).execute();
    expect(bell.map((row) => row.recipientId).sort()).toEqual([id("hr1"), id("hr2")].sort());
    expect(bell.every((row) => row.link === "/commuting-ticket/payroll-reports")).toBe(true);
    expect(JSON.parse(bell[0]?.title ?? "{}")).toMatchObject({
      key: "ticket.notify.payrollReport.title",
      params: { month: "2026-11", rows: 3, total: 22_000 },
    });
    const notice = await get("/api/notifications", "hr1");
    expect(notice.json<{ data: { title: string; message: string }[] }>().data[0]).toMatchObject({
      title: "Commuting allowance report for 2026-11 is ready",
      message:
        "The commuting allowance report for payroll of 2026-11 is ready: 3 tickets, 22,000 yen a month in total.",
    });

    const mails = await t.db
      .selectFrom("mailMessages")
      .select(["recipientId", "template", "language", "attachments"])
      .orderBy("recipientId")
      .execute();
    expect(mails.map((mail) => [mail.recipientId, mail.template, mail.language])).toEqual(
      [
        [id("hr1"), "payrollReport", "en"],
        [id("hr2"), "payrollReport", "ja"],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    for (const mail of mails) {
      expect(JSON.parse(mail.attachments)).toEqual([
        expect.objectContaining({ fileName: "commuting-allowance-2026-11.xlsx" }),
      ]);
    }
  });

  it("replaces the month's file and row when run again, and keeps other months", async () => {
    const [before] = await reports();
    await ticket("owner2", S.approved, { startDate: "2026-11-20", endDate: "2026-12-19", amount: 7_000 });
    clock.set(new Date("2026-11-20T01:00:00.000Z"));
    await run();
    const [after, ...others] = await reports();
    expect(others).toEqual([]);
    expect(after).toMatchObject({ id: before?.id, month: "2026-11", rows: 4, monthlyTotal: 29_000 });
    expect(after?.storedName).not.toBe(before?.storedName);
    expect(storedFiles()).toEqual([after?.storedName]);

    clock.set(new Date("2026-12-19T21:00:00.000Z"));
    await run();
    expect((await reports()).map((row) => row.month)).toEqual(["2026-11", "2026-12"]);
    expect(storedFiles()).toHaveLength(2);
  });

  it("lists the reports for HR, newest month first, and downloads each workbook", async () => {
    // The clock moved a month: sessions from before have expired.
    for (const account of ["hr1", "owner1"]) auth[account] = (await signIn(t, account)).headers;
    const list = await t.app.inject({
      method: "GET",
      url: "/api/commutationTicket/payroll-reports",
      headers: { ...auth.hr1, "x-pagination-size": "1" },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    const page = list.json<{ data: PayrollReport[]; totalCount: number }>();
    expect(page.data).toEqual([
      expect.objectContaining({ month: "2026-12", fileName: "commuting-allowance-2026-12.xlsx" }),
    ]);
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
      ["createdAt", "fileName", "id", "month", "monthlyTotal", "rows"].sort(),
    );
    const second = await t.app.inject({
      method: "GET",
      url: "/api/commutationTicket/payroll-reports",
      headers: { ...auth.hr1, "x-pagination-size": "1", "x-pagination-page": "2" },
    });
    const november = second.json<{ data: PayrollReport[] }>().data[0];
    expect(november).toMatchObject({ month: "2026-11", rows: 4, monthlyTotal: 29_000 });

    const download = await get(`/api/commutationTicket/payroll-reports/${november?.id}/download`, "hr1");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(download.headers["content-disposition"]).toContain('filename="commuting-allowance-2026-11.xlsx"');
    expect(download.headers["cache-control"]).toBe("private, no-store");
    const workbook = await readWorkbook(download.rawPayload);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(5);
    const names = [2, 3, 4, 5].map((row) => sheet?.getRow(row).getCell(2).value);
    expect(names).toEqual(["佐藤 花子", "佐藤 花子", "鈴木 一郎", "鈴木 一郎"]);
    const summary = workbook.worksheets[1];
    expect([2, 3].map((row) => summary?.getRow(row).getCell(4).value)).toEqual([22_000, 7_000]);

    expect((await get("/api/commutationTicket/payroll-reports", "owner1")).statusCode).toBe(401);
    expect(
      (await get(`/api/commutationTicket/payroll-reports/${november?.id}/download`, "owner1")).statusCode,
    ).toBe(401);
    expect((await get("/api/commutationTicket/payroll-reports", null)).statusCode).toBe(403);
    expect((await get("/api/commutationTicket/payroll-reports/999999/download", "hr1")).statusCode).toBe(404);
  });
});
