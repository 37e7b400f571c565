import { chatbotRoutes } from "@portal/contract/chatbot/chatbot.routes";
import { useMutation } from "@tanstack/react-query";
import { chatbotRequest, useChatbotBasePath } from "./chatbot-request";

/** POST {base}/new-conversation: a fresh session id; the old session's tasks are dropped. */
export function startNewConversation(basePath: string) {
  return chatbotRequest(chatbotRoutes.newConversation, basePath);
}

export function useNewConversation() {
  const basePath = useChatbotBasePath();
  return useMutation({
    mutationFn: () => startNewConversation(basePath),
    meta: { handlesErrors: true },
  });
}
