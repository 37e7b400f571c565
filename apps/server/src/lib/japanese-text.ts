import { toRomaji } from "wanakana";

// The pieces of Japanese text search that stations, names and banks share.

const katakana = /[\u30a1-\u30f6]/g;
/** Macrons and circumflexes of Hepburn (tōkyō, tôkyô): the plain vowel is typed as often. */
const hepburnMarks = /[\u0302\u0304]/g;

/** Katakana as hiragana (シブヤ → しぶや), everything else as it is. */
export function katakanaToHiragana(text: string): string {
  return text.replace(katakana, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));
}

/** Hepburn's long-vowel marks dropped (tōkyō → tokyo). */
export function withoutHepburnMarks(text: string): string {
  return text.normalize("NFD").replace(hepburnMarks, "").normalize("NFC");
}

/**
 * Romaji as kana spell it (toukyou, from とうきょう) and as people write it (tokyo: long vowels
 * written once, no long-vowel dash); one spelling when both are the same.
 */
export function romajiSpellings(romaji: string): string[] {
  const plain = romaji.replace(/-/g, "").replace(/ou|oo/g, "o").replace(/uu/g, "u");
  return plain === romaji ? [romaji] : [romaji, plain];
}

/** The Hepburn spellings of a reading in kana (see romajiSpellings). */
export function kanaToRomajiSpellings(kana: string): string[] {
  return romajiSpellings(toRomaji(kana));
}
