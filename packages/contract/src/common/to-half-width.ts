// Shared by the web and the server (bank account holder names). Spec (shell §5): full-width to half-width conversion for symbols, Katakana (with voiced marks)
// and ideographic spaces. Hiragana, kanji and everything else pass through unchanged.

const fullWidthKatakana =
  "ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン";
const halfWidthKatakana = "ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ";

/** Single characters with a half-width form: Katakana, Japanese punctuation, marks, symbols. */
const halfWidthOf = new Map<string, string>([
  ...[...fullWidthKatakana].map((char, index): [string, string] => [char, halfWidthKatakana[index] ?? char]),
  ["。", "｡"],
  ["「", "｢"],
  ["」", "｣"],
  ["、", "､"],
  ["・", "･"],
  // Spacing and combining (NFD) voiced and semi-voiced sound marks.
  ["゛", "ﾞ"],
  ["゜", "ﾟ"],
  ["\u3099", "ﾞ"],
  ["\u309A", "ﾟ"],
  ["\u3000", " "],
  // Full-width signs outside the ASCII block, to their compatibility forms.
  ["￠", "¢"],
  ["￡", "£"],
  ["￢", "¬"],
  ["￣", "¯"],
  ["￤", "¦"],
  ["￥", "¥"],
  ["￦", "₩"],
]);

const fullWidthAsciiStart = 0xff01; // ！
const fullWidthAsciiEnd = 0xff5e; // ～
const fullWidthToAsciiOffset = 0xfee0;

function convertChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= fullWidthAsciiStart && code <= fullWidthAsciiEnd) {
    return String.fromCodePoint(code - fullWidthToAsciiOffset);
  }
  const single = halfWidthOf.get(char);
  if (single !== undefined) return single;
  // ガ = カ + ゛, パ = ハ + ゜, ヴ = ウ + ゛: convert the parts, but only when every part has a form.
  const parts = [...char.normalize("NFD")];
  if (parts.length < 2) return char;
  const converted = parts.map((part) => halfWidthOf.get(part));
  return converted.every((part) => part !== undefined) ? converted.join("") : char;
}

const fullWidthAscii = /[\uff01-\uff5e]/g;

/** Full-width ASCII letters, digits and symbols half-width (ＵＦＪ → UFJ); kana and the rest as they are. */
export function asciiToHalfWidth(text: string): string {
  return text.replace(fullWidthAscii, (char) =>
    String.fromCodePoint((char.codePointAt(0) ?? 0) - fullWidthToAsciiOffset),
  );
}

/**
 * Converts full-width ASCII letters, digits and symbols, the ideographic space and full-width
 * Katakana (voiced ガ → ｶﾞ, semi-voiced パ → ﾊﾟ) to their half-width forms.
 */
export function toHalfWidth(text: string): string {
  let result = "";
  for (const char of text) result += convertChar(char);
  return result;
}
