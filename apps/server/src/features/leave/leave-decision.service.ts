import { HttpStatus } from "@portal/contract/common/http";
import { LeaveDuration, LeaveMessages, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type {
  LeaveAdjustmentInput,
  LeaveBalanceList,
  LeaveRequestDetail,
  LeaveStepAction,
} from "@portal/contract/leave/leave.schema";
import { grantExpiry, periodEnd } from "@portal/contract/leave/leave-grants";
import { type LeaveActor, leaveTransitions } from "@portal/contract/leave/leave-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import { lockEmployee } from "../../lib/employee-lock";
import { loadRoles, requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import {
  actionsFor,
  actorsOn,
  type LeaveRequestParties,
  leaderStepFallsToHr,
  maySeeRequest,
} from "./leave-access";
import { findEmployee, insertGrants } from "./leave-grant.repository";
import { leaveBalances, leaveDetail } from "./leave-reading.service";
import type { LeaveRequestRow } from "./leave-request.repository";
import * as requests from "./leave-request.repository";
import { announceAfter, drawsFor, planRequest } from "./leave-request.service";

const stale = () => new AppError(HttpStatus.conflict, LeaveMessages.staleStatus);

/** Whether the caller's part on the request ever allows the action (whatever its status now). */
function mayEverTake(
  action: LeaveStepAction,
  actors: readonly LeaveActor[],
  request: LeaveRequestParties,
): boolean {
  if (action === "submit" || action === "cancel") return actors.includes("owner");
  if (action === "hrConfirm" || action === "hrReject")
    return actors.includes("hr") && request.hrConfirms === 1;
  return actors.includes("leader") || (actors.includes("hr") && leaderStepFallsToHr(request));
}

/** A draft checked again as it is sent: its days, the hourly cap and the hours it draws. */
async function replan(deps: AppDeps, trx: Db, request: LeaveRequestRow, today: string) {
  await lockEmployee(trx, deps.databaseKind, request.employeeId);
  const input = {
    leaveTypeId: request.leaveTypeId,
    fromDate: request.fromDate,
    toDate: request.toDate,
    duration: request.duration as LeaveDuration,
    fromTime: request.fromTime,
    toTime: request.toTime,
    reason: request.reason,
    submit: true,
  };
  const plan = await planRequest(trx, request.employeeId, input, request.id, today);
  return { ...plan, draws: await drawsFor(trx, request.employeeId, request.id, plan, today) };
}

/** Statuses after which a request holds no hours any more. */
const releasing = new Set<number>([LeaveStatus.rejected, LeaveStatus.cancelled]);

/**
 * POST leave/requests/:id/:action: the owner submits or cancels; the leader (or HR where the
 * leader's step falls to it) approves or rejects; HR confirms or rejects a type it confirms. The
 * status machine decides; a refusal needs its reason; a request that moved meanwhile answers 409.
 */
export async function actOnLeave(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  action: LeaveStepAction,
  reason: string,
): Promise<LeaveRequestDetail> {
  const before = await requests.findRequestById(deps.db, id);
  if (!before) throw new AppError(HttpStatus.notFound, LeaveMessages.notFound);
  const actors = actorsOn(before, session.employeeId, await loadRoles(deps, session.employeeId));
  if (!maySeeRequest(before, actors)) throw new AppError(HttpStatus.notFound, LeaveMessages.notFound);
  if (!actionsFor(before, actors).includes(action)) {
    // One who may take the action at another step is told the request moved; anyone else may not.
    if (mayEverTake(action, actors, before)) throw stale();
    const own = actors.includes("owner");
    throw new AppError(
      HttpStatus.permissionDenied,
      own ? LeaveMessages.ownRequest : LeaveMessages.notAllowed,
    );
  }
  const transition = leaveTransitions[action];
  if (transition.reasonRequired && !reason) throw AppError.field("reason", LeaveMessages.reasonRequired);
  const to = transition.to as number;
  const today = companyToday(deps);
  // Leave that has begun is taken: it is no longer cancelled (HR settles what went wrong).
  if (action === "cancel" && before.status !== LeaveStatus.submitted && before.fromDate <= today) {
    throw new AppError(HttpStatus.conflict, LeaveMessages.alreadyStarted);
  }
  const now = deps.clock.now().toISOString();
  const decision = action.startsWith("leader");
  const byHr = action.startsWith("hr");
  await deps.db.transaction().execute(async (trx) => {
    // A draft sent now is checked as a new request is (the days, the cap, the balance), the
    // owner's row held so that nothing else spends the same hours meanwhile.
    const plan = action === "submit" ? await replan(deps, trx, before, today) : null;
    const changed = await requests.updateRequestIn(trx, id, before.status, {
      status: to,
      updatedAt: now,
      ...(plan
        ? {
            submittedAt: now,
            hours: plan.hours,
            duration: plan.duration,
            // An hourly draft over the hours of a day is sent as the full day it is.
            ...(plan.duration !== LeaveDuration.hourly && { fromTime: null, toTime: null }),
          }
        : {}),
      ...(decision ? { decidedBy: session.employeeId, decidedAt: now, decisionReason: reason || null } : {}),
      // HR's refusal is the decision the owner reads.
      ...(byHr ? { hrBy: session.employeeId, hrAt: now, hrNote: reason || null } : {}),
      ...(action === "hrReject" ? { decisionReason: reason } : {}),
    });
    if (!changed) throw stale();
    if (plan) {
      await requests.replaceDays(trx, id, before.employeeId, plan.days);
      await requests.replaceDraws(
        trx,
        id,
        plan.draws.map((draw) => ({ ...draw, requestId: id })),
      );
    }
    if (releasing.has(to)) await requests.replaceDraws(trx, id, []);
    await requests.insertLog(trx, {
      requestId: id,
      action,
      actorId: session.employeeId,
      fromStatus: before.status,
      toStatus: to,
      reason: reason || null,
      createdAt: now,
    });
  });
  await announceAfter(deps, id, to, before.status, reason || null);
  return leaveDetail(deps, session, id);
}

/**
 * POST leave/adjustments: HR adds hours to an employee's balance of a type (a grant with its reason,
 * lapsing as the type's grants do). Never to their own balance.
 */
export async function adjustLeave(
  deps: AppDeps,
  session: SessionClaims,
  input: LeaveAdjustmentInput,
): Promise<LeaveBalanceList> {
  await requireRole(deps, session.employeeId, "hr");
  if (input.employeeId === session.employeeId) {
    throw new AppError(HttpStatus.permissionDenied, LeaveMessages.ownRequest);
  }
  const [employee, type] = await Promise.all([
    findEmployee(deps.db, input.employeeId),
    requests.findLeaveTypeById(deps.db, input.leaveTypeId),
  ]);
  if (!employee) throw AppError.field("employeeId", LeaveMessages.employeeRequired);
  if (type?.hasBalance !== 1) throw AppError.field("leaveTypeId", LeaveMessages.typeUnknown);
  const expiresOn = type.lapseMonths
    ? periodEnd(input.grantDate, type.lapseMonths)
    : grantExpiry(input.grantDate);
  await insertGrants(deps.db, [
    {
      employeeId: input.employeeId,
      leaveTypeId: type.id,
      grantDate: input.grantDate,
      expiresOn,
      hours: input.hours,
      source: "adjustment",
      serviceMonths: null,
      attendancePercent: null,
      reason: input.reason,
      createdBy: session.employeeId,
      createdAt: deps.clock.now().toISOString(),
    },
  ]);
  return leaveBalances(deps, session, input.employeeId);
}
