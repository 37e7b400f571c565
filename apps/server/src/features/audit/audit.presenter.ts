import type { SignInEvent } from "@portal/contract/audit/audit.constants";
import type { SignInAuditEntry } from "@portal/contract/audit/audit.schema";
import type { LoginMethod } from "@portal/contract/auth/auth.constants";
import { toCsv } from "../../lib/csv";
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

export function toSignInAuditCsv(rows: SignInAuditRow[]): string {
  return toCsv(
    csvColumns,
    rows.map((row) => {
      const entry = toSignInAuditEntry(row);
      return csvColumns.map((column) => String(entry[column]));
    }),
  );
}
