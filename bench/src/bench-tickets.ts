import { addDays } from "@portal/contract/common/dates";
import {
  type TicketDuration,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import type { BenchDatabase, BulkColumn } from "./bench-database";

/** The demo company's accounts (README's demo sign-ins) to employee ids. */
export async function accountIds(
  db: BenchDatabase,
  accounts: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.rows<{ id: number; account: string }>(
    `select id, account from employees where account in (${accounts.map(() => "?").join(", ")})`,
    accounts,
  );
  const ids = new Map(rows.map((row) => [row.account, Number(row.id)]));
  const missing = accounts.filter((account) => !ids.has(account));
  if (missing.length > 0) throw new Error(`demo accounts missing: ${missing.join(", ")}`);
  return ids;
}

/** Each employee's commuting route (one per employee), created where missing. */
export async function routesOf(
  db: BenchDatabase,
  employeeIds: readonly number[],
): Promise<Map<number, number>> {
  const list = () =>
    db.rows<{ id: number; employee_id: number }>("select id, employee_id from commuting_routes");
  const existing = new Set((await list()).map((row) => Number(row.employee_id)));
  const now = new Date().toISOString();
  const missing = [...new Set(employeeIds)].filter((id) => !existing.has(id));
  await db.insert(
    "commuting_routes",
    [
      { name: "employee_id", type: "int" },
      { name: "created_at", type: "text" },
      { name: "updated_at", type: "text" },
    ],
    missing.map((id) => [id, now, now]),
  );
  return new Map((await list()).map((row) => [Number(row.employee_id), Number(row.id)]));
}

export const ticketColumns: BulkColumn[] = [
  { name: "route_id", type: "int" },
  { name: "employee_id", type: "int" },
  { name: "kind", type: "text" },
  { name: "ticket_sequence", type: "int" },
  { name: "departure", type: "text" },
  { name: "arrival", type: "text" },
  { name: "transport_type", type: "text" },
  { name: "amount", type: "int" },
  { name: "duration", type: "int" },
  { name: "start_date", type: "text" },
  { name: "end_date", type: "text" },
  { name: "notes", type: "text" },
  { name: "working_address", type: "text" },
  { name: "status", type: "int" },
  { name: "over_budget", type: "int" },
  { name: "cancel_date", type: "text" },
  { name: "cancel_type", type: "text" },
  { name: "refund_amount", type: "int" },
  { name: "cancel_reason", type: "int" },
  { name: "submitted_at", type: "text" },
  { name: "created_at", type: "text" },
  { name: "updated_at", type: "text" },
];

const sections = [
  ["新宿", "東京", 6_250],
  ["渋谷", "品川", 5_180],
  ["池袋", "大手町", 7_030],
  ["横浜", "東京", 14_520],
  ["吉祥寺", "新宿", 8_290],
] as const;

const cancelStatuses: readonly number[] = [
  TicketStatus.cancelling,
  TicketStatus.cancelled,
  TicketStatus.cancelRejected,
];

export interface BenchTicket {
  routeId: number;
  employeeId: number;
  sequence: number;
  status: TicketStatus;
  startDate: string;
  duration: TicketDuration;
  /** Picks the section (stations and amount). */
  variant: number;
  /** ISO time of submission, creation and last change. */
  stamp: string;
}

/** One row of `ticketColumns`: a train leg as the server writes it, cancellation columns where due. */
export function ticketRow(ticket: BenchTicket): unknown[] {
  const [departure, arrival, monthly] = sections[ticket.variant % sections.length] ?? sections[0];
  const amount = monthly * ticket.duration;
  const isCancel = cancelStatuses.includes(ticket.status);
  return [
    ticket.routeId,
    ticket.employeeId,
    "createTicket",
    ticket.sequence,
    departure,
    arrival,
    "Train",
    amount,
    ticket.duration,
    ticket.startDate,
    endDateOf(ticket.startDate, ticket.duration),
    "",
    "〒100-0005 東京都千代田区丸の内1-1-1",
    ticket.status,
    0,
    isCancel ? addDays(ticket.startDate, 10) : null,
    isCancel ? "full" : null,
    isCancel ? amount : null,
    isCancel ? 5 : null,
    ticket.stamp,
    ticket.stamp,
    ticket.stamp,
  ];
}
