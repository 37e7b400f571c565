import { cultureValues } from "@portal/contract/common/culture";
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
  /** Query string values; undefined and empty ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** Extra headers, such as the paging headers. */
  headers?: Record<string, string>;
  /** JSON, or FormData (a file upload: the browser sets the multipart Content-Type). */
  body?: unknown;
  /** Leaves out the bearer token (the login call). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Sees each response before its body is read, whatever its status (e.g. to keep a header). */
  onResponse?: (response: Response) => void;
}

const isFormData = (body: unknown): body is FormData => body instanceof FormData;

/** FormData goes as it is (multipart); anything else as JSON. */
function requestBody(body: unknown): BodyInit | undefined {
  return body === undefined || isFormData(body) ? body : JSON.stringify(body);
}

function requestHeaders(options: ApiRequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    [HeaderNames.contentLanguage]: currentLanguage(),
    // The spec's culture value (c=en|uic=en-US, c=ja-JP|uic=ja-JP), which other clients send too.
    [HeaderNames.culture]: cultureValues[currentLanguage()],
    [HeaderNames.module]: "FES",
    "X-Requested-With": "XMLHttpRequest",
  };
  // Only with a body: Fastify refuses an empty body declared as JSON.
  if (options.body !== undefined && !isFormData(options.body)) headers["Content-Type"] = "application/json";
  const token = readSession()?.token;
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...options.headers };
}

function requestUrl(route: RouteDefinition, options: ApiRequestOptions): string {
  const path = buildPath(route.path, options.params);
  const entries = Object.entries(options.query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== "",
  );
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

async function send(route: RouteDefinition, options: ApiRequestOptions): Promise<Response> {
  try {
    return await fetch(requestUrl(route, options), {
      method: route.method,
      headers: requestHeaders(options),
      body: requestBody(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
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
  const response = await send(route, options);
  options.onResponse?.(response);
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, data);
  const schema = route.response[HttpStatus.ok];
  if (!schema || response.status === HttpStatus.noContent) return undefined as SuccessBody<R>;
  return schema.parse(data) as SuccessBody<R>;
}

export interface ApiUploadOptions extends Omit<ApiRequestOptions, "body" | "anonymous" | "onResponse"> {
  /** The multipart body (the file and any fields). */
  body: FormData;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** Sends with XMLHttpRequest, whose upload events tell how much of the body has gone. */
function sendWithProgress(route: RouteDefinition, options: ApiUploadOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, requestUrl(route, options));
    for (const [name, value] of Object.entries(requestHeaders(options)))
      request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      options.onProgress?.(1);
      resolve(new Response(request.responseText || null, { status: request.status }));
    });
    request.addEventListener("error", () => reject(new NetworkError(new Error("Upload failed"))));
    request.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(options.body);
  });
}

/**
 * Uploads a multipart body to one route of the route table, reporting progress, and returns the
 * 200 body parsed with the route's schema; failures throw as apiRequest's do.
 */
export async function apiUpload<R extends RouteDefinition>(
  route: R,
  options: ApiUploadOptions,
): Promise<SuccessBody<R>> {
  const response = await sendWithProgress(route, options);
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, data);
  const schema = route.response[HttpStatus.ok];
  return (schema ? schema.parse(data) : undefined) as SuccessBody<R>;
}

/** The file name of a download, from Content-Disposition (RFC 6266 filename* or filename). */
function downloadName(response: Response, fallback: string): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Calls a route that answers a file and hands it to the browser as a download, named by the
 * server's Content-Disposition. Error bodies are parsed like any other call's.
 */
export async function apiDownload(route: RouteDefinition, options: ApiRequestOptions = {}): Promise<void> {
  const response = await send(route, options);
  if (!response.ok) throw new ApiError(response.status, await readJson(response));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = downloadName(response, "download");
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
