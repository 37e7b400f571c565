import { foldText } from "./normalize";
import { exactStations, findStations, type StationEntry, type StationMatch } from "./station-index";

export interface Route {
  departure: StationMatch | null;
  arrival: StationMatch | null;
}

/** Where the departure and the arrival are written: before and after a separator. */
interface RoutePattern {
  pattern: RegExp;
  departure?: number;
  arrival?: number;
}

// Over foldText output. Pairs first; then one-sided phrases (Xから, "to Y") for a half route.
const routePatterns: readonly RoutePattern[] = [
  { pattern: /^(.*?)\s*(?:→|->|=>|⇒|➡|⇨|〜|~)\s*(.*)$/u, departure: 1, arrival: 2 },
  { pattern: /^(.*?)から(.*?)(?:まで|$)/u, departure: 1, arrival: 2 },
  { pattern: /(?:^|\s)from\s+(.+?)\s+to\s+(.+)$/u, departure: 1, arrival: 2 },
  { pattern: /(?:^|\s)tu\s+(.+?)\s+(?:den|toi|ve|di)\s+(.+)$/u, departure: 1, arrival: 2 },
  { pattern: /^(.+?)\s+(?:to|den|toi)\s+(.+)$/u, departure: 1, arrival: 2 },
  { pattern: /^(.*?)から/u, departure: 1 },
  { pattern: /^(.*?)まで/u, arrival: 1 },
  { pattern: /(?:^|\s)(?:from|tu)\s+(.+)$/u, departure: 1 },
  { pattern: /(?:^|\s)(?:to|den|toi)\s+(.+)$/u, arrival: 1 },
];

const japaneseChar = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々]/u;
const maxNameChars = 16;
const maxNameWords = 4;
/**
 * A partial name is taken only when it starts a station's name and covers most of it (60%):
 * 新宿三丁 for 新宿三丁目, not し for any name starting with し.
 */
const minPartialScore = 0.78;

/** The departure and arrival stations a message names ("from X to Y", "XからYまで", "X→Y"...). */
export function findRoute(text: string, stations: readonly StationEntry[]): Route {
  const folded = foldText(text).trim();
  let departures: StationMatch[] = [];
  let arrivals: StationMatch[] = [];
  for (const { pattern, departure, arrival } of routePatterns) {
    const match = pattern.exec(folded);
    if (!match) continue;
    if (departures.length === 0 && departure)
      departures = stationsAt(match[departure] ?? "", "end", stations);
    if (arrivals.length === 0 && arrival) arrivals = stationsAt(match[arrival] ?? "", "start", stations);
    if (departures.length > 0 && arrivals.length > 0) break;
  }
  return pickPair(departures, arrivals);
}

/** A name is on several lines (and 大手町 in two cities): prefer a pair on one line, else one operator. */
function pickPair(departures: StationMatch[], arrivals: StationMatch[]): Route {
  const first = { departure: departures[0] ?? null, arrival: arrivals[0] ?? null };
  if (departures.length < 2 && arrivals.length < 2) return first;
  for (const part of ["line", "operator"] as const) {
    for (const departure of departures) {
      const arrival = arrivals.find((candidate) => lineOf(candidate)[part] === lineOf(departure)[part]);
      if (arrival) return { departure, arrival };
    }
  }
  return first;
}

/** The line and operator of a label written "name (line, operator)". */
function lineOf(station: StationMatch): { line: string; operator: string } {
  const match = /\((.*), ([^,]*)\)$/.exec(station.label);
  return { line: match?.[1] ?? station.label, operator: match?.[2] ?? station.label };
}

/**
 * The stations named at the end (departure, before the separator) or the start (arrival, after
 * it) of a piece of text: the longest run of characters (Japanese) or words (others) that is a
 * station's exact name, else the longest that starts a station's name.
 */
function stationsAt(span: string, side: "start" | "end", stations: readonly StationEntry[]): StationMatch[] {
  const trimmed = span.replace(/^[\s、。,.!?]+|[\s、。,.!?]+$/g, "");
  if (!trimmed) return [];
  const edge = side === "end" ? trimmed.at(-1) : trimmed[0];
  const candidates = japaneseChar.test(edge ?? "") ? characterRuns(trimmed, side) : wordRuns(trimmed, side);
  for (const candidate of candidates) {
    const exact = exactStations(candidate, stations);
    if (exact.length > 0) return exact;
  }
  for (const candidate of candidates) {
    if ([...candidate].length < 2) continue;
    const [partial] = findStations(candidate, stations, { limit: 1, isPrefixOnly: true });
    if (partial && partial.score >= minPartialScore) return [partial];
  }
  return [];
}

/** The runs of characters at one end of the last (or first) space-separated piece, longest first. */
function characterRuns(text: string, side: "start" | "end"): string[] {
  const pieces = text.split(/\s+/);
  const piece = (side === "end" ? pieces.at(-1) : pieces[0]) ?? "";
  const chars = [...piece];
  const runs: string[] = [];
  for (let length = Math.min(chars.length, maxNameChars); length >= 1; length--) {
    runs.push((side === "end" ? chars.slice(-length) : chars.slice(0, length)).join(""));
  }
  return runs;
}

function wordRuns(text: string, side: "start" | "end"): string[] {
  const words = text.split(/\s+/);
  const runs: string[] = [];
  for (let count = Math.min(words.length, maxNameWords); count >= 1; count--) {
    runs.push((side === "end" ? words.slice(-count) : words.slice(0, count)).join(" "));
  }
  return runs;
}
