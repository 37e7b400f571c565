const han = /\p{Script=Han}/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The letters an avatar without a photo shows: a Japanese name's family name (佐藤 of 佐藤 健太), the
 * first letter of a name in kana (グ of グエン ヴァン ミン), otherwise the first letters of the first
 * and last words (KS of Kenta Sato).
 */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  if (han.test(first)) return [...first].slice(0, 2).join("");
  if (kana.test(first)) return [...first][0] ?? "";
  const last = words.length > 1 ? (words.at(-1) ?? "") : "";
  return `${[...first][0] ?? ""}${[...last][0] ?? [...first][1] ?? ""}`.toUpperCase();
}
