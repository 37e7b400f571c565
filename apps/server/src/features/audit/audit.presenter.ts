import type { SignInEvent } from "@portal/contract/audit/audit.constants";
import type { SignInAuditEntry } from "@portal/contract/audit/audit.schema";
import type { LoginMethod } from "@portal/contract/auth/auth.constants";
import type { SignInAuditRow } from "./audit.repository";

export function toSignInAuditEntry(row: SignInAuditRow): SignInAuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    userId: row.userId,
    event: row.event as SignInEvent,
    method: row.method as LoginMethod,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  };
}

const csvColumns = ["occurredAt", "userId", "event", "method", "ipAddress", "userAgent"] as const;

/**
 * One CSV cell: quoted, quotes doubled, and a leading =, +, -, @, tab or CR neutralised so a
 * spreadsheet never runs a typed user ID or user agent as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toSignInAuditCsv(rows: SignInAuditRow[]): string {
  const lines = rows.map((row) => {
    const entry = toSignInAuditEntry(row);
    return csvColumns.map((column) => csvCell(String(entry[column]))).join(",");
  });
  // A BOM so that Excel opens the UTF-8 file with Japanese and Vietnamese names intact.
  return `\uFEFF${csvColumns.join(",")}\r\n${lines.map((l) => `${l}\r\n`).join("")}`;
}
