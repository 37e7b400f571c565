import type { Generated } from "kysely";

export interface CommutingRoutesTable {
  id: Generated<number>;
  employeeId: number;
  /** 1 while the route waits for a request for a new working address (decision 022). */
  isChangeWorkingAddress: Generated<number>;
  /** The working-address record that marked it, and its change date (YYYY-MM-DD). */
  workingAddressChangeId: number | null;
  workingAddressChangeDate: string | null;
  /** Monthly cost of the legs in force, yen, as the ticketExpiry job last computed it. */
  monthlyCost: Generated<number>;
  monthlyCostAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CommutationTicketsTable {
  id: Generated<number>;
  routeId: number;
  employeeId: number;
  /** createTicket, continueTicket or createTicket6Months. */
  kind: string;
  previousTicketId: number | null;
  /** Leg order within the route, from 1. */
  ticketSequence: number;
  departure: string;
  arrival: string;
  /** Train, Bus or Other. */
  transportType: string;
  /** Whole yen. */
  amount: number;
  /** Months: 1, 3 or 6. */
  duration: number;
  /** YYYY-MM-DD; the end date is computed from start and duration. */
  startDate: string;
  endDate: string;
  notes: string;
  /** The working address when the ticket was asked for (a snapshot). */
  workingAddress: string;
  status: number;
  /** 1 when the route's monthly cost with this leg exceeded the limit at submission. */
  overBudget: number;
  rejectReason: string | null;
  submittedAt: string | null;
  cancelDate: string | null;
  cancelType: string | null;
  refundAmount: number | null;
  cancelReason: number | null;
  cancelNote: string | null;
  /** HR's internal note (save-note). */
  hrNote: string | null;
  /** 1 when a working-address change falls in the ticket's period: it must be asked for again. */
  isChangeWorkingAddress: Generated<number>;
  /** When whoever holds the ticket was last reminded of it. */
  remindedAt: string | null;
  /** When the owner was reminded that the pass ends soon (passExpiryReminder). */
  expiryRemindedAt: string | null;
  /** When the ticketExpiry job found the pass past its end date. */
  expiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TicketLogsTable {
  id: Generated<number>;
  /** Kept after the ticket is deleted (no foreign key), so the log outlives it. */
  ticketId: number;
  /** The ticket's owner, so the log of a deleted ticket can still be found per employee. */
  employeeId: number;
  actorId: number;
  action: string;
  fromStatus: number | null;
  toStatus: number | null;
  reason: string | null;
  /** The delegator a delegate decided for, or the owner HR acted for; null otherwise. */
  onBehalfOfId: number | null;
  /** delegation or actingFor. */
  via: string | null;
  actedAt: string;
}

export interface TicketEvidencesTable {
  id: Generated<number>;
  /** Null while uploaded but not yet used by a ticket or a cancellation. */
  ticketId: number | null;
  uploadedBy: number;
  /** ticket or cancel. */
  purpose: string;
  /** The uploader's file name, cleaned; shown and used as the download name only. */
  fileName: string;
  /** The random name under DATA_DIR. */
  storedName: string;
  contentType: string;
  size: number;
  /** pending, approved or rejected (HR's review). */
  review: Generated<string>;
  reviewReason: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  createdAt: string;
}

export interface TicketDelegationsTable {
  id: Generated<number>;
  delegatorId: number;
  delegateId: number;
  /** leader or approver. */
  role: string;
  fromDate: string;
  toDate: string;
  createdAt: string;
}

export interface StationsTable {
  id: Generated<number>;
  /** The MLIT station code; null for stations HR added. */
  code: string | null;
  name: string;
  line: string;
  operator: string;
  /** NFKC, lower-case "name line operator", matched by the autocomplete. */
  searchKey: string;
  addedBy: number | null;
  createdAt: string;
}

/** HR's monthly commuting allowance reports for payroll (the payrollReport job). */
export interface PayrollReportsTable {
  id: Generated<number>;
  /** YYYY-MM. */
  month: string;
  storedName: string;
  fileName: string;
  rows: number;
  monthlyTotal: number;
  jobRunId: number | null;
  createdAt: string;
}

/** An official fare HR set for a section (either direction): station names in code-point order. */
export interface SectionFaresTable {
  id: Generated<number>;
  stationA: string;
  stationB: string;
  oneMonth: number | null;
  threeMonths: number | null;
  sixMonths: number | null;
  note: Generated<string>;
  updatedBy: number;
  updatedAt: string;
}
