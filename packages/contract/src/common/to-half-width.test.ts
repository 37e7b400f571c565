import { describe, expect, it } from "vitest";
import { toHalfWidth } from "./to-half-width";

describe("toHalfWidth", () => {
  it("converts full-width letters and digits", () => {
    expect(toHalfWidth("ＡＢＣＸＹＺａｂｃｘｙｚ０１２３４５６７８９")).toBe("ABCXYZabcxyz0123456789");
  });

  it("converts every full-width ASCII symbol", () => {
    expect(toHalfWidth("！＂＃＄％＆＇（）＊＋，－．／：；＜＝＞？＠［＼］＾＿｀｛｜｝～")).toBe(
      "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    );
  });

  it("converts the ideographic space to a plain space", () => {
    expect(toHalfWidth("山田\u3000太郎")).toBe("山田 太郎");
    expect(toHalfWidth("\u3000\u3000")).toBe("  ");
  });

  it("converts the full-width signs to their compatibility forms", () => {
    expect(toHalfWidth("￥１，０００")).toBe("¥1,000");
    expect(toHalfWidth("￠￡￢￣￤￦")).toBe("¢£¬¯¦₩");
  });

  it("converts plain Katakana, small Katakana and the long vowel mark", () => {
    expect(toHalfWidth("アイウエオ")).toBe("ｱｲｳｴｵ");
    expect(toHalfWidth("ワヲン")).toBe("ﾜｦﾝ");
    expect(toHalfWidth("ァィゥェォャュョッ")).toBe("ｧｨｩｪｫｬｭｮｯ");
    expect(toHalfWidth("コーヒー")).toBe("ｺｰﾋｰ");
  });

  it("splits voiced Katakana into the letter and ﾞ", () => {
    expect(toHalfWidth("ガギグゲゴ")).toBe("ｶﾞｷﾞｸﾞｹﾞｺﾞ");
    expect(toHalfWidth("ザジズゼゾ")).toBe("ｻﾞｼﾞｽﾞｾﾞｿﾞ");
    expect(toHalfWidth("ダヂヅデド")).toBe("ﾀﾞﾁﾞﾂﾞﾃﾞﾄﾞ");
    expect(toHalfWidth("バビブベボ")).toBe("ﾊﾞﾋﾞﾌﾞﾍﾞﾎﾞ");
    expect(toHalfWidth("ヴ")).toBe("ｳﾞ");
    expect(toHalfWidth("ヷヺ")).toBe("ﾜﾞｦﾞ");
  });

  it("splits semi-voiced Katakana into the letter and ﾟ", () => {
    expect(toHalfWidth("パピプペポ")).toBe("ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ");
  });

  it("converts the sound marks on their own, spacing or combining", () => {
    expect(toHalfWidth("゛゜")).toBe("ﾞﾟ");
    expect(toHalfWidth("カ\u3099ハ\u309A")).toBe("ｶﾞﾊﾟ");
  });

  it("converts Japanese punctuation that has a half-width form", () => {
    expect(toHalfWidth("「テスト」。、・")).toBe("｢ﾃｽﾄ｣｡､･");
  });

  it("converts mixed strings and leaves the rest alone", () => {
    expect(toHalfWidth("東京都千代田区　１－２－３　パークビル５Ｆ")).toBe("東京都千代田区 1-2-3 ﾊﾟｰｸﾋﾞﾙ5F");
    expect(toHalfWidth("ヤマダ　タロウ（ＹＡＭＡＤＡ）")).toBe("ﾔﾏﾀﾞ ﾀﾛｳ(YAMADA)");
    expect(toHalfWidth("ガッコウ no テスト 2026")).toBe("ｶﾞｯｺｳ no ﾃｽﾄ 2026");
  });

  it("keeps Hiragana, kanji, Latin accents and emoji", () => {
    expect(toHalfWidth("がっこう・学校")).toBe("がっこう･学校");
    expect(toHalfWidth("café 😀 ＯＫ")).toBe("café 😀 OK");
  });

  it("keeps Katakana that has no half-width form", () => {
    expect(toHalfWidth("ヵヶヮヰヱヸヹ")).toBe("ヵヶヮヰヱヸヹ");
  });

  it("changes nothing already half-width and is idempotent", () => {
    const half = "ｶﾞｯｺｳ ABC 123 !?";
    expect(toHalfWidth(half)).toBe(half);
    const once = toHalfWidth("ＡＢＣ　ガ");
    expect(toHalfWidth(once)).toBe(once);
    expect(toHalfWidth("")).toBe("");
  });
});
