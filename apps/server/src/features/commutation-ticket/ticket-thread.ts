import type { AppDeps } from "../../app-deps";
import { findTicket } from "./commutation-ticket.repository";
import { actorsFor, maySee } from "./ticket-access";
import { decidersOf, partiesOf, ticketLink } from "./ticket-events";

/**
 * A ticket as its comment thread needs it: who owns it, whether the caller may read it (the
 * owner, the owner's leader, HR, approvers and their delegates), and everyone who may. Undefined
 * for an unknown ticket, and for one the caller may not see: its existence is not revealed
 * (decision 017).
 */
export async function ticketForThread(deps: AppDeps, callerId: number, ticketId: number) {
  const row = await findTicket(deps.db, ticketId);
  if (!row) return undefined;
  const actors = await actorsFor(deps, callerId, row);
  if (!maySee(actors)) return undefined;
  return {
    ownerId: row.employeeId,
    mayRead: true,
    /** Parameters of the notification texts (comment.notify.commutationTicket). */
    params: { name: row.employeeName, departure: row.departure, arrival: row.arrival },
    readers: async (): Promise<number[]> => {
      const parties = await partiesOf(deps, row);
      return [...new Set([...parties.owner, ...parties.leader, ...parties.hr, ...parties.approver])];
    },
    deciders: async (): Promise<number[]> => decidersOf(await partiesOf(deps, row), row.status),
    mayWrite: true,
    linkFor: (_employeeId: number) => ticketLink(row.id),
  };
}
