import type { ChatFormKind } from "@portal/contract/chatbot/chatbot.constants";
import type { ComponentType } from "react";
import type { ChatFormProps } from "../../chat-form-values";
import { EvidenceChatForm } from "./evidence-chat-form";
import { RefundChatForm } from "./refund-chat-form";
import { TicketChatForm } from "./ticket-chat-form";
import { WorkingAddressChatForm } from "./working-address-chat-form";

const formOfKind: Record<ChatFormKind, ComponentType<ChatFormProps>> = {
  ticket: TicketChatForm,
  refund: RefundChatForm,
  workingAddress: WorkingAddressChatForm,
  evidence: EvidenceChatForm,
};

/** The form a bot message embeds, by its kind. */
export function ChatForm(props: ChatFormProps) {
  const Form = formOfKind[props.form.kind];
  return <Form {...props} />;
}
