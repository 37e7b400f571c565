import { describe, expect, it } from "vitest";
import {
  extractAmount,
  extractDate,
  extractDuration,
  extractStations,
  extractTransport,
  matchStation,
} from "./slots";

// A Friday.
const today = "2026-11-20";

describe("extractDate", () => {
  it.each([
    ["来月1日から", "2026-12-01"],
    ["来月から", "2026-12-01"],
    ["来月15日", "2026-12-15"],
    ["今月末", "2026-11-30"],
    ["来月末", "2026-12-31"],
    ["明日", "2026-11-21"],
    ["明後日", "2026-11-22"],
    ["来週月曜", "2026-11-23"],
    ["来週の水曜日から", "2026-11-25"],
    ["2026/12/01", "2026-12-01"],
    ["２０２６年１２月１日", "2026-12-01"],
    ["12月1日から3か月", "2026-12-01"],
    ["1日から", "2026-12-01"],
  ])("ja %s -> %s", (text, expected) => {
    expect(extractDate(text, "ja", today)).toBe(expected);
  });

  it.each([
    ["next month", "2026-12-01"],
    ["the 1st of next month", "2026-12-01"],
    ["next month on the 15th", "2026-12-15"],
    ["tomorrow", "2026-11-21"],
    ["end of the month", "2026-11-30"],
    ["12/1", "2026-12-01"],
    ["2026-12-01", "2026-12-01"],
    ["starting December 1st", "2026-12-01"],
    ["next Friday", "2026-11-27"],
    ["from Shinjuku to Shibuya 12/1 for 3 months, 6650 yen", "2026-12-01"],
  ])("en %s -> %s", (text, expected) => {
    expect(extractDate(text, "en", today)).toBe(expected);
  });

  it.each([
    ["ngày mai", "2026-11-21"],
    ["ngay mai", "2026-11-21"],
    ["tháng sau", "2026-12-01"],
    ["dau thang sau", "2026-12-01"],
    ["ngày 1 tháng 12", "2026-12-01"],
    ["ngay 15 thang sau", "2026-12-15"],
    ["thứ hai tuần sau", "2026-11-23"],
    // Vietnamese writes the day first.
    ["1/12", "2026-12-01"],
    ["15/12/2026", "2026-12-15"],
  ])("vi %s -> %s", (text, expected) => {
    expect(extractDate(text, "vi", today)).toBe(expected);
  });

  it("puts a date without a year in the nearest year, a past one counting double", () => {
    expect(extractDate("1/5", "en", today)).toBe("2027-01-05");
    expect(extractDate("11/1", "en", today)).toBe("2026-11-01");
    expect(extractDate("12/25", "en", "2027-01-05")).toBe("2026-12-25");
  });

  it("finds no date in durations, amounts or impossible dates", () => {
    expect(extractDate("for 3 months", "en", today)).toBeNull();
    expect(extractDate("6650円", "ja", today)).toBeNull();
    expect(extractDate("6.650 yen", "vi", today)).toBeNull();
    expect(extractDate("2/30", "en", today)).toBeNull();
    expect(extractDate("renew my pass", "en", today)).toBeNull();
  });
});

describe("extractAmount", () => {
  it.each([
    ["6,650 yen", 6650],
    ["6650円", 6650],
    ["¥6,650", 6650],
    ["￥12,000", 12_000],
    ["６６５０えん", 6650],
    ["1万2千円", 12_000],
    ["一万二千円", 12_000],
    ["1.2万円", 12_000],
    ["12k yen", 12_000],
    ["6650 yen", 6650],
    ["6.650 yên", 6650],
    ["金額は6650円です", 6650],
    ["6650", 6650],
  ])("%s -> %d", (text, expected) => {
    expect(extractAmount(text)).toBe(expected);
  });

  it("takes a number without a currency only when it is the whole message", () => {
    expect(extractAmount("3 months from 12/1")).toBeNull();
    expect(extractAmount("renew my pass")).toBeNull();
    expect(extractAmount("0円")).toBeNull();
    expect(extractAmount("1234567890円")).toBeNull();
  });
});

describe("extractDuration", () => {
  it.each([
    ["3 months", 3],
    ["a 6-month pass", 6],
    ["one month", 1],
    ["3ヶ月", 3],
    ["３か月", 3],
    ["6カ月定期", 6],
    ["半年", 6],
    ["half a year", 6],
    ["6 thang", 6],
    ["vé 3 tháng", 3],
    ["nửa năm", 6],
  ] as const)("%s -> %d", (text, expected) => {
    expect(extractDuration(text)).toBe(expected);
  });

  it("does not read a month of the year or a date as a duration", () => {
    expect(extractDuration("6月1日から")).toBeNull();
    expect(extractDuration("ngày 1 tháng 12")).toBeNull();
    expect(extractDuration("tháng 6")).toBeNull();
    expect(extractDuration("12 months")).toBeNull();
  });
});

describe("extractTransport", () => {
  it.each([
    ["by train", "Train"],
    ["電車で通勤", "Train"],
    ["JR", "Train"],
    ["tàu điện", "Train"],
    ["bus", "Bus"],
    ["バス", "Bus"],
    ["xe buýt", "Bus"],
    ["自転車", "Other"],
  ] as const)("%s -> %s", (text, expected) => {
    expect(extractTransport(text)).toBe(expected);
  });

  it("takes the first one named, and does not find bus in business", () => {
    expect(extractTransport("電車とバス")).toBe("Train");
    expect(extractTransport("business trip")).toBeNull();
  });
});

const label = (name: string, line: string, operator: string) => ({
  name,
  label: `${name} (${line}, ${operator})`,
});
const stations = [
  label("新宿", "京王線", "京王電鉄"),
  label("新宿", "山手線", "東日本旅客鉄道"),
  label("新宿三丁目", "13号線副都心線", "東京地下鉄"),
  label("西新宿", "4号線丸ノ内線", "東京地下鉄"),
  label("渋谷", "井の頭線", "京王電鉄"),
  label("渋谷", "山手線", "東日本旅客鉄道"),
  label("市ケ谷", "中央線", "東日本旅客鉄道"),
  label("池袋", "山手線", "東日本旅客鉄道"),
  label("上野", "山手線", "東日本旅客鉄道"),
  label("ユーカリが丘", "本線", "京成電鉄"),
];

describe("matchStation", () => {
  it("puts the exact name first, then names starting with it, then names containing it, one per name", () => {
    expect(matchStation("新宿", stations).map((m) => [m.label, m.score])).toEqual([
      ["新宿 (京王線, 京王電鉄)", 1],
      ["新宿三丁目 (13号線副都心線, 東京地下鉄)", 0.72],
      ["西新宿 (4号線丸ノ内線, 東京地下鉄)", 0.5],
    ]);
    expect(matchStation("新宿", stations, 2).map((m) => m.name)).toEqual(["新宿", "新宿三丁目"]);
  });

  it("ignores 駅 and station, kana forms and ヶ/ケ/が", () => {
    expect(matchStation("渋谷駅", stations)[0]?.name).toBe("渋谷");
    expect(matchStation("市ヶ谷", stations)[0]?.name).toBe("市ケ谷");
    expect(matchStation("市が谷駅", stations)[0]?.name).toBe("市ケ谷");
    expect(matchStation("ﾕｰｶﾘが丘", stations)[0]?.name).toBe("ユーカリが丘");
    expect(matchStation("ゆーかり", stations)[0]?.name).toBe("ユーカリが丘");
  });

  it("knows the romanised names of busy stations", () => {
    expect(matchStation("Shinjuku Station", stations)[0]?.name).toBe("新宿");
    expect(matchStation("ikebukuro", stations)[0]?.name).toBe("池袋");
  });

  it("finds nothing for nothing", () => {
    expect(matchStation("", stations)).toEqual([]);
    expect(matchStation("大阪", stations)).toEqual([]);
  });
});

describe("extractStations", () => {
  const route = (text: string) => {
    const { departure, arrival } = extractStations(text, stations);
    return [departure?.name ?? null, arrival?.name ?? null];
  };

  it.each([
    ["from Shinjuku to Shibuya", ["新宿", "渋谷"]],
    ["shinjuku station to shibuya station by train", ["新宿", "渋谷"]],
    ["新宿駅から渋谷駅までの定期を作りたい", ["新宿", "渋谷"]],
    ["私は市ヶ谷から池袋まで通勤しています", ["市ケ谷", "池袋"]],
    ["新宿→渋谷", ["新宿", "渋谷"]],
    ["新宿〜渋谷", ["新宿", "渋谷"]],
    ["từ Ikebukuro đến Ueno", ["池袋", "上野"]],
    ["tu ga Shinjuku den Shibuya", ["新宿", "渋谷"]],
    ["新宿三丁から渋谷", ["新宿三丁目", "渋谷"]],
    ["新宿から", ["新宿", null]],
    ["渋谷まで", [null, "渋谷"]],
    ["I want to renew my pass", [null, null]],
  ])("%s", (text, expected) => {
    expect(route(text)).toEqual(expected);
  });

  it("prefers a departure and an arrival on the same line", () => {
    const { departure, arrival } = extractStations("新宿から渋谷まで", stations);
    expect([departure?.label, arrival?.label]).toEqual([
      "新宿 (山手線, 東日本旅客鉄道)",
      "渋谷 (山手線, 東日本旅客鉄道)",
    ]);
    const sameOperator = extractStations("新宿三丁目から渋谷", [
      ...stations,
      label("渋谷", "3号線銀座線", "東京地下鉄"),
    ]);
    expect(sameOperator.arrival?.label).toBe("渋谷 (3号線銀座線, 東京地下鉄)");
  });
});
