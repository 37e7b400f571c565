import { chatbotRoutes } from "@portal/contract/chatbot/chatbot.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { chatbotRequest, useChatbotBasePath } from "./chatbot-request";

/** GET {base}/greeting/{account}: the chat language and the task buttons the user may use. */
export function getGreeting(account: string, basePath: string, signal?: AbortSignal) {
  return chatbotRequest(chatbotRoutes.greeting, basePath, { params: { id: account }, signal });
}

export function greetingQueryOptions(account: string, basePath: string) {
  return queryOptions({
    queryKey: ["chatbot", "greeting", basePath, account],
    queryFn: ({ signal }) => getGreeting(account, basePath, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A failed greeting is shown in the chat as the spec's error reply; asking again on every
    // failure would keep the user waiting 10 seconds a time.
    retry: false,
    meta: { handlesErrors: true },
  });
}

/** Loads only when a user name is stored (spec) and the chat is open. */
export function useGreeting(account: string | undefined, isOpen: boolean) {
  const basePath = useChatbotBasePath();
  return useQuery({ ...greetingQueryOptions(account ?? "", basePath), enabled: isOpen && Boolean(account) });
}
