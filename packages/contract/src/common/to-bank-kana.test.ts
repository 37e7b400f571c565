import { describe, expect, it } from "vitest";
import { toBankKana } from "./to-bank-kana";

describe("toBankKana", () => {
  it("writes full-width katakana half-width, the ideographic space as one space", () => {
    expect(toBankKana("ヤマダ　タロウ")).toBe("ﾔﾏﾀﾞ ﾀﾛｳ");
    expect(toBankKana("サトウ　ケンタ")).toBe("ｻﾄｳ ｹﾝﾀ");
  });

  it("turns hiragana into katakana first", () => {
    expect(toBankKana("やまだ　たろう")).toBe("ﾔﾏﾀﾞ ﾀﾛｳ");
    expect(toBankKana("ぱぴぷぺぽ")).toBe("ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ");
  });

  it("writes small kana large, as bank transfers do", () => {
    expect(toBankKana("キョウコ")).toBe("ｷﾖｳｺ");
    expect(toBankKana("ァィゥェォャュョッ")).toBe("ｱｲｳｴｵﾔﾕﾖﾂ");
    expect(toBankKana("ｷｬｯﾁｰ")).toBe("ｷﾔﾂﾁｰ");
  });

  it("writes letters upper case and half-width", () => {
    expect(toBankKana("ＹＡＭＡＤＡ")).toBe("YAMADA");
    expect(toBankKana("ｶ)ﾎﾟｰﾀﾙ abc")).toBe("ｶ)ﾎﾟｰﾀﾙ ABC");
  });

  it("makes runs of spaces one and trims the ends", () => {
    expect(toBankKana(" やまだ  はなこ ")).toBe("ﾔﾏﾀﾞ ﾊﾅｺ");
    expect(toBankKana("\u3000ヤマダ\u3000\u3000タロウ\u3000")).toBe("ﾔﾏﾀﾞ ﾀﾛｳ");
  });

  it("leaves kanji for the pattern check to refuse, and is idempotent", () => {
    expect(toBankKana("山田太郎")).toBe("山田太郎");
    const once = toBankKana("やまだ　タロウ");
    expect(toBankKana(once)).toBe(once);
    expect(toBankKana("")).toBe("");
  });
});
