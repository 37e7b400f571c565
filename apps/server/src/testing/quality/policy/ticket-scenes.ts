import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { ticketEvidenceOf, ticketOf } from "../permission-objects";
import type { SetupContext } from "../permission-types";

// The ticket scenes rows start from.

/** A fresh owner's ticket in the status (a new owner each time: no route fills up). */
export const ticketIn =
  (status: TicketStatus = TicketStatus.submittedToManager) =>
  async ({ kit, cast }: SetupContext) => {
    const owner = await kit.person(cast);
    return { owner, ...(await ticketOf(kit, owner, status)) };
  };

/** The same, with an evidence file the owner attached. */
export const ticketWithEvidence =
  (status: TicketStatus = TicketStatus.submittedToManager) =>
  async (context: SetupContext) => {
    const scene = await ticketIn(status)(context);
    return { ...scene, evidenceId: await ticketEvidenceOf(context.kit, scene.owner, scene.id) };
  };

/** The cast's delegations (ownLeader's and the approver's queues) ran until yesterday. */
export async function endDelegations({ kit, cast }: SetupContext): Promise<void> {
  await kit.db
    .updateTable("ticketDelegations")
    .set({ fromDate: "2026-11-01", toDate: "2026-11-20" })
    .where("delegateId", "=", cast.people.delegate.id)
    .execute();
}
