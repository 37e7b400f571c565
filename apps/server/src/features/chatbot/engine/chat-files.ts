import {
  addTicketEvidence,
  claimEvidence,
  type EvidencePurpose,
  uploadEvidence,
} from "../../commutation-ticket/evidence.service";
import type { ChatContext, ChatFile } from "./chat-context";

const reader = (file: ChatFile, purpose: EvidencePurpose) => async () => ({
  file: { ...file.file, fileName: file.fileName },
  purpose,
});

/**
 * Attaches the message's files to one of the caller's tickets through the ticket evidence
 * service (the same checks as the screen's upload); answers how many.
 */
export async function attachFiles(ctx: ChatContext, ticketId: number): Promise<number> {
  for (const file of ctx.files) {
    await addTicketEvidence(ctx.deps, ctx.session, ticketId, reader(file, "ticket"));
  }
  return ctx.files.length;
}

/**
 * Keeps the message's files as the caller's uploads, not yet attached (the screen's upload call):
 * a ticket picked later, or a refund, claims them. Each id is added to `ids` as soon as its file
 * is stored (so a refusal of a later file leaves the earlier ones listed); answers `ids`.
 */
export async function keepFiles(
  ctx: ChatContext,
  purpose: EvidencePurpose,
  ids: number[] = [],
): Promise<number[]> {
  for (const file of ctx.files) {
    ids.push((await uploadEvidence(ctx.deps, ctx.session, reader(file, purpose))).id);
  }
  return ids;
}

/** Attaches uploads kept earlier to the ticket picked now, in one transaction. */
export async function claimKeptFiles(ctx: ChatContext, evidenceIds: number[], ticketId: number) {
  if (evidenceIds.length === 0) return 0;
  return ctx.deps.db
    .transaction()
    .execute((trx) =>
      claimEvidence(trx, { evidenceIds, uploaderId: ctx.session.employeeId, ticketId, purpose: "ticket" }),
    );
}
