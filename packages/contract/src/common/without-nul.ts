/**
 * The text without NUL characters. They mean nothing in a comment or a page, no reader sees them,
 * and PostgreSQL refuses them in a text column: a free-text field drops them before storing.
 */
export function withoutNul(text: string): string {
  return text.replaceAll("\u0000", "");
}
