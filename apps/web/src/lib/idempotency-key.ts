import { Headers } from "@portal/contract/common/http";

/** A fresh Idempotency-Key: 32 hex digits from the browser's random source (also outside HTTPS). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Keys for a form's submissions: the same request sent again (a double-click, a retry after a
 * lost answer) carries the same key, so the server stores it once and answers it again; a changed
 * request gets a new key (decision 031).
 */
export function createSubmissionKeys(): (request: unknown) => string {
  let last: { request: string; key: string } | undefined;
  return (request) => {
    const text = JSON.stringify(request);
    if (last?.request !== text) last = { request: text, key: newIdempotencyKey() };
    return last.key;
  };
}

/** The header carrying a key, if there is one. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [Headers.idempotencyKey]: key } : {};
}
