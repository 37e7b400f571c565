import fs from "node:fs/promises";
import path from "node:path";
import { HttpStatus } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Station } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
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

/** Full-width letters and digits to half-width, katakana variants unified, lower case. */
export function normalizeStationText(text: string): string {
  return text.normalize("NFKC").toLowerCase().trim();
}

const searchKeyOf = (station: { name: string; line: string; operator: string }) =>
  normalizeStationText(`${station.name} ${station.line} ${station.operator}`);

/** Loads the shipped list into an empty stations table (first start); returns how many. */
export async function ensureStations(db: Db): Promise<number> {
  if ((await stations.countStations(db)) > 0) return 0;
  const file = path.join(await dataDir(), stationListFile);
  const list = JSON.parse(await fs.readFile(file, "utf8")) as {
    name: string;
    line: string;
    operator: string;
    code: string;
  }[];
  const now = new Date().toISOString();
  await db.transaction().execute((trx) =>
    stations.insertStations(
      trx,
      list.map((station) => ({
        code: station.code,
        name: station.name,
        line: station.line,
        operator: station.operator,
        searchKey: searchKeyOf(station),
        addedBy: null,
        createdAt: now,
      })),
    ),
  );
  return list.length;
}

export const stationLabel = (station: { name: string; line: string; operator: string }) =>
  `${station.name} (${station.line}, ${station.operator})`;

/** Autocomplete: case-insensitive, full-width input normalised, at most 500 suggestions. */
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
      searchKey: searchKeyOf(input),
      addedBy: session.employeeId,
      createdAt: deps.clock.now().toISOString(),
    },
  ]);
  return { name: input.name, label: stationLabel(input) };
}
