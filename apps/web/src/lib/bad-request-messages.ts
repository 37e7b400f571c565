/** A key of the errors namespace (PERMISSION_DENIED, ...), as some servers send instead of a text. */
const messageKeyPattern = /^[A-Z][A-Z0-9_]+$/;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function itemMessage(item: unknown): string {
  if (typeof item === "string") return item.trim();
  if (typeof item === "object" && item !== null) {
    const record = item as Record<string, unknown>;
    return text(record.errorMessage) || text(record.message);
  }
  return "";
}

export type BadRequestMessages =
  | { kind: "messages"; messages: string[] }
  | { kind: "unreadable" }
  | { kind: "default" }
  | { kind: "none" };

/**
 * What a 400 answer says, by the spec's rules: a list becomes the shown errors; otherwise
 * `message`, then `error.message`, then the first error's `errorMessage`, else a default; a body
 * that is not JSON is "unreadable"; an empty body shows nothing.
 */
export function badRequestMessages(data: unknown): BadRequestMessages {
  if (data === undefined || data === null || data === "") return { kind: "none" };
  if (typeof data === "string") return { kind: "unreadable" };
  if (Array.isArray(data)) {
    const messages = data.map(itemMessage).filter(Boolean);
    return messages.length ? { kind: "messages", messages } : { kind: "none" };
  }
  if (typeof data !== "object") return { kind: "unreadable" };
  const body = data as Record<string, unknown>;
  const nested =
    typeof body.error === "object" && body.error !== null ? (body.error as Record<string, unknown>) : {};
  const first = Array.isArray(body.errors) ? itemMessage(body.errors[0]) : "";
  const message = text(body.message) || text(nested.message) || first;
  return message ? { kind: "messages", messages: [message] } : { kind: "default" };
}

/** Whether a server message is a key of the errors namespace rather than a finished text. */
export function isMessageKey(message: string): boolean {
  return messageKeyPattern.test(message);
}
