import { normalizeText } from "./normalize";
import { stationNameForRoman } from "./station-aliases";

export interface StationEntry {
  name: string;
  label: string;
}

export interface StationMatch {
  name: string;
  label: string;
  /** 1 for the exact name; lower for a prefix, lower still for a name that only contains it. */
  score: number;
}

interface StationIndex {
  /** Search key -> the stations of that name (one per line). */
  byKey: Map<string, StationEntry[]>;
  /** The keys sorted, for prefix search by binary search. */
  sortedKeys: string[];
}

/**
 * The key a station is found by: normalizeText without spaces, 駅/station words stripped, and
 * ヶ, ケ and が between kanji made one (市ヶ谷, 市ケ谷 and 市が谷 are one station).
 */
export function stationKey(text: string): string {
  const normalized = normalizeText(text)
    .replace(/^(?:ga|nha ga) /, "")
    .replace(/ (?:station|sta|stn|eki)$/, "");
  const roman = /^[a-z ]+$/.test(normalized) ? stationNameForRoman(normalized) : undefined;
  return (roman ? normalizeText(roman) : normalized)
    .replace(/ /g, "")
    .replace(/(?<=\p{Script=Han})[かけが](?=\p{Script=Han})/gu, "け")
    .replace(/(?:駅|えき)$/, "");
}

// Built once per list: the engine passes the same array for every message.
const indexes = new WeakMap<readonly StationEntry[], StationIndex>();

function indexOf(stations: readonly StationEntry[]): StationIndex {
  const cached = indexes.get(stations);
  if (cached) return cached;
  const byKey = new Map<string, StationEntry[]>();
  for (const station of stations) {
    const key = stationKey(station.name);
    if (!key) continue;
    const entries = byKey.get(key);
    if (entries) entries.push(station);
    else byKey.set(key, [station]);
  }
  const index = { byKey, sortedKeys: [...byKey.keys()].sort() };
  indexes.set(stations, index);
  return index;
}

/** The stations (one per line) whose name is exactly what was typed (駅, station and the like aside). */
export function exactStations(query: string, stations: readonly StationEntry[]): StationMatch[] {
  const entries = indexOf(stations).byKey.get(stationKey(query)) ?? [];
  return entries.map((station) => ({ name: station.name, label: station.label, score: 1 }));
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface FindOptions {
  limit: number;
  /** Names starting with the text only, not names containing it elsewhere. */
  isPrefixOnly?: boolean;
  /** One match per name (the first line listed) rather than one per line. */
  isOnePerName?: boolean;
}

/**
 * Stations matching what the employee typed, best first: the exact name, then names starting
 * with it, then (unless `isPrefixOnly`) names containing it; shorter names first among equals.
 */
export function findStations(
  query: string,
  stations: readonly StationEntry[],
  { limit, isPrefixOnly = false, isOnePerName = false }: FindOptions,
): StationMatch[] {
  const key = stationKey(query);
  if (!key) return [];
  const { byKey, sortedKeys } = indexOf(stations);
  const scored: { key: string; score: number }[] = [];
  if (byKey.has(key)) scored.push({ key, score: 1 });
  for (let i = lowerBound(sortedKeys, key); i < sortedKeys.length && scored.length < limit; i++) {
    const candidate = sortedKeys[i] ?? "";
    if (!candidate.startsWith(key)) break;
    if (candidate !== key)
      scored.push({ key: candidate, score: 0.6 + (0.3 * key.length) / candidate.length });
  }
  // A scan of every name: only when the faster searches left room, and for two characters or more.
  if (!isPrefixOnly && scored.length < limit && key.length >= 2) {
    for (const candidate of sortedKeys) {
      if (candidate.length > key.length && !candidate.startsWith(key) && candidate.includes(key)) {
        scored.push({ key: candidate, score: 0.3 + (0.3 * key.length) / candidate.length });
      }
    }
  }
  scored.sort((a, b) => b.score - a.score || a.key.length - b.key.length || (a.key < b.key ? -1 : 1));
  const matches: StationMatch[] = [];
  for (const { key: matchKey, score } of scored) {
    const entries = byKey.get(matchKey) ?? [];
    for (const station of isOnePerName ? entries.slice(0, 1) : entries) {
      if (matches.length >= limit) return matches;
      matches.push({ name: station.name, label: station.label, score: Math.round(score * 1000) / 1000 });
    }
  }
  return matches;
}
