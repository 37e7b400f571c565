import fs from "node:fs/promises";
import path from "node:path";
import { HttpStatus } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Station } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { kanaToRomajiSpellings, katakanaToHiragana, withoutHepburnMarks } from "../../lib/japanese-text";
import { requireAnyRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import * as stations from "./station.repository";

/**
 * The shipped station list (MLIT National Land Numerical Information, railway data N02-23,
 * processed; see apps/server/reference-data/README.md): one entry per station on each line.
 */
const stationListFile = "stations-jp.json";

/** The server package's data folder, from the source tree (tests, tsx) or the bundle in dist/. */
async function dataDir(): Promise<string> {
  for (const candidate of [
    path.resolve(import.meta.dirname, "..", "reference-data"),
    path.resolve(import.meta.dirname, "..", "..", "..", "reference-data"),
  ]) {
    try {
      await fs.access(path.join(candidate, stationListFile));
      return candidate;
    } catch {
      // Next candidate.
    }
  }
  throw new Error(`${stationListFile} not found beside the server`);
}

/** The readings of the shipped stations' names (station-readings.json, from IPADIC). */
const stationReadingsFile = "station-readings.json";

/**
 * Text as the autocomplete compares it: NFKC (full- and half-width alike), lower case, katakana as
 * hiragana, Hepburn's long-vowel marks dropped (tōkyō as tokyo).
 */
export function normalizeStationText(text: string): string {
  return withoutHepburnMarks(katakanaToHiragana(text.normalize("NFKC").toLowerCase())).trim();
}

/**
 * The ways a reading is typed: hiragana (katakana is normalised to it), Hepburn as kana spell it
 * (toukyou) and as people write it (tokyo, shinjuku: long vowels written once).
 */
function readingVariants(reading: string | undefined): string[] {
  return reading ? [reading, ...kanaToRomajiSpellings(reading)] : [];
}

/**
 * The search key: the name first (so "starts with" ranks on it), then its readings, line and
 * operator, each a word.
 */
const searchKeyOf = (station: { name: string; line: string; operator: string }, reading?: string) =>
  normalizeStationText([station.name, ...readingVariants(reading), station.line, station.operator].join(" "));

type ShippedStation = { name: string; line: string; operator: string; code: string };

async function readShipped(): Promise<{ list: ShippedStation[]; readings: Record<string, string> }> {
  const dir = await dataDir();
  const [list, readings] = await Promise.all([
    fs.readFile(path.join(dir, stationListFile), "utf8"),
    fs.readFile(path.join(dir, stationReadingsFile), "utf8"),
  ]);
  return { list: JSON.parse(list) as ShippedStation[], readings: JSON.parse(readings) };
}

/**
 * Loads the shipped list into an empty stations table (first start); on later starts brings the
 * shipped stations' search keys up to date (a new reading, a new key format). Returns how many
 * rows were written.
 */
export async function ensureStations(db: Db): Promise<number> {
  const { list, readings } = await readShipped();
  if ((await stations.countStations(db)) === 0) {
    const now = new Date().toISOString();
    await db.transaction().execute((trx) =>
      stations.insertStations(
        trx,
        list.map((station) => ({
          code: station.code,
          name: station.name,
          line: station.line,
          operator: station.operator,
          searchKey: searchKeyOf(station, readings[station.name]),
          addedBy: null,
          createdAt: now,
        })),
      ),
    );
    return list.length;
  }
  const stale = (await stations.listSearchKeys(db))
    .map((row) => ({ ...row, fresh: searchKeyOf(row, readings[row.name]) }))
    .filter((row) => row.fresh !== row.searchKey);
  if (stale.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const row of stale) await stations.updateSearchKey(trx, row.id, row.fresh);
    });
  }
  return stale.length;
}

export const stationLabel = (station: { name: string; line: string; operator: string }) =>
  `${station.name} (${station.line}, ${station.operator})`;

/**
 * Autocomplete: by name in kanji or kana, by its reading in hiragana, katakana (full or half
 * width) or Hepburn romaji (with or without macrons, long vowels spelt out or not), by line or
 * operator; at most 500, the best first (stations.repository's order).
 */
export async function searchStations(deps: AppDeps, search: string): Promise<Station[]> {
  const text = normalizeStationText(search);
  if (!text) return [];
  const rows = await stations.searchStations(deps.db, text, TicketLimits.stationSuggestionsMax);
  return rows.map((row) => ({ name: row.name, label: stationLabel(row) }));
}

/** HR adds a station missing from the list (a new station, a bus stop used as a rail section...). */
export async function addStation(
  deps: AppDeps,
  session: SessionClaims,
  input: { name: string; line: string; operator: string },
): Promise<Station> {
  await requireAnyRole(deps, session.employeeId, ["hr"]);
  if (await stations.findStation(deps.db, input)) {
    throw new AppError(HttpStatus.conflict, "ticket.stationExists");
  }
  await stations.insertStations(deps.db, [
    {
      code: null,
      ...input,
      // HR names a station the shipped list lacks: found by its name, line and operator.
      searchKey: searchKeyOf(input),
      addedBy: session.employeeId,
      createdAt: deps.clock.now().toISOString(),
    },
  ]);
  return { name: input.name, label: stationLabel(input) };
}
