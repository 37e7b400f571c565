import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { chatText } from "../chat-texts";
import type { ChatContext } from "../engine/chat-context";
import { attachFiles, claimKeptFiles } from "../engine/chat-files";
import { type ChatFlow, type FormView, textOf } from "../engine/chat-flow";
import {
  type ChatReply,
  commutingTicketsButton,
  commutingTicketsLink,
  textReply,
} from "../engine/chat-reply";
import type { ChatFrame } from "../engine/chat-state";
import { ticketCandidates, ticketLabel } from "../engine/chat-tickets";
import { problemsOfRefusal, toDataErrorText } from "../engine/data-error";

function attachedReply(ctx: ChatContext, frame: ChatFrame, count: number): ChatReply {
  const text = [
    chatText(ctx.language, "attached", { count, ticket: textOf(frame.values.ticket) }),
    commutingTicketsLink(ctx.language),
  ].join("\n\n");
  return textReply(text, { taskName: "uploadEvidence", buttons: [commutingTicketsButton(ctx.language)] });
}

/**
 * uploadEvidence: pick the ticket, then attach images or PDFs to it through the ticket evidence
 * service. Files sent before the ticket was picked were kept as uploads and are claimed by it.
 */
export const uploadEvidenceFlow: ChatFlow = {
  task: "uploadEvidence",
  formKind: "evidence",
  slotFields: {},
  candidates: (_ctx: ChatContext, tickets: Ticket[]) => ticketCandidates.evidence(tickets),
  noCandidateText: "noTicketForEvidence",

  async initialValues() {
    return {};
  },

  async pick(ctx, frame, ticket) {
    frame.ticketId = ticket.id;
    frame.step = "attach";
    frame.values = { ticket: ticketLabel(ctx.language, ticket) };
    if (frame.evidenceIds.length === 0) return { done: false, replies: [] };
    const count = await claimKeptFiles(ctx, frame.evidenceIds, ticket.id);
    frame.evidenceIds = [];
    return { done: true, replies: [attachedReply(ctx, frame, count)] };
  },

  readOnly: () => ["ticket"],

  async view(ctx, frame): Promise<FormView> {
    return {
      text: chatText(ctx.language, "attachPrompt", { ticket: textOf(frame.values.ticket) }),
      form: { kind: "evidence", taskName: "uploadEvidence", values: frame.values, readOnly: ["ticket"] },
      enableAttachButton: true,
    };
  },

  /** The evidence form sent with its files. */
  async submit(ctx, frame) {
    if (ctx.files.length === 0 || frame.ticketId === null) {
      return { done: false, dataError: chatText(ctx.language, "attachMissing") };
    }
    try {
      return { done: true, replies: [attachedReply(ctx, frame, await attachFiles(ctx, frame.ticketId))] };
    } catch (error) {
      return { done: false, dataError: toDataErrorText(problemsOfRefusal(error, ctx.language)) };
    }
  },

  async receiveFiles(ctx, frame) {
    if (frame.ticketId === null) return { done: false, replies: [] };
    return { done: true, replies: [attachedReply(ctx, frame, await attachFiles(ctx, frame.ticketId))] };
  },
};
