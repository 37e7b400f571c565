import { ChatHeaders, ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { defaultChatbotBasePath } from "@portal/contract/chatbot/chatbot.routes";
import { HttpStatus } from "@portal/contract/common/http";
import type { RouteDefinition } from "@portal/contract/common/route";
import type { ClientConfig } from "@portal/contract/config/config.schema";
import { type ApiRequestOptions, apiRequest } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { storageKeys } from "../../../lib/storage-keys";
import { useClientConfig } from "../../config/api/get-client-config";

/**
 * The chat service's base path: the client config's `chatbotBasePath` when the server sends one
 * (a same-origin path), else the contract's default.
 */
export function chatbotBasePathOf(config: ClientConfig | undefined): string {
  const configured = config?.chatbotBasePath;
  if (!configured?.startsWith("/") || configured.startsWith("//")) return defaultChatbotBasePath;
  return configured.replace(/\/+$/, "") || defaultChatbotBasePath;
}

/** The base path the chat calls go to (the default until the client config has loaded). */
export function useChatbotBasePath(): string {
  return chatbotBasePathOf(useClientConfig().data);
}

/** The spec's auth key: sent as X-Auth-Key once one is held (none on the first call). */
function authKeyHeaders(): Record<string, string> {
  const authKey = localStorage.getItem(storageKeys.authKey);
  return authKey ? { [ChatHeaders.authKey]: authKey } : {};
}

/** A response's X-Auth-Key replaces the stored one when it differs (spec: chat service). */
function keepAuthKey(response: Response): void {
  const authKey = response.headers.get(ChatHeaders.authKey);
  if (authKey && authKey !== localStorage.getItem(storageKeys.authKey)) {
    localStorage.setItem(storageKeys.authKey, authKey);
  }
}

/** The caller's abort joined with the spec's 10-second time-out. */
function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(ChatLimits.timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * Calls one chat route under `basePath` with the chat service's extras: the X-Auth-Key header
 * both ways and the 10-second time-out. Bearer token, Module: FES and the rest come from apiRequest.
 * A key the service refuses (401: another user's, or too old) is dropped and the call made once
 * more without one, which the service answers with a fresh key (decision 025).
 */
export async function chatbotRequest<R extends RouteDefinition>(
  route: R,
  basePath: string,
  options: Omit<ApiRequestOptions, "onResponse"> = {},
) {
  const rebased = { ...route, path: route.path.replace(defaultChatbotBasePath, basePath) };
  const call = () =>
    apiRequest(rebased, {
      ...options,
      headers: { ...options.headers, ...authKeyHeaders() },
      signal: withTimeout(options.signal),
      onResponse: keepAuthKey,
    });
  const hadKey = localStorage.getItem(storageKeys.authKey) !== null;
  try {
    return await call();
  } catch (error) {
    if (!hadKey || !(error instanceof ApiError) || error.status !== HttpStatus.permissionDenied) throw error;
    localStorage.removeItem(storageKeys.authKey);
    return call();
  }
}
