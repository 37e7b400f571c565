import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import * as chrono from "chrono-node";
import { type CalendarDate, parseIsoDate, toIsoDate } from "./calendar-date";
import { dateRules } from "./date-rules";
import { foldText } from "./normalize";
import { parseJapaneseNumber } from "./numbers";
import { findStations, type StationEntry, type StationMatch } from "./station-index";
import { findRoute } from "./station-route";

export type { StationEntry, StationMatch } from "./station-index";

const chronoParsers: Record<ChatLanguage, chrono.Chrono> = {
  en: chrono.en.casual,
  ja: chrono.ja.casual,
  vi: chrono.vi.casual,
};

interface DateCandidate {
  index: number;
  length: number;
  date: CalendarDate;
}

/**
 * The first date the message mentions, as YYYY-MM-DD; `today` is the date in Japan. The rules of
 * date-rules.ts come first; chrono-node reads the rest (December 1st, next Friday), kept only
 * when it names a day or a weekday ("for 3 months" is not a date).
 */
export function extractDate(text: string, language: ChatLanguage, today: string): string | null {
  const todayDate = parseIsoDate(today);
  const folded = foldText(text);
  const candidates: DateCandidate[] = [];
  for (const { pattern, resolve } of dateRules) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(folded); match; match = pattern.exec(folded)) {
      const date = resolve(match, todayDate, language);
      if (date) candidates.push({ index: match.index, length: match[0].length, date });
    }
  }
  // Noon on today's date in the process's zone, so chrono's "tomorrow" is a day in any zone.
  const reference = new Date(todayDate.year, todayDate.month - 1, todayDate.day, 12);
  const plain = text.normalize("NFKC");
  for (const result of chronoParsers[language].parse(plain, reference, { forwardDate: true })) {
    if (!result.start.isCertain("day") && !result.start.isCertain("weekday")) continue;
    const date = {
      year: result.start.get("year") ?? todayDate.year,
      month: result.start.get("month") ?? todayDate.month,
      day: result.start.get("day") ?? todayDate.day,
    };
    candidates.push({ index: result.index, length: result.text.length, date });
  }
  candidates.sort((a, b) => a.index - b.index || b.length - a.length);
  const first = candidates.find(({ date }) => date.year >= 2000 && date.year < 2100);
  return first ? toIsoDate(first.date) : null;
}

const amountLimit = 999_999_999;
// A number with thousands separators (6,650 or, in Vietnamese, 6.650) or kanji numerals (1万2千).
const numberPart =
  "(\\d[\\d,.]*|[\\d.]*[万千百十][\\d万千百十一二三四五六七八九〇]*|[一二三四五六七八九十百千万〇]+)";
const yenAfter = "(?:\\s*(k|千|万))?\\s*(?:円|えん|yen|jpy|yên|(?<![a-z])y(?![a-z]))";
const amountPatterns = [
  new RegExp(`[¥\\\\]\\s*${numberPart}(?:\\s*(k|千|万))?`, "u"),
  new RegExp(`${numberPart}${yenAfter}`, "u"),
];

/**
 * An amount of yen: "6,650 yen", "6650円", "¥6,650", "６６５０えん", "1万2千円", "12k yen",
 * "6.650 yên". A bare number counts only when it is the whole message (the answer to "how much?").
 */
export function extractAmount(text: string): number | null {
  const folded = text.normalize("NFKC").toLowerCase();
  for (const pattern of amountPatterns) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const value = amountOf(match[1] ?? "", match[2]);
    if (value !== null) return value;
  }
  const bare = /^\s*(\d[\d,.]*)\s*$/.exec(folded);
  return bare ? amountOf(bare[1] ?? "", undefined) : null;
}

function amountOf(number: string, multiplier: string | undefined): number | null {
  const base = parseJapaneseNumber(number);
  if (base === null) return null;
  const factor = multiplier === "k" || multiplier === "千" ? 1000 : multiplier === "万" ? 10_000 : 1;
  const value = Math.round(base * factor);
  return value > 0 && value <= amountLimit ? value : null;
}

const durationWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  three: 3,
  six: 6,
  mot: 1,
  ba: 3,
  sau: 6,
  一: 1,
  ひと: 1,
  三: 3,
  六: 6,
};
const durationPatterns = [
  /(?<![\d/.])(\d{1,2}|一|三|六|ひと)\s*[かけ]?\s*(?:月|げつ)(?=.|$)/u,
  /\b(\d{1,2}|a|an|one|three|six)[\s-]*(?:months?|mos?)\b/,
  /(?<!\bngay\s)\b(\d{1,2}|mot|ba|sau)\s+thang\b(?!\s*\d)/,
];
const halfYear = /半年|\bhalf(?:\s+a)?\s+year\b|\bnua\s+nam\b|\bsemi-?annual/;

/** 1, 3 or 6 months: "3 months", "3ヶ月", "３か月", "6 tháng", "half a year", "半年". */
export function extractDuration(text: string): 1 | 3 | 6 | null {
  const folded = foldText(text);
  if (halfYear.test(folded)) return 6;
  for (const pattern of durationPatterns) {
    const match = pattern.exec(folded);
    if (!match) continue;
    // 6月 is June: a bare 月 after a number is a month only with か/ケ/ヶ (folded to か, け).
    if (pattern === durationPatterns[0] && !/[かけげ]/.test(match[0]) && /\d/.test(match[1] ?? "")) continue;
    const raw = match[1] ?? "";
    const months = durationWords[raw] ?? Number(raw);
    return months === 1 || months === 3 || months === 6 ? months : null;
  }
  return null;
}

const transportPatterns: [RegExp, "Train" | "Bus" | "Other"][] = [
  [
    /(?<![a-z])(?:trains?|jr|subway|metro|railway|rail|monorail|tram|tau(?: dien(?: ngam)?)?|xe lua|duong sat)(?![a-z])|電車|でんしゃ|地下鉄|鉄道|私鉄|新幹線|ものれーる|路面電車/u,
    "Train",
  ],
  [/(?<![a-z])(?:bus|buses|xe buyt|xe bus)(?![a-z])|ばす/u, "Bus"],
  [
    /(?<![a-z])(?:bicycle|bike|car|walk|walking|on foot|motorbike|scooter|ferry|xe dap|xe may|di bo|o to|other)(?![a-z])|自転車|(?<![電列])車|徒歩|船|その他/u,
    "Other",
  ],
];

/** Train (train, 電車, JR, tàu điện), Bus (bus, バス, xe buýt) or Other; the first one named. */
export function extractTransport(text: string): "Train" | "Bus" | "Other" | null {
  const folded = foldText(text);
  let best: { index: number; type: "Train" | "Bus" | "Other" } | null = null;
  for (const [pattern, type] of transportPatterns) {
    const match = pattern.exec(folded);
    if (match && (best === null || match.index < best.index)) best = { index: match.index, type };
  }
  return best?.type ?? null;
}

/**
 * Stations for what was typed, best first: the exact name, then names starting with it, then
 * names containing it; one per name (a name is a station on several lines: the first line
 * listed stands for them), at most `limit`.
 */
export function matchStation(query: string, stations: readonly StationEntry[], limit = 20): StationMatch[] {
  return findStations(query, stations, { limit, isOnePerName: true });
}

/**
 * The departure and arrival a message names: "from X to Y", "X to Y", "XからYまで", "X→Y",
 * "từ X đến Y", or one side alone ("Xから", "to Y"). Japanese names, and romanised names of the
 * busy stations (station-aliases.ts).
 */
export function extractStations(
  text: string,
  stations: readonly StationEntry[],
): { departure: StationMatch | null; arrival: StationMatch | null } {
  return findRoute(text, stations);
}
