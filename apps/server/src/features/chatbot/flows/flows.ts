import type { ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatFlow } from "../engine/chat-flow";
import { uploadEvidenceFlow } from "./evidence-flow";
import { refundCancelFlow, refundFullFlow, refundTicketFlow } from "./refund-flows";
import { continueTicketFlow, createTicket6MonthsFlow, createTicketFlow } from "./ticket-flows";
import { workingAddressFlow } from "./working-address-flow";

/** Every task of the chat and the flow that runs it. */
export const flows: Record<ChatTaskName, ChatFlow> = {
  createTicket: createTicketFlow,
  createTicket6Months: createTicket6MonthsFlow,
  continueTicket: continueTicketFlow,
  uploadEvidence: uploadEvidenceFlow,
  refundTicket: refundTicketFlow,
  refundFull: refundFullFlow,
  refundCancel: refundCancelFlow,
  workingAddress: workingAddressFlow,
};

/** Tasks about commuting tickets are answered by the ticket agent; the rest by Navi. */
export function agentOf(task: ChatTaskName | undefined): "navi" | "ticket" {
  return task === undefined || task === "workingAddress" ? "navi" : "ticket";
}
