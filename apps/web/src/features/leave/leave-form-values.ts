import { addDays } from "@portal/contract/common/dates";
import { hoursBetween } from "@portal/contract/common/hours-between";
import { LeaveDuration, LeaveHours } from "@portal/contract/leave/leave.constants";
import type { LeaveRequest, LeaveRequestInput, LeaveType } from "@portal/contract/leave/leave.schema";
import { hoursOffOf, isWeekend, workingDaysBetween } from "@portal/contract/leave/leave-days";

/** The leave form's fields, as typed. */
export interface LeaveFormValues {
  leaveTypeId: string;
  fromDate: string;
  toDate: string;
  duration: LeaveDuration;
  fromTime: string;
  toTime: string;
  reason: string;
}

export type LeaveFormField =
  | "leaveTypeId"
  | "fromDate"
  | "toDate"
  | "duration"
  | "fromTime"
  | "toTime"
  | "reason";

const formFields: readonly string[] = [
  "leaveTypeId",
  "fromDate",
  "toDate",
  "duration",
  "fromTime",
  "toTime",
  "reason",
];

/** The form field a server error names (the contract's field names are the form's). */
export const leaveFormFieldOf = (field: string): LeaveFormField | undefined =>
  formFields.includes(field) ? (field as LeaveFormField) : undefined;

/** The first weekday after `today`: where a new request starts. */
export function nextWeekday(today: string): string {
  let date = addDays(today, 1);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

export function emptyLeaveForm(date: string, annualTypeId: number | undefined): LeaveFormValues {
  return {
    leaveTypeId: annualTypeId ? String(annualTypeId) : "",
    fromDate: date,
    toDate: date,
    duration: LeaveDuration.allDays,
    fromTime: "09:00",
    toTime: "11:00",
    reason: "",
  };
}

export function leaveFormOf(request: LeaveRequest): LeaveFormValues {
  return {
    leaveTypeId: String(request.leaveTypeId),
    fromDate: request.fromDate,
    toDate: request.toDate,
    duration: request.duration as LeaveDuration,
    fromTime: request.fromTime ?? "09:00",
    toTime: request.toTime ?? "11:00",
    reason: request.reason,
  };
}

/** The parts of a day the type allows. */
export function durationsOf(type: LeaveType | undefined, hourlyEnabled = true): LeaveDuration[] {
  const durations: LeaveDuration[] = [LeaveDuration.allDays];
  if (type?.allowsHalfDay) durations.push(LeaveDuration.morning, LeaveDuration.afternoon);
  if (type?.allowsHourly && hourlyEnabled) durations.push(LeaveDuration.hourly);
  return durations;
}

export function toLeaveBody(values: LeaveFormValues, submit: boolean): LeaveRequestInput {
  const oneDay = values.duration !== LeaveDuration.allDays;
  const hourly = values.duration === LeaveDuration.hourly;
  return {
    leaveTypeId: Number(values.leaveTypeId),
    fromDate: values.fromDate,
    toDate: oneDay ? values.fromDate : values.toDate,
    duration: values.duration,
    fromTime: hourly ? values.fromTime : null,
    toTime: hourly ? values.toTime : null,
    reason: values.reason.trim(),
    submit,
  };
}

/** Whether the hourly times make whole hours (1 to 23; over 7 counts as a full day). */
export function isWholeHours(values: LeaveFormValues): boolean {
  if (!/^\d{2}:\d{2}$/.test(values.fromTime) || !/^\d{2}:\d{2}$/.test(values.toTime)) return false;
  const hours = hoursBetween(values.fromTime, values.toTime);
  return hours > 0 && Number.isInteger(hours);
}

/** What the request would take: its working days and hours, and the dates left out as days off. */
export function previewOf(values: LeaveFormValues, isDayOff: (date: string) => boolean) {
  const to = values.duration === LeaveDuration.allDays ? values.toDate : values.fromDate;
  if (!values.fromDate || !to || to < values.fromDate) return null;
  const days = workingDaysBetween(values.fromDate, to, isDayOff);
  const perDay =
    values.duration === LeaveDuration.hourly && !isWholeHours(values)
      ? 0
      : hoursOffOf({ duration: values.duration, fromTime: values.fromTime, toTime: values.toTime });
  return { days, hours: days.length * perDay, perDay, fullDays: perDay === LeaveHours.fullDay };
}
