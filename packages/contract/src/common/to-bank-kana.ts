// Shared by the web and the server (decision 024): a bank account holder's name as the form shows
// it and the server stores it.
import { toHalfWidth } from "./to-half-width";

/** Small half-width katakana, which bank transfers write large (Zengin kana has no small kana). */
const largeOf: Record<string, string> = {
  ｧ: "ｱ",
  ｨ: "ｲ",
  ｩ: "ｳ",
  ｪ: "ｴ",
  ｫ: "ｵ",
  ｬ: "ﾔ",
  ｭ: "ﾕ",
  ｮ: "ﾖ",
  ｯ: "ﾂ",
};

/**
 * A holder name as banks take it: hiragana to katakana, then full-width to half-width (katakana
 * with their voiced marks, letters, digits, the ideographic space), letters upper case, small kana
 * large, spaces single. "やまだ　タロウ" becomes "ﾔﾏﾀﾞ ﾀﾛｳ". What is left over (kanji) stays, for the
 * pattern check to refuse.
 */
export function toBankKana(name: string): string {
  const katakana = name.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
  return toHalfWidth(katakana)
    .toUpperCase()
    .replace(/[ｧ-ｯ]/g, (char) => largeOf[char] ?? char)
    .replace(/\s+/g, " ")
    .trim();
}
