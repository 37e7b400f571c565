import { HttpStatus } from "@portal/contract/common/http";
import { LeaveHours, LeaveMessages, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type {
  LeaveAdjustmentInput,
  LeaveBalanceList,
  LeaveRequestDetail,
  LeaveStepAction,
} from "@portal/contract/leave/leave.schema";
import { grantExpiry, periodEnd } from "@portal/contract/leave/leave-grants";
import { type LeaveActor, leaveTransitions } from "@portal/contract/leave/leave-status-machine";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { loadRoles, requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import {
  actionsFor,
  actorsOn,
  type LeaveRequestParties,
  leaderStepFallsToHr,
  maySeeRequest,
} from "./leave-access";
import { planDraws } from "./leave-balance.service";
import { findEmployee, insertGrants } from "./leave-grant.repository";
import { leaveBalances, leaveDetail } from "./leave-reading.service";
import * as requests from "./leave-request.repository";
import { announceAfter } from "./leave-request.service";

const stale = () => new AppError(HttpStatus.conflict, LeaveMessages.staleStatus);

/** Whether the caller's part on the request ever allows the action (whatever its status now). */
function mayEverTake(
  action: LeaveStepAction,
  actors: readonly LeaveActor[],
  request: LeaveRequestParties,
): boolean {
  if (action === "submit" || action === "cancel") return actors.includes("owner");
  if (action === "hrConfirm" || action === "hrReject") return actors.includes("hr");
  return actors.includes("leader") || (actors.includes("hr") && leaderStepFallsToHr(request));
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
  const draws =
    action === "submit" && before.hasBalance === 1
      ? await planDraws(
          deps.db,
          before.employeeId,
          before.leaveTypeId,
          await requests.findDaysOf(deps.db, id),
          id,
        )
      : [];
  if (draws === null) {
    throw AppError.field("toDate", LeaveMessages.overBalance, { asked: before.hours / LeaveHours.fullDay });
  }
  const now = deps.clock.now().toISOString();
  const decision = action.startsWith("leader");
  const byHr = action.startsWith("hr");
  await deps.db.transaction().execute(async (trx) => {
    const changed = await requests.updateRequestIn(trx, id, before.status, {
      status: to,
      updatedAt: now,
      ...(action === "submit" ? { submittedAt: now } : {}),
      ...(decision ? { decidedBy: session.employeeId, decidedAt: now, decisionReason: reason || null } : {}),
      ...(byHr ? { hrBy: session.employeeId, hrAt: now, hrNote: reason || null } : {}),
    });
    if (!changed) throw stale();
    if (action === "submit")
      await requests.replaceDraws(
        trx,
        id,
        draws.map((draw) => ({ ...draw, requestId: id })),
      );
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
