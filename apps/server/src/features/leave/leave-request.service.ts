import { addDays } from "@portal/contract/common/dates";
import { HttpStatus } from "@portal/contract/common/http";
import {
  HourlyLeave,
  LeaveDuration,
  LeaveHours,
  LeaveLimits,
  LeaveMessages,
  LeaveStatus,
} from "@portal/contract/leave/leave.constants";
import type { LeaveRequestDetail, LeaveRequestInput } from "@portal/contract/leave/leave.schema";
import { hoursOffOf, workingDaysBetween } from "@portal/contract/leave/leave-days";
import { periodEnd } from "@portal/contract/leave/leave-grants";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import { lockEmployee } from "../../lib/employee-lock";
import { loadRoles } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { actorsOn, maySeeRequest } from "./leave-access";
import { drawingStatuses, planDraws } from "./leave-balance.service";
import { dayOffTest } from "./leave-calendar";
import { announceLeave } from "./leave-events";
import { findGrantsOf } from "./leave-grant.repository";
import { leaveDetail } from "./leave-reading.service";
import * as requests from "./leave-request.repository";

/** Statuses whose days another request may not take again. */
const holdingStatuses = [LeaveStatus.draft, ...drawingStatuses];

export interface PlannedRequest {
  days: { date: string; hours: number }[];
  hours: number;
  /** As asked, but an hourly request over the hours allowed in a day is a full day. */
  duration: LeaveDuration;
  type: NonNullable<Awaited<ReturnType<typeof requests.findLeaveTypeById>>>;
}

/**
 * What a request asks for, checked: its type and the parts of a day it allows, its working days
 * (weekends, public holidays and company days left out), no day taken twice, hourly leave within
 * the year's cap. Refuses with the field and the figures; writes nothing.
 */
export async function planRequest(
  db: Db,
  employeeId: number,
  input: LeaveRequestInput,
  exceptRequestId: number | null,
  today: string,
): Promise<PlannedRequest> {
  if (input.fromDate < addDays(today, -LeaveLimits.maxDaysBack)) {
    throw AppError.field("fromDate", LeaveMessages.tooFarBack, { days: LeaveLimits.maxDaysBack });
  }
  const [type, settings] = await Promise.all([
    requests.findLeaveTypeById(db, input.leaveTypeId),
    requests.findLeaveSettings(db),
  ]);
  if (type?.active !== 1) throw AppError.field("leaveTypeId", LeaveMessages.typeUnknown);
  const halfDay = input.duration === LeaveDuration.morning || input.duration === LeaveDuration.afternoon;
  if (halfDay && type.allowsHalfDay !== 1) throw AppError.field("duration", LeaveMessages.halfDayNotAllowed);
  if (input.duration === LeaveDuration.hourly && (type.allowsHourly !== 1 || settings.hourlyEnabled !== 1)) {
    throw AppError.field("duration", LeaveMessages.hourlyNotAllowed);
  }
  const isDayOff = await dayOffTest(db, input.fromDate, input.toDate);
  const dates = workingDaysBetween(input.fromDate, input.toDate, isDayOff);
  if (dates.length === 0) throw AppError.field("fromDate", LeaveMessages.noWorkingDay);
  const perDay = hoursOffOf(input);
  const days = dates.map((date) => ({ date, hours: perDay }));
  // More hours than allowed in a day is a full day (the spec): it counts as one, not as hours.
  const duration =
    input.duration === LeaveDuration.hourly && perDay === LeaveHours.fullDay
      ? LeaveDuration.allDays
      : input.duration;

  const booked = await requests.findBookedDays(
    db,
    employeeId,
    { from: input.fromDate, to: input.toDate },
    holdingStatuses,
    exceptRequestId,
  );
  const clash = days.find(
    (day) =>
      booked.filter((other) => other.date === day.date).reduce((sum, other) => sum + other.hours, 0) +
        day.hours >
      LeaveHours.fullDay,
  );
  if (clash) throw AppError.field("fromDate", LeaveMessages.overlaps, { date: clash.date });

  if (duration === LeaveDuration.hourly) {
    const year = await hourlyYear(db, employeeId, type.id, input.fromDate);
    const hourly = await requests.findBookedDays(db, employeeId, year, drawingStatuses, exceptRequestId);
    const taken = hourly
      .filter((day) => day.duration === LeaveDuration.hourly && day.leaveTypeId === type.id)
      .reduce((sum, day) => sum + day.hours, 0);
    const cap = HourlyLeave.maxDaysPerYear * LeaveHours.fullDay;
    if (taken + perDay > cap) {
      throw AppError.field("toTime", LeaveMessages.hourlyCapReached, {
        cap,
        taken,
        left: Math.max(0, cap - taken),
      });
    }
  }
  return { days, hours: days.reduce((sum, day) => sum + day.hours, 0), duration, type };
}

/**
 * The year hourly leave is counted in (at most 5 days' worth, LSA article 39-4): the year from the
 * latest grant on or before the date, or the calendar year when there is none.
 */
async function hourlyYear(db: Db, employeeId: number, leaveTypeId: number, date: string) {
  const grant = (await findGrantsOf(db, employeeId, leaveTypeId))
    .filter((row) => row.source === "law" && row.grantDate <= date)
    .at(-1);
  if (!grant) return { from: `${date.slice(0, 4)}-01-01`, to: `${date.slice(0, 4)}-12-31` };
  return { from: grant.grantDate, to: periodEnd(grant.grantDate, 12) };
}

/** The grants a submitted request draws on, or a refusal with the hours asked for and available. */
export async function drawsFor(
  db: Db,
  employeeId: number,
  requestId: number | null,
  plan: PlannedRequest,
  today: string,
) {
  if (plan.type.hasBalance !== 1) return [];
  const draws = await planDraws(db, employeeId, plan.type.id, plan.days, requestId, today);
  if (!draws) {
    throw AppError.field("toDate", LeaveMessages.overBalance, {
      asked: plan.hours / LeaveHours.fullDay,
    });
  }
  return draws;
}

/** The request's columns as planned (hourly times only for hourly leave). */
function requestValues(input: LeaveRequestInput, plan: PlannedRequest) {
  const hourly = plan.duration === LeaveDuration.hourly;
  return {
    leaveTypeId: plan.type.id,
    fromDate: input.fromDate,
    toDate: input.toDate,
    duration: plan.duration,
    fromTime: hourly ? input.fromTime : null,
    toTime: hourly ? input.toTime : null,
    hours: plan.hours,
    reason: input.reason,
  };
}

/**
 * POST leave/requests: a draft, or (`submit`) a request sent to whoever decides it. The checks and
 * the hours drawn are worked out inside the transaction, the employee's row held: two requests sent
 * at once never spend the same hours.
 */
export async function createLeaveRequest(
  deps: AppDeps,
  session: SessionClaims,
  input: LeaveRequestInput,
): Promise<LeaveRequestDetail> {
  const employeeId = session.employeeId;
  const today = companyToday(deps);
  const now = deps.clock.now().toISOString();
  const status = input.submit ? LeaveStatus.submitted : LeaveStatus.draft;
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockEmployee(trx, deps.databaseKind, employeeId);
    const plan = await planRequest(trx, employeeId, input, null, today);
    const draws = input.submit ? await drawsFor(trx, employeeId, null, plan, today) : [];
    const requestId = await requests.insertRequest(trx, {
      employeeId,
      ...requestValues(input, plan),
      status,
      createdBy: employeeId,
      submittedAt: input.submit ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await requests.replaceDays(trx, requestId, employeeId, plan.days);
    await requests.replaceDraws(
      trx,
      requestId,
      draws.map((draw) => ({ ...draw, requestId })),
    );
    await requests.insertLog(trx, {
      requestId,
      action: input.submit ? "submit" : "create",
      actorId: employeeId,
      fromStatus: null,
      toStatus: status,
      createdAt: now,
    });
    return requestId;
  });
  if (input.submit) await announceAfter(deps, id, status, null);
  return leaveDetail(deps, session, id);
}

/** PUT leave/requests/:id: the owner changes a draft, an undecided or a refused request. */
export async function updateLeaveRequest(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  input: LeaveRequestInput,
): Promise<LeaveRequestDetail> {
  const before = await ownRequest(deps, session, id);
  const editable: number[] = [LeaveStatus.draft, LeaveStatus.submitted, LeaveStatus.rejected];
  if (!editable.includes(before.status)) throw new AppError(HttpStatus.conflict, LeaveMessages.staleStatus);
  const submit = input.submit || before.status !== LeaveStatus.draft;
  const status = submit ? LeaveStatus.submitted : LeaveStatus.draft;
  const today = companyToday(deps);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockEmployee(trx, deps.databaseKind, before.employeeId);
    const plan = await planRequest(trx, before.employeeId, input, id, today);
    const draws = submit ? await drawsFor(trx, before.employeeId, id, plan, today) : [];
    const changed = await requests.updateRequestIn(trx, id, before.status, {
      ...requestValues(input, plan),
      status,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      hrBy: null,
      hrAt: null,
      hrNote: null,
      submittedAt: submit ? now : null,
      updatedAt: now,
    });
    if (!changed) throw new AppError(HttpStatus.conflict, LeaveMessages.staleStatus);
    await requests.replaceDays(trx, id, before.employeeId, plan.days);
    await requests.replaceDraws(
      trx,
      id,
      draws.map((draw) => ({ ...draw, requestId: id })),
    );
    await requests.insertLog(trx, {
      requestId: id,
      action: "edit",
      actorId: session.employeeId,
      fromStatus: before.status,
      toStatus: status,
      createdAt: now,
    });
  });
  if (submit) await announceAfter(deps, id, status, before.status);
  return leaveDetail(deps, session, id);
}

/** DELETE leave/requests/:id: the owner deletes a draft. */
export async function deleteLeaveRequest(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  const before = await ownRequest(deps, session, id);
  if (
    before.status !== LeaveStatus.draft ||
    !(await requests.deleteRequestIn(deps.db, id, LeaveStatus.draft))
  ) {
    throw new AppError(HttpStatus.conflict, LeaveMessages.staleStatus);
  }
}

/**
 * The caller's own request. Who reads another's (its leader, HR) may not change it (401); to anyone
 * else it is not found, as one never made.
 */
async function ownRequest(deps: AppDeps, session: SessionClaims, id: number) {
  const row = await requests.findRequestById(deps.db, id);
  if (row?.employeeId === session.employeeId) return row;
  const actors = row ? actorsOn(row, session.employeeId, await loadRoles(deps, session.employeeId)) : [];
  if (row && maySeeRequest(row, actors)) throw AppError.permissionDenied();
  throw new AppError(HttpStatus.notFound, LeaveMessages.notFound);
}

/** Announces a request's new status from its committed row. */
export async function announceAfter(
  deps: AppDeps,
  id: number,
  status: number,
  previous: number | null,
  reason: string | null = null,
) {
  const row = await requests.findRequestById(deps.db, id);
  if (row) await announceLeave(deps, row, status, previous, reason);
}
