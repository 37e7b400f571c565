import type { AppLanguage } from "@portal/contract/common/culture";
import {
  cancelReasons,
  TicketLimits,
  type TicketStatus,
  ticketStatusNames,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { monthlyCost, taxableMonthlyAmount } from "@portal/contract/commutation-ticket/ticket-rules";
import { inForceTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import ExcelJS from "exceljs";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import { toCsv } from "../../lib/csv";
import { translate } from "../../lib/i18n";
import type { SessionClaims } from "../auth/token";
import type { TicketRow } from "./commutation-ticket.repository";
import { allowanceLimitOf } from "./ticket-budget";
import * as review from "./ticket-review.repository";
import { requireReader } from "./ticket-review.service";

/**
 * The commuting-allowance export for payroll: one row per ticket the filters find, with the
 * employee, route leg, months, amounts, monthly equivalent, taxable part, status and dates.
 */
const columns = [
  "employeeCode",
  "employeeName",
  "department",
  "departure",
  "arrival",
  "transportType",
  "months",
  "amount",
  "monthlyAmount",
  "taxableMonthlyAmount",
  "overBudget",
  "status",
  "startDate",
  "endDate",
  "submittedDate",
  "cancelDate",
  "refundAmount",
  "cancelReason",
] as const;
type Column = (typeof columns)[number];
type Cell = string | number | null;

async function exportRows(deps: AppDeps, session: SessionClaims, filter: TicketSearch): Promise<TicketRow[]> {
  await requireReader(deps, session);
  return review.searchTickets(deps.db, filter, { offset: 0, limit: TicketLimits.exportMaxRows }, "oldest");
}

function cellsOf(row: TicketRow, language: AppLanguage): Record<Column, Cell> {
  const monthly = Math.round(monthlyCost(row.amount, row.duration));
  const reason = cancelReasons.find((candidate) => candidate.id === row.cancelReason);
  return {
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    department: language === "ja" ? row.departmentNameJa || row.departmentNameEn : row.departmentNameEn,
    departure: row.departure,
    arrival: row.arrival,
    transportType: translate(language, `ticket.export.transport.${row.transportType}`),
    months: row.duration,
    amount: row.amount,
    monthlyAmount: monthly,
    taxableMonthlyAmount: taxableMonthlyAmount(monthly),
    overBudget: translate(language, row.overBudget === 1 ? "ticket.export.yes" : "ticket.export.no"),
    status: translate(language, `ticket.export.status.${ticketStatusNames[row.status as TicketStatus]}`),
    startDate: row.startDate,
    endDate: row.endDate,
    submittedDate: row.submittedAt?.slice(0, 10) ?? null,
    cancelDate: row.cancelDate,
    refundAmount: row.refundAmount,
    cancelReason: reason ? reason[language] : null,
  };
}

const headerOf = (language: AppLanguage) =>
  columns.map((column) => translate(language, `ticket.export.columns.${column}`));

/** The file name of an export made today: commuting-tickets-YYYY-MM-DD.csv or .xlsx. */
export function exportFileName(deps: AppDeps, extension: "csv" | "xlsx"): string {
  return `commuting-tickets-${companyToday(deps)}.${extension}`;
}

/** GET export: CSV, UTF-8 with BOM (Excel opens Japanese text correctly). */
export async function exportCsv(
  deps: AppDeps,
  session: SessionClaims,
  filter: TicketSearch,
  language: AppLanguage,
): Promise<string> {
  const rows = await exportRows(deps, session, filter);
  return toCsv(
    headerOf(language),
    rows.map((row) => {
      const cells = cellsOf(row, language);
      return columns.map((column) => cells[column]);
    }),
  );
}

/** Keeps a typed value from being read as a formula by a spreadsheet. */
function safeText(value: Cell): Cell {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * exportAF: an Excel workbook with the tickets, and a sheet of the monthly allowance per employee
 * (legs in force today: monthly total, limit and taxable part) for payroll.
 */
export async function exportWorkbook(
  deps: AppDeps,
  session: SessionClaims,
  filter: TicketSearch,
  language: AppLanguage,
): Promise<Buffer> {
  const rows = await exportRows(deps, session, filter);
  const workbook = await buildTicketWorkbook(deps, rows, language, companyToday(deps));
  return workbook.bytes;
}

/**
 * The commuting-allowance workbook of these tickets, without a session (the caller chose the rows
 * and checked who may read them): a sheet of the tickets, and a sheet of each employee's monthly
 * allowance from their legs in force on `allowanceDate`. Answers the bytes and the sum of the
 * monthly allowances (whole yen, each employee's rounded).
 */
export async function buildTicketWorkbook(
  deps: AppDeps,
  rows: readonly TicketRow[],
  language: AppLanguage,
  allowanceDate: string,
): Promise<{ bytes: Buffer; monthlyTotal: number }> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Employee portal";
  workbook.created = deps.clock.now();

  const sheet = workbook.addWorksheet(translate(language, "ticket.export.ticketsSheet"), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  const header = headerOf(language);
  sheet.columns = columns.map((column, index) => ({
    header: header[index],
    key: column,
    width: ["employeeName", "department", "departure", "arrival", "cancelReason"].includes(column) ? 22 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const cells = cellsOf(row, language);
    sheet.addRow(Object.fromEntries(columns.map((column) => [column, safeText(cells[column])])));
  }
  for (const key of ["amount", "monthlyAmount", "taxableMonthlyAmount", "refundAmount"] as const) {
    sheet.getColumn(key).numFmt = "#,##0";
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const perEmployee = new Map<number, { row: TicketRow; monthly: number; limit: number | null }>();
  for (const row of rows) {
    const inForce =
      inForceTicketStatuses.includes(row.status as TicketStatus) &&
      row.startDate <= allowanceDate &&
      row.endDate >= allowanceDate;
    const entry = perEmployee.get(row.employeeId) ?? { row, monthly: 0, limit: null };
    if (inForce) entry.monthly += monthlyCost(row.amount, row.duration);
    perEmployee.set(row.employeeId, entry);
  }
  const limits = await deps.db
    .selectFrom("employees")
    .select(["id", "commutingAllowanceLimit"])
    .where("id", "in", [...perEmployee.keys(), 0])
    .execute();
  const summary = workbook.addWorksheet(translate(language, "ticket.export.allowanceSheet"), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  const summaryKeys = [
    "employeeCode",
    "employeeName",
    "department",
    "monthlyTotal",
    "allowanceLimit",
    "taxable",
  ];
  summary.columns = summaryKeys.map((key) => ({
    header: translate(language, `ticket.export.summary.${key}`),
    key,
    width: key === "employeeName" || key === "department" ? 22 : 16,
  }));
  summary.getRow(1).font = { bold: true };
  let monthlyTotal = 0;
  for (const [employeeId, entry] of perEmployee) {
    monthlyTotal += Math.round(entry.monthly);
    const ownLimit = limits.find((limit) => limit.id === employeeId)?.commutingAllowanceLimit;
    const cells = cellsOf(entry.row, language);
    summary.addRow({
      employeeCode: safeText(cells.employeeCode),
      employeeName: safeText(cells.employeeName),
      department: safeText(cells.department),
      monthlyTotal: Math.round(entry.monthly),
      allowanceLimit: allowanceLimitOf(deps, ownLimit),
      taxable: taxableMonthlyAmount(entry.monthly),
    });
  }
  for (const key of ["monthlyTotal", "allowanceLimit", "taxable"]) summary.getColumn(key).numFmt = "#,##0";
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), monthlyTotal };
}
