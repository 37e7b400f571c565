const katakanaStart = 0x30a1; // ァ
const katakanaEnd = 0x30f6; // ヶ
const kanaOffset = 0x60; // ァ (30A1) - ぁ (3041)
// ヵ and ヶ are read "ka" in counters (3ヶ月 = 3か月), so both become か rather than their own
// small hiragana, and 3ヶ月, 3ヵ月, 3カ月 and 3か月 read the same.
const smallKa = new Set([0x30f5, 0x30f6]);

/** Katakana to hiragana, so アップロード and あっぷろーど match the same rule. */
export function katakanaToHiragana(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (smallKa.has(code)) out += "か";
    else if (code >= katakanaStart && code <= katakanaEnd) out += String.fromCodePoint(code - kanaOffset);
    else out += char;
  }
  return out;
}

const combiningMarks = /[\u0300-\u036f]/g;

/**
 * NFKC (full-width to half-width, half-width katakana to full), lower case, katakana as
 * hiragana, Vietnamese (and other Latin) diacritics folded with đ as d; punctuation kept, for the
 * slot extractors that read it (12/1, ¥6,650, 新宿→渋谷).
 */
export function foldText(text: string): string {
  return (
    katakanaToHiragana(text.normalize("NFKC").toLowerCase())
      // Only the Latin combining marks go: the kana voicing marks (U+3099, U+309A) recompose.
      .normalize("NFD")
      .replace(combiningMarks, "")
      .normalize("NFC")
      .replace(/đ/g, "d")
  );
}

/**
 * The form every rule and lookup of the chat works on: foldText, then apostrophes dropped
 * (don't -> dont), other punctuation as spaces, whitespace collapsed.
 */
export function normalizeText(text: string): string {
  return foldText(text)
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}
