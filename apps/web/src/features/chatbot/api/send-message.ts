import { chatbotRoutes } from "@portal/contract/chatbot/chatbot.routes";
import type { SendMessageFields } from "@portal/contract/chatbot/chatbot.schema";
import { useMutation } from "@tanstack/react-query";
import { chatbotRequest, useChatbotBasePath } from "./chatbot-request";

export interface SendMessageInput {
  fields: SendMessageFields;
  /** Attachments, sent as `files` parts with their names. */
  files: File[];
}

/** POST {base}/send-message (multipart): the text parts and the files; answers the reply items. */
export function sendMessage({ fields, files }: SendMessageInput, basePath: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append("files", file, file.name);
  return chatbotRequest(chatbotRoutes.sendMessage, basePath, { body });
}

/** The chat shows its own failures as a reply, so no toast (a 403 is handled by the caller). */
export function useSendMessage() {
  const basePath = useChatbotBasePath();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(input, basePath),
    meta: { handlesErrors: true },
  });
}
