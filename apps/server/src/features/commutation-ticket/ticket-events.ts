import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { DelegationRole } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { companyDate } from "../../lib/company-date";
import { employeeIdsWithRole } from "../auth/roles";
import { pushMenuNumbers } from "../menu/menu.service";
import { notify } from "../notification/notify";
import type { TicketRow } from "./commutation-ticket.repository";
import { findActiveDelegates } from "./ticket-delegation.repository";

/** Where a ticket opens in the portal. */
export const ticketLink = (ticketId: number) => `/commuting-ticket/ticket/${ticketId}`;

/** Where the form opens to continue a ticket (the web's new-ticket form with the ticket continued). */
export const continuationLink = (ticketId: number) =>
  `/commuting-ticket/new?kind=continueTicket&from=${ticketId}`;

export type Audience = "leader" | "hr" | "approver" | "owner";

interface Announcement {
  audience: Audience;
  key: string;
  severity: Severity;
}

/**
 * Who hears of a ticket arriving in a status, and with which message (keys under ticket.notify):
 * whoever acts next, and the owner of every decision on their ticket (not of their own actions).
 */
const announcements: Partial<Record<TicketStatus, Announcement[]>> = {
  [TicketStatus.submittedToManager]: [{ audience: "leader", key: "toLeader", severity: Severity.medium }],
  [TicketStatus.submitted]: [{ audience: "hr", key: "toHr", severity: Severity.medium }],
  [TicketStatus.managerConfirmed]: [
    { audience: "hr", key: "toHr", severity: Severity.medium },
    { audience: "owner", key: "leaderConfirmed", severity: Severity.low },
  ],
  [TicketStatus.rejectedToHr]: [
    { audience: "hr", key: "backToHr", severity: Severity.medium },
    { audience: "owner", key: "backToHrOwner", severity: Severity.low },
  ],
  [TicketStatus.cancelling]: [{ audience: "hr", key: "cancelRequested", severity: Severity.medium }],
  [TicketStatus.hrConfirmed]: [
    { audience: "approver", key: "toApprover", severity: Severity.medium },
    { audience: "owner", key: "hrConfirmed", severity: Severity.low },
  ],
  [TicketStatus.approved]: [{ audience: "owner", key: "approved", severity: Severity.low }],
  [TicketStatus.rejectedNew]: [{ audience: "owner", key: "rejected", severity: Severity.high }],
  [TicketStatus.rejected]: [{ audience: "owner", key: "rejected", severity: Severity.high }],
  [TicketStatus.cancelled]: [{ audience: "owner", key: "refundApproved", severity: Severity.low }],
  [TicketStatus.cancelRejected]: [{ audience: "owner", key: "refundRejected", severity: Severity.high }],
};

/** Whoever must act on a ticket in this status (its next deciders), from its parties. */
export function decidersOf(parties: Record<Audience, number[]>, status: number): number[] {
  const audiences = (announcements[status as TicketStatus] ?? [])
    .map((announcement) => announcement.audience)
    .filter((audience) => audience !== "owner");
  return [...new Set(audiences.flatMap((audience) => parties[audience]))];
}

async function leaderOf(deps: AppDeps, ticket: TicketRow): Promise<number[]> {
  const department = await deps.db
    .selectFrom("departments")
    .select("leaderEmployeeId")
    .where("id", "=", ticket.deptId)
    .executeTakeFirst();
  const leader = department?.leaderEmployeeId;
  return leader && leader !== ticket.employeeId ? [leader] : [];
}

/** The holders of a role plus whoever holds their queue by delegation today. */
async function withDelegates(deps: AppDeps, holders: number[], role: DelegationRole): Promise<number[]> {
  const delegates = await findActiveDelegates(deps.db, holders, role, companyDate(deps.clock.now()));
  return [...new Set([...holders, ...delegates.map((row) => row.delegateId)])];
}

/**
 * Everyone a ticket's step may concern, looked up once per announcement: the leader and HR and
 * approvers, with the delegates of the leader and approvers; never the owner as a decider, in any
 * role (decision 018), so no reminder or thread counts them among their own ticket's deciders.
 */
export async function partiesOf(deps: AppDeps, ticket: TicketRow): Promise<Record<Audience, number[]>> {
  const [leaders, hr, approvers] = await Promise.all([
    leaderOf(deps, ticket),
    employeeIdsWithRole(deps, "hr"),
    employeeIdsWithRole(deps, "ticketApprover"),
  ]);
  const [leader, approver] = await Promise.all([
    withDelegates(deps, leaders, "leader"),
    withDelegates(deps, approvers, "approver"),
  ]);
  const notOwner = (id: number) => id !== ticket.employeeId;
  return {
    leader: leader.filter(notOwner),
    hr: hr.filter(notOwner),
    approver: approver.filter(notOwner),
    owner: [ticket.employeeId],
  };
}

/**
 * After a ticket reached a status (committed): tells whoever acts next, or the owner of an
 * outcome, and pushes fresh menu numbers to everyone whose queue may have changed.
 */
export async function announceTicket(
  deps: AppDeps,
  ticket: TicketRow,
  status: TicketStatus | null,
  reason?: string | null,
): Promise<void> {
  const parties = await partiesOf(deps, ticket);
  const params = {
    name: ticket.employeeName,
    departure: ticket.departure,
    arrival: ticket.arrival,
    reason: reason ?? "",
  };
  for (const announcement of status === null ? [] : (announcements[status] ?? [])) {
    const recipients = parties[announcement.audience].filter(
      // Nobody is told about their own action on their own ticket twice.
      (id) => announcement.audience === "owner" || id !== ticket.employeeId,
    );
    await notify(deps, {
      recipients,
      severity: announcement.severity,
      title: { key: `ticket.notify.${announcement.key}.title`, params },
      message: { key: `ticket.notify.${announcement.key}.message`, params },
      link: ticketLink(ticket.id),
      notice: announcement.audience === "owner" ? "OnNotifyMessage" : "OnRequestCreated",
    });
  }
  await pushMenuNumbers(deps, [...parties.owner, ...parties.leader, ...parties.hr, ...parties.approver]);
}
