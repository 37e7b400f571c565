import { chatbotRoutes } from "@portal/contract/chatbot/chatbot.routes";
import { queryOptions } from "@tanstack/react-query";
import { chatbotRequest } from "./chatbot-request";

/** GET {base}/history/{sessionId}: the session's messages, oldest first. */
export function getHistory(sessionId: string, basePath: string, signal?: AbortSignal) {
  return chatbotRequest(chatbotRoutes.history, basePath, { params: { sessionId }, signal });
}

/** Read once when the chat opens on a stored session; the conversation then lives in the chat. */
export function historyQueryOptions(sessionId: string, basePath: string) {
  return queryOptions({
    queryKey: ["chatbot", "history", basePath, sessionId],
    queryFn: ({ signal }) => getHistory(sessionId, basePath, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });
}
