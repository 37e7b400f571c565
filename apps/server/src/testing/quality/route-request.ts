import type { RouteDefinition } from "@portal/contract/common/route";
import type { InjectOptions } from "fastify";
import { type FormPart, multipartPayload } from "../upload";

/** The inputs of one call: path parameters, query parameters and a JSON body. */
export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const unreserved = /^[A-Za-z0-9_~-]$/;

/**
 * Percent-encodes every UTF-8 byte but letters, digits, `_`, `~` and `-` (dots too, so that `.`
 * and `..` stay parameter values). A lone surrogate, which encodeURIComponent refuses, travels as
 * U+FFFD, as a browser would send it.
 */
export function percentEncode(text: string): string {
  return [...text]
    .map((char) =>
      unreserved.test(char)
        ? char
        : [...Buffer.from(char, "utf8")]
            .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
            .join(""),
    )
    .join("");
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** The route's path with its parameters filled in, and the query string. */
export function urlOf(route: RouteDefinition, input: CallInput): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    percentEncode(asText(input.params?.[name] ?? "")),
  );
  const query = Object.entries(input.query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(asText(value))}`)
    .join("&");
  return query ? `${path}?${query}` : path;
}

/** A JSON call of the route. */
export function jsonCall(
  route: RouteDefinition,
  input: CallInput,
  headers: Record<string, string>,
): InjectOptions {
  const hasBody = input.body !== undefined;
  return {
    method: route.method,
    url: urlOf(route, input),
    headers: { ...headers, ...(hasBody && { "content-type": "application/json" }) },
    ...(hasBody && { payload: JSON.stringify(input.body) }),
  };
}

/** A file name as a browser puts it in Content-Disposition: `"`, CR and LF percent-encoded. */
export function browserFileName(name: string): string {
  return name.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** A multipart call of the route: its text parts, then its files. */
export function multipartCall(
  route: RouteDefinition,
  input: { params?: Record<string, unknown>; parts: FormPart[] },
  headers: Record<string, string>,
): InjectOptions {
  const form = multipartPayload(input.parts);
  return {
    method: route.method,
    url: urlOf(route, { params: input.params }),
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  };
}
