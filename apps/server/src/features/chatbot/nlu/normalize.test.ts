import { describe, expect, it } from "vitest";
import { foldText, katakanaToHiragana, normalizeText } from "./normalize";

describe("normalizeText", () => {
  it("turns full-width letters and digits half-width, in lower case", () => {
    expect(normalizeText("ＴＥＩＫＩ　６６５０")).toBe("teiki 6650");
  });

  it("writes katakana as hiragana, half-width katakana included", () => {
    expect(normalizeText("キャンセル")).toBe("きゃんせる");
    expect(normalizeText("ｷｬﾝｾﾙ")).toBe("きゃんせる");
    expect(normalizeText("アップロード")).toBe("あっぷろーど");
    expect(katakanaToHiragana("バス")).toBe("ばす");
  });

  it("keeps kana voicing marks and reads ヶ, ヵ and カ in counters alike", () => {
    expect(normalizeText("がぎぐげご パピプ")).toBe("がぎぐげご ぱぴぷ");
    expect(normalizeText("3ヶ月")).toBe(normalizeText("3か月"));
    expect(normalizeText("3ヵ月")).toBe(normalizeText("3カ月"));
  });

  it("folds Vietnamese diacritics, đ as d", () => {
    expect(normalizeText("Tôi muốn gia hạn vé tháng")).toBe("toi muon gia han ve thang");
    expect(normalizeText("Đổi địa chỉ làm việc")).toBe("doi dia chi lam viec");
    expect(normalizeText("hủy")).toBe(normalizeText("huỷ"));
  });

  it("drops apostrophes, turns other punctuation into single spaces", () => {
    expect(normalizeText("  Don't renew!!  my   pass... ")).toBe("dont renew my pass");
    expect(normalizeText("定期、キャンセル。")).toBe("定期 きゃんせる");
    expect(normalizeText("?!")).toBe("");
  });
});

describe("foldText", () => {
  it("folds like normalizeText but keeps punctuation for the slot extractors", () => {
    expect(foldText("２０２６／１２／０１ ￥６，６５０")).toBe("2026/12/01 ¥6,650");
  });
});
