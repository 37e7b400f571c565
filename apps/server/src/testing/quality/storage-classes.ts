/**
 * What a database can do differently with a string, as one key: two strings with the same key are
 * stored, compared and refused alike by SQLite and PostgreSQL. The bad-input suite sends the whole
 * naughty list on SQLite; its PostgreSQL pass (the storage pass) sends one string of each key, so
 * that every way the two databases differ still meets every text position of every route.
 *
 * The properties that matter to storage: length in characters (PostgreSQL limits an index entry
 * to some 2,700 bytes, SQLite does not), the widest UTF-8 encoding in it, NUL (PostgreSQL refuses it in text),
 * unpaired surrogates (not encodable as UTF-8), numbers past a 32-bit integer column, LIKE's
 * wildcards and escape, quotes, control characters, combining marks, surrounding or only
 * whitespace (trimming), characters whose case mapping changes the length (lower() and ILIKE), and
 * line breaks.
 */
export function storageClassOf(text: string): string {
  const characters = [...text];
  return [
    lengthBucket(characters.length),
    Math.max(0, ...characters.map(utf8Width)),
    text.includes("\u0000"),
    unpairedSurrogate.test(text),
    numberKind(text),
    /[%_\\]/.test(text),
    /['"]/.test(text),
    characters.some(isControl),
    /\p{M}/u.test(text),
    text.trim() !== text || (text.length > 0 && text.trim() === ""),
    text.toLowerCase().length !== text.length || text.toUpperCase().length !== text.length,
    /[\r\n]/.test(text),
  ].join("|");
}

/** The first string of each storage class, in the list's order. */
export function oneOfEachStorageClass(strings: readonly string[]): string[] {
  const chosen = new Map<string, string>();
  for (const text of strings) {
    const key = storageClassOf(text);
    if (!chosen.has(key)) chosen.set(key, text);
  }
  return [...chosen.values()];
}

const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A C0 or C1 control other than NUL, tab and the line breaks (each a class of its own). */
function isControl(character: string): boolean {
  const point = character.codePointAt(0) ?? 0;
  if (point === 0 || point === 0x09 || point === 0x0a || point === 0x0d) return false;
  return point < 0x20 || (point >= 0x7f && point <= 0x9f);
}

/** Lengths in characters, grouped by powers of two up to 256 and past it. */
function lengthBucket(length: number): number {
  return [0, 1, 8, 32, 64, 128, 256].find((limit) => length <= limit) ?? 257;
}

function utf8Width(character: string): number {
  const point = character.codePointAt(0) ?? 0;
  if (point < 0x80) return 1;
  if (point < 0x800) return 2;
  return point < 0x10000 ? 3 : 4;
}

function numberKind(text: string): string {
  if (!/^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text.trim())) return "";
  return Math.abs(Number(text)) > 2_147_483_647 ? "past-int32" : "number";
}
