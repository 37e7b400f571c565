import { vi } from "vitest";
import { FakeXhr } from "./fake-xhr";
import { jsonResponse } from "./render";

/**
 * The server's answer to one call: gets the full URL, the body (JSON parsed; FormData, as it is)
 * and the headers sent.
 */
export type Answer = (
  url: URL,
  body: unknown,
  headers: Record<string, string>,
) => Response | Promise<Response>;

/** An answer per "METHOD /path" (the path without the query, decoded). */
export type Answers = Record<string, Answer>;

/** A call as the fake server saw it. */
export interface SentCall {
  url: URL;
  headers: Record<string, string>;
  /** JSON bodies parsed; FormData (an upload) as it is. */
  body: unknown;
}

const toUrl = (input: string) => new URL(input, "http://portal.test");
const callName = (method: string | undefined, url: URL) =>
  `${method ?? "GET"} ${decodeURIComponent(url.pathname)}`;
const bodyOf = (init?: RequestInit): unknown =>
  typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
const headersOf = (init?: RequestInit) => (init?.headers ?? {}) as Record<string, string>;

/**
 * Stubs fetch with the answers; anything else is a 404. XMLHttpRequest is stubbed too, with one
 * that sends through this fetch, so uploads with progress are answered (and seen) the same way.
 */
export function serve(answers: Answers) {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = toUrl(input);
    const answer = answers[callName(init?.method, url)];
    return answer
      ? answer(url, bodyOf(init), headersOf(init))
      : jsonResponse(404, { message: "Not found", errors: [] });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to one "METHOD /path", in order. */
export function callsTo(fetchMock: ReturnType<typeof serve>, call: string): SentCall[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => callName(init?.method, toUrl(input)) === call)
    .map(([input, init]) => ({ url: toUrl(input), headers: headersOf(init), body: bodyOf(init) }));
}
