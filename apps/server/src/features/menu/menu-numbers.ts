import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { MenuNumberSource, MenuRole } from "@portal/contract/menu/menu.constants";
import type { AppDeps } from "../../app-deps";
import { leaderIdsOf, loadViewer } from "../commutation-ticket/ticket-access";
import {
  countForLeader,
  countInStatuses,
  countOwnInStatuses,
} from "../commutation-ticket/ticket-count.repository";
import { countWaitingForHr } from "../employee-change/employee-change.repository";
import { countLeaveQueue } from "../leave/leave-count";

/** Statuses in which a ticket waits for HR: to confirm, to decide again, or a refund to settle. */
export const hrQueueStatuses = [
  TicketStatus.submitted,
  TicketStatus.managerConfirmed,
  TicketStatus.rejectedToHr,
  TicketStatus.cancelling,
] as const;

interface NumberSource {
  /** Only these roles may see the count (the item itself may be visible to more); or everyone. */
  roles: readonly MenuRole[] | "everyone";
  count(deps: AppDeps, employeeId: number): Promise<number>;
}

/**
 * Where menu numbers come from. A feature with a queue registers its count here (tickets
 * waiting for a leader, HR, an approver; unread notifications ...).
 */
export const numberSources: Record<MenuNumberSource, NumberSource> = {
  lockoutsLast24Hours: {
    roles: ["administrator"],
    async count(deps) {
      const since = new Date(deps.clock.now().getTime() - 24 * 3_600_000).toISOString();
      const row = await deps.db
        .selectFrom("signInAudit")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event", "=", "lockout")
        .where("occurredAt", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  },
  /** Counted for the leader and for whoever holds a leader's queue by delegation today. */
  ticketsWaitingForLeader: {
    roles: ["departmentLeader"],
    async count(deps, employeeId) {
      const viewer = await loadViewer(deps, employeeId);
      return countForLeader(deps.db, employeeId, leaderIdsOf(viewer), TicketStatus.submittedToManager);
    },
  },
  /** Not the viewer's own: nobody decides their own ticket (decision 018). */
  ticketsWaitingForHr: {
    roles: ["hr"],
    count: (deps, employeeId) => countInStatuses(deps.db, hrQueueStatuses, employeeId),
  },
  /** Approvers, and whoever holds an approver's queue by delegation today; not the viewer's own. */
  ticketsWaitingForApprover: {
    roles: ["ticketApprover"],
    count: (deps, employeeId) => countInStatuses(deps.db, [TicketStatus.hrConfirmed], employeeId),
  },
  /** The employee's own tickets sent back to them (rejected: to fix and resubmit). */
  myTicketsToFix: {
    roles: "everyone",
    count: (deps, employeeId) =>
      countOwnInStatuses(deps.db, employeeId, [TicketStatus.rejectedNew, TicketStatus.rejected]),
  },
  /** Change requests submitted and waiting for HR's decision (not the viewer's own: others decide those). */
  changeRequestsWaitingForHr: {
    roles: ["hr"],
    count: (deps, employeeId) => countWaitingForHr(deps.db, employeeId),
  },
  /** Leave requests of the departments the viewer leads, waiting for their decision (not their own). */
  leaveWaitingForLeader: {
    roles: ["departmentLeader"],
    count: (deps, employeeId) => countLeaveQueue(deps.db, "leader", employeeId),
  },
  /** Leave requests waiting for HR: to confirm, or the leader's step where it falls to HR. */
  leaveWaitingForHr: {
    roles: ["hr"],
    count: (deps, employeeId) => countLeaveQueue(deps.db, "hr", employeeId),
  },
};
