import { routes } from "@portal/contract/routes";
import { useMutation } from "@tanstack/react-query";
import { chatbotRequest, useChatbotBasePath } from "./chatbot-request";

/** POST {base}/new-conversation: a fresh session id; the old session's tasks are dropped. */
export function startNewConversation(basePath: string) {
  return chatbotRequest(routes.chatbot.newConversation, basePath);
}

export function useNewConversation() {
  const basePath = useChatbotBasePath();
  return useMutation({
    mutationFn: () => startNewConversation(basePath),
    meta: { handlesErrors: true },
  });
}
