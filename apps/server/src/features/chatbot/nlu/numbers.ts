const kanjiDigits: Record<string, number> = {
  〇: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const smallUnits: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/**
 * A number as written in a message: 6650, 6,650, 6.650 (Vietnamese thousands), 1.5, or with
 * Japanese numerals and units (1万2千, 一万二千, 1.2万, 1万2000). null when it is not one.
 */
export function parseJapaneseNumber(text: string): number | null {
  if (/^\d[\d,.]*$/.test(text)) return parseArabic(text);
  let total = 0;
  let section = 0;
  let digits = "";
  const current = () => (digits === "" ? null : Number(digits));
  for (const char of text) {
    if (/[\d.]/.test(char)) digits += char;
    else if (char in kanjiDigits) digits += String(kanjiDigits[char]);
    else if (char in smallUnits) {
      section += (current() ?? 1) * (smallUnits[char] ?? 1);
      digits = "";
    } else if (char === "万") {
      total += (section + (current() ?? (section === 0 ? 1 : 0))) * 10_000;
      section = 0;
      digits = "";
    } else if (char !== ",") return null;
  }
  const value = total + section + (current() ?? 0);
  return Number.isFinite(value) ? value : null;
}

function parseArabic(text: string): number | null {
  const withoutCommas = text.replace(/,/g, "");
  // A dot before groups of exactly three digits separates thousands (6.650, 1.250.000).
  const plain = /^\d{1,3}(?:\.\d{3})+$/.test(withoutCommas)
    ? withoutCommas.replace(/\./g, "")
    : withoutCommas;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}
