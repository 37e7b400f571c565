import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import { chatbotRoutes } from "@portal/contract/chatbot/chatbot.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { chatbotRequest, useChatbotBasePath } from "./chatbot-request";

/**
 * GET {base}/greeting/{account}?language=: the chat language (the chosen one, else the nation's)
 * and the task buttons the user may use.
 */
export function getGreeting(
  account: string,
  basePath: string,
  language: ChatLanguage | null,
  signal?: AbortSignal,
) {
  return chatbotRequest(chatbotRoutes.greeting, basePath, {
    params: { id: account },
    query: { language: language ?? undefined },
    signal,
  });
}

export function greetingQueryOptions(account: string, basePath: string, language: ChatLanguage | null) {
  return queryOptions({
    queryKey: ["chatbot", "greeting", basePath, account, language],
    queryFn: ({ signal }) => getGreeting(account, basePath, language, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A failed greeting is shown in the chat as the spec's error reply; asking again on every
    // failure would keep the user waiting 10 seconds a time.
    retry: false,
    meta: { handlesErrors: true },
  });
}

/** Loads only when a user name is stored (spec) and the chat is open. */
export function useGreeting(account: string | undefined, isOpen: boolean, language: ChatLanguage | null) {
  const basePath = useChatbotBasePath();
  return useQuery({
    ...greetingQueryOptions(account ?? "", basePath, language),
    enabled: isOpen && Boolean(account),
    placeholderData: keepPreviousData,
  });
}
