import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
// The language understanding is a pure module with no endpoint of its own: it is measured in
// process, from the server's source, on the station list the server ships.
import { intentPhrases } from "../../apps/server/src/features/chatbot/nlu/intent-phrases";
import { detectIntent } from "../../apps/server/src/features/chatbot/nlu/intents";
import {
  extractAmount,
  extractDate,
  extractDuration,
  extractStations,
  extractTransport,
  type StationEntry,
} from "../../apps/server/src/features/chatbot/nlu/slots";
import { percentile } from "./realtime-measure";
import type { Goal } from "./realtime-results";
import { type Column, formatTable } from "./results-table";

const stationListFile = fileURLToPath(
  new URL("../../apps/server/reference-data/stations-jp.json", import.meta.url),
);

/** Per message, detectIntent and every slot extractor together, well under this. */
export const nluGoalMs = 5;

export interface NluResult {
  step: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  goal?: Goal;
}

export interface NluReport {
  phrases: number;
  iterations: number;
  stations: number;
  /** The first call on a station list builds its index (once per list); not in the figures. */
  indexBuildMs: number;
  results: NluResult[];
}

type Step = (text: string, language: ChatLanguage) => unknown;

const today = "2026-11-20";

/**
 * Every phrase of the labelled set, `iterations` times, through detectIntent and each slot
 * extractor, as the engine calls them on a message; one warm-up pass first (not measured).
 */
export async function benchChatNlu(iterations: number): Promise<NluReport> {
  const list = JSON.parse(await readFile(stationListFile, "utf8")) as {
    name: string;
    line: string;
    operator: string;
  }[];
  // The label as the server's station service writes it.
  const stations: StationEntry[] = list.map((s) => ({
    name: s.name,
    label: `${s.name} (${s.line}, ${s.operator})`,
  }));

  const indexStart = performance.now();
  extractStations("", stations);
  extractStations("新宿から渋谷", stations);
  const indexBuildMs = performance.now() - indexStart;

  const steps: [string, Step][] = [
    ["detectIntent", (text, language) => detectIntent(text, language)],
    ["extractDate", (text, language) => extractDate(text, language, today)],
    ["extractAmount", (text) => extractAmount(text)],
    ["extractDuration", (text) => extractDuration(text)],
    ["extractTransport", (text) => extractTransport(text)],
    ["extractStations", (text) => extractStations(text, stations)],
  ];
  const timings = new Map<string, number[]>(steps.map(([name]) => [name, []]));
  const totals: number[] = [];

  for (let round = 0; round <= iterations; round++) {
    const isWarmUp = round === 0;
    for (const { text, language } of intentPhrases) {
      let total = 0;
      for (const [name, step] of steps) {
        const start = performance.now();
        step(text, language);
        const elapsed = performance.now() - start;
        total += elapsed;
        if (!isWarmUp) timings.get(name)?.push(elapsed);
      }
      if (!isWarmUp) totals.push(total);
    }
  }

  const summarise = (step: string, values: number[]): NluResult => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      step,
      samples: sorted.length,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? Number.NaN,
    };
  };
  const all = summarise("all (per message)", totals);
  all.goal = { text: `p99 < ${nluGoalMs} ms`, met: all.p99Ms < nluGoalMs };
  return {
    phrases: intentPhrases.length,
    iterations,
    stations: stations.length,
    indexBuildMs,
    results: [all, ...steps.map(([name]) => summarise(name, timings.get(name) ?? []))],
  };
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(3));

const columns: Column<NluResult>[] = [
  { title: "step", numeric: false, cell: (row) => row.step },
  { title: "samples", numeric: true, cell: (row) => String(row.samples) },
  { title: "p50 ms", numeric: true, cell: (row) => ms(row.p50Ms) },
  { title: "p95 ms", numeric: true, cell: (row) => ms(row.p95Ms) },
  { title: "p99 ms", numeric: true, cell: (row) => ms(row.p99Ms) },
  { title: "max ms", numeric: true, cell: (row) => ms(row.maxMs) },
  { title: "goal", numeric: false, cell: (row) => row.goal?.text ?? "-" },
  { title: "result", numeric: false, cell: (row) => (row.goal ? (row.goal.met ? "pass" : "FAIL") : "-") },
];

export function formatNluReport(report: NluReport): string {
  return [
    `Chat NLU: ${report.phrases} labelled phrases × ${report.iterations} iterations, in process; ${report.stations} stations (index built in ${report.indexBuildMs.toFixed(1)} ms, not counted)`,
    "",
    formatTable(columns, report.results),
  ].join("\n");
}
