import { Headers as HeaderNames, HttpStatus } from "@portal/contract/common/http";
import { buildPath, type RouteDefinition } from "@portal/contract/common/route";
import { ApiError, NetworkError } from "./api-error";
import { currentLanguage } from "./i18n";
import { readSession } from "./session-store";

/** Anything that turns unknown JSON into a typed value, such as a contract zod schema. */
interface Parser<T> {
  parse(data: unknown): T;
}

type SuccessBody<R extends RouteDefinition> = R["response"][200] extends Parser<infer T> ? T : undefined;

export interface ApiRequestOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  /** Leaves out the bearer token (the login call). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

function requestHeaders(options: ApiRequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    [HeaderNames.contentLanguage]: currentLanguage(),
    [HeaderNames.module]: "FES",
    "X-Requested-With": "XMLHttpRequest",
  };
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const token = readSession()?.token;
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls one route of the contract's route table and returns its 200 body, parsed with the
 * route's own response schema. Throws ApiError for other statuses, NetworkError when offline.
 */
export async function apiRequest<R extends RouteDefinition>(
  route: R,
  options: ApiRequestOptions = {},
): Promise<SuccessBody<R>> {
  let response: Response;
  try {
    response = await fetch(buildPath(route.path, options.params), {
      method: route.method,
      headers: requestHeaders(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, data);
  const schema = route.response[HttpStatus.ok];
  if (!schema || response.status === HttpStatus.noContent) return undefined as SuccessBody<R>;
  return schema.parse(data) as SuccessBody<R>;
}
