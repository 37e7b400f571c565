import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import {
  addDays,
  type CalendarDate,
  endOfMonth,
  nearestYear,
  startOfMonth,
  validDate,
  weekdayInWeek,
  weekdayOf,
} from "./calendar-date";

/**
 * Date phrases chrono-node does not read (or reads differently from what a ticket means): in
 * Japanese 来月1日, 今月末, 明後日, 来週月曜; in English "next month" as its first day; in
 * Vietnamese all of them; and numeric dates in the order each language writes them. Over
 * foldText output (hiragana, no diacritics, punctuation kept).
 */
interface DateRule {
  pattern: RegExp;
  resolve: (match: RegExpExecArray, today: CalendarDate, language: ChatLanguage) => CalendarDate | null;
}

const n = (match: RegExpExecArray, group: number) => Number(match[group]);

/** The next time the day of the month comes: this month if still ahead (or today), else next. */
function nextDayOfMonth(today: CalendarDate, day: number): CalendarDate | null {
  if (day >= today.day) {
    const thisMonth = validDate(today.year, today.month, day);
    if (thisMonth) return thisMonth;
  }
  const next = startOfMonth(today, 1);
  return validDate(next.year, next.month, day);
}

/** The next time the weekday (0 Monday) comes, today excluded. */
function nextWeekday(today: CalendarDate, weekday: number): CalendarDate {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

function dayInMonth(today: CalendarDate, months: number, day: number): CalendarDate | null {
  const start = startOfMonth(today, months);
  return validDate(start.year, start.month, day);
}

/** Month/day or day/month: the order of the language first, the other when that cannot be a date. */
function numericDate(
  year: number | null,
  first: number,
  second: number,
  today: CalendarDate,
  language: ChatLanguage,
): CalendarDate | null {
  const orders: [number, number][] =
    language === "vi"
      ? [
          [second, first],
          [first, second],
        ]
      : [
          [first, second],
          [second, first],
        ];
  for (const [month, day] of orders) {
    const date = year === null ? nearestYear(today, month, day) : validDate(year, month, day);
    if (date) return date;
  }
  return null;
}

const japaneseWeekdays = "月火水木金土日";
const vietnameseWeekdays: Record<string, number> = {
  hai: 0,
  "2": 0,
  ba: 1,
  "3": 1,
  tu: 2,
  "4": 2,
  nam: 3,
  "5": 3,
  sau: 4,
  "6": 4,
  bay: 5,
  "7": 5,
};
const vietnameseWeekday = (match: RegExpExecArray, group: number) =>
  match[group] === undefined ? 6 : (vietnameseWeekdays[match[group] ?? ""] ?? 6);
const viWeekday = "(?:thu (hai|ba|tu|nam|sau|bay|[2-7])|chu nhat)";
const viNext = "(?:sau|toi)";
const ordinal = "(\\d{1,2})(?:st|nd|rd|th)";

const rule = (source: string, resolve: DateRule["resolve"]): DateRule => ({
  pattern: new RegExp(source, "gu"),
  resolve,
});

export const dateRules: readonly DateRule[] = [
  // Numeric dates.
  rule("(\\d{4})\\s*[/.年-]\\s*(\\d{1,2})\\s*[/.月-]\\s*(\\d{1,2})", (m) =>
    validDate(n(m, 1), n(m, 2), n(m, 3)),
  ),
  rule(
    "(?<![\\d/.-])(\\d{1,2})\\s*[/.-]\\s*(\\d{1,2})\\s*[/.-]\\s*(\\d{4})(?![\\d/])",
    (m, today, language) => numericDate(n(m, 3), n(m, 1), n(m, 2), today, language),
  ),
  rule("(?<![\\d/.,])(\\d{1,2})\\s*/\\s*(\\d{1,2})(?![\\d/])", (m, today, language) =>
    numericDate(null, n(m, 1), n(m, 2), today, language),
  ),
  rule("(?<![\\d来今])(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*日", (m, today) =>
    nearestYear(today, n(m, 1), n(m, 2)),
  ),

  // Japanese.
  rule("今日|本日", (_m, today) => today),
  rule("明日|あした", (_m, today) => addDays(today, 1)),
  rule("明後日|あさって", (_m, today) => addDays(today, 2)),
  rule("再来月(?:の)?\\s*(?:(\\d{1,2})\\s*日)?", (m, today) => dayInMonth(today, 2, m[1] ? n(m, 1) : 1)),
  rule("来月(?:の)?\\s*(\\d{1,2})\\s*日", (m, today) => dayInMonth(today, 1, n(m, 1))),
  rule("来月(?:の)?\\s*(?:末|終わり)", (_m, today) => endOfMonth(today, 1)),
  rule("来月(?:の)?(?:頭|初め|はじめ|初旬|一日|ついたち)?", (_m, today) => startOfMonth(today, 1)),
  rule("今月(?:の)?\\s*(\\d{1,2})\\s*日", (m, today) => dayInMonth(today, 0, n(m, 1))),
  rule("(?:今月|(?<![\\d来])月)(?:の)?\\s*(?:末|終わり)", (_m, today) => endOfMonth(today, 0)),
  rule("(?<![\\d来今])(\\d{1,2})\\s*月(?:の)?\\s*(?:末|終わり)", (m, today) => {
    const start = nearestYear(today, n(m, 1), 1);
    return start && endOfMonth(start);
  }),
  rule(`(再来週|来週|今週)(?:の)?(?:([${japaneseWeekdays}])(?:曜日?)?)?`, (m, today) => {
    const weeks = m[1] === "再来週" ? 2 : m[1] === "来週" ? 1 : 0;
    const weekday = m[2] ? japaneseWeekdays.indexOf(m[2]) : 0;
    return weeks === 0 && !m[2] ? null : weekdayInWeek(today, weekday, weeks);
  }),
  rule(`(?<![\\d来今週])([${japaneseWeekdays}])曜`, (m, today) =>
    nextWeekday(today, japaneseWeekdays.indexOf(m[1] ?? "")),
  ),
  rule("(?<![\\d月])(\\d{1,2})\\s*日\\s*(?:から|より|に|付|で)", (m, today) =>
    nextDayOfMonth(today, n(m, 1)),
  ),

  // English.
  rule("\\btoday\\b", (_m, today) => today),
  rule("\\b(?:tomorrow|tmrw?)\\b", (_m, today) => addDays(today, 1)),
  rule("\\bday after tomorrow\\b", (_m, today) => addDays(today, 2)),
  rule(`\\b(?:the )?${ordinal} (?:of|in) next month\\b`, (m, today) => dayInMonth(today, 1, n(m, 1))),
  rule(`\\bnext month,? (?:on )?(?:the )?${ordinal}`, (m, today) => dayInMonth(today, 1, n(m, 1))),
  rule("\\bend of next month\\b", (_m, today) => endOfMonth(today, 1)),
  rule("\\b(?:end of (?:this |the )?month|month end)\\b", (_m, today) => endOfMonth(today, 0)),
  rule("\\b(?:(?:the )?(?:beginning|start|first day) of )?next month\\b", (_m, today) =>
    startOfMonth(today, 1),
  ),
  rule("\\bnext week\\b", (_m, today) => weekdayInWeek(today, 0, 1)),
  rule(
    `\\b(?:on )?(?:the )?${ordinal}\\b(?! (?:of )?(?:next|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`,
    (m, today) => nextDayOfMonth(today, n(m, 1)),
  ),

  // Vietnamese.
  rule("\\bngay\\s*(\\d{1,2})\\s*(?:thang|/)\\s*(\\d{1,2})(?:\\s*(?:nam|/)\\s*(\\d{4}))?", (m, today) =>
    m[3] ? validDate(n(m, 3), n(m, 2), n(m, 1)) : nearestYear(today, n(m, 2), n(m, 1)),
  ),
  rule("\\bhom nay\\b", (_m, today) => today),
  rule("\\b(?:ngay )?mai\\b", (_m, today) => addDays(today, 1)),
  rule("\\bngay (?:kia|mot)\\b", (_m, today) => addDays(today, 2)),
  rule(`\\bngay (\\d{1,2}) (?:cua )?thang ${viNext}\\b`, (m, today) => dayInMonth(today, 1, n(m, 1))),
  rule(`\\bcuoi thang ${viNext}\\b`, (_m, today) => endOfMonth(today, 1)),
  rule("\\bcuoi thang\\b", (_m, today) => endOfMonth(today, 0)),
  rule(`\\b(?:(?:dau|ngay dau|ngay 1)(?: cua)? )?thang ${viNext}\\b`, (_m, today) => startOfMonth(today, 1)),
  rule(`\\b${viWeekday} tuan ${viNext}\\b`, (m, today) => weekdayInWeek(today, vietnameseWeekday(m, 1), 1)),
  rule(`\\b${viWeekday} tuan nay\\b`, (m, today) => weekdayInWeek(today, vietnameseWeekday(m, 1), 0)),
  rule(`\\btuan ${viNext}\\b`, (_m, today) => weekdayInWeek(today, 0, 1)),
  rule(`\\b${viWeekday}\\b`, (m, today) => nextWeekday(today, vietnameseWeekday(m, 1))),
  rule("\\bngay (\\d{1,2})\\b(?! ?(?:thang|/))", (m, today) => nextDayOfMonth(today, n(m, 1))),
];
