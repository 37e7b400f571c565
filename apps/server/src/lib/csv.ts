/**
 * One CSV cell: quoted, quotes doubled, and a leading =, +, -, @, tab or CR neutralised so a
 * spreadsheet never runs typed text as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (typeof value === "number") return String(value);
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * A CSV file Excel opens correctly: UTF-8 with a BOM (Japanese and Vietnamese names intact),
 * CRLF line ends, every text cell of the rows quoted.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  // The header is ours (no quotes, commas or formulas): written as is.
  const lines = [header, ...rows.map((row) => row.map(csvCell))].map((cells) => `${cells.join(",")}\r\n`);
  return `\uFEFF${lines.join("")}`;
}
