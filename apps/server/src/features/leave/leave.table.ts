import type { Generated } from "kysely";

/** Leave's tables (migration 0026; docs/decisions/040). Amounts are whole hours, dates YYYY-MM-DD. */

export interface LeaveTypesTable {
  id: Generated<number>;
  /** ANNUAL, AL, SUMMER, MARRIAGE, BEREAVEMENT, U, LTU, LTO, or one HR adds. */
  code: string;
  nameEn: string;
  nameJa: string;
  nameVi: string;
  isPaid: number;
  allowsHalfDay: number;
  /** Hourly requests (annual leave only where hourly leave is enabled in the settings). */
  allowsHourly: number;
  needsEvidence: number;
  /** HR confirms after the leader's approval. */
  hrConfirms: number;
  countsForObligation: number;
  /** Requests draw on grants; a type without a balance only records days off. */
  hasBalance: number;
  /** Months a grant of this type can be taken; null: the law's two years. */
  lapseMonths: number | null;
  /** `getLongtermOffTypeList`'s id (23 unpaid, 3 other). */
  longTermTypeId: number | null;
  sortOrder: number;
  active: Generated<number>;
  updatedAt: string;
}

export interface LeaveGrantsTable {
  id: Generated<number>;
  employeeId: number;
  leaveTypeId: number;
  grantDate: string;
  expiresOn: string;
  /** Negative for an adjustment that takes hours away. */
  hours: number;
  /** law, adjustment, summer or alternative. */
  source: string;
  serviceMonths: number | null;
  attendancePercent: number | null;
  reason: Generated<string>;
  createdBy: number | null;
  createdAt: string;
}

export interface LeaveRequestsTable {
  id: Generated<number>;
  employeeId: number;
  leaveTypeId: number;
  status: number;
  fromDate: string;
  toDate: string;
  /** 1 all days, 2 morning, 3 afternoon, 4 hourly. */
  duration: number;
  /** HH:mm, hourly requests only. */
  fromTime: string | null;
  toTime: string | null;
  hours: number;
  reason: Generated<string>;
  designated: Generated<number>;
  createdBy: number;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionReason: string | null;
  hrBy: number | null;
  hrAt: string | null;
  hrNote: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeaveRequestDaysTable {
  id: Generated<number>;
  requestId: number;
  employeeId: number;
  date: string;
  hours: number;
}

export interface LeaveDrawsTable {
  id: Generated<number>;
  requestId: number;
  grantId: number;
  date: string;
  hours: number;
}

export interface LeaveLogsTable {
  id: Generated<number>;
  requestId: number;
  action: string;
  actorId: number | null;
  onBehalfOf: number | null;
  fromStatus: number | null;
  toStatus: number | null;
  reason: string | null;
  createdAt: string;
}

export interface CompanyHolidaysTable {
  id: Generated<number>;
  date: string;
  nameEn: string;
  nameJa: string;
}

export interface LeaveSettingsTable {
  id: number;
  hourlyEnabled: number;
  /** MM-DD list, comma separated: the company is closed on these every year. */
  closureDays: string;
  /** Months before an obligation's deadline when reminders go out, comma separated. */
  reminderMonths: string;
  /** Share of a department off on one day from which the leader is warned, percent. */
  clashPercent: number;
  summerFrom: string;
  summerTo: string;
  summerDays: number;
  /** `config/summer-vacation-extension-date`: until when extensions can be asked for. */
  summerExtensionUntil: string | null;
  updatedAt: string;
}

export interface SummerExtensionRequestsTable {
  id: Generated<number>;
  employeeId: number;
  year: number;
  extendUntil: string;
  reason: string;
  /** 1 Submitted, 2 Approved, 3 Rejected, 4 Cancelled. */
  status: number;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeaveRemindersTable {
  id: Generated<number>;
  employeeId: number;
  grantDate: string;
  months: number;
  sentAt: string;
}
