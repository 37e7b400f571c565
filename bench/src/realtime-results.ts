import type { DeliveryMeasurement } from "./realtime-measure";
import { type Column, formatTable } from "./results-table";

/** A target from the realtime issue, shown next to the figure it is about. */
export interface Goal {
  text: string;
  met: boolean;
}

export interface DeliveryResult extends DeliveryMeasurement {
  setup: string;
  scenario: string;
  goal?: Goal;
}

export interface MemoryResult {
  setup: string;
  /** Sockets asked for and sockets that connected. */
  sockets: number;
  connected: number;
  connectSeconds: number;
  /** The server's VmRSS before the sockets connected and after they settled (undefined off Linux). */
  rssBeforeKiB: number | undefined;
  rssAfterKiB: number | undefined;
  kibPerSocket: number | undefined;
  goal?: Goal;
}

export interface RealtimeResults {
  delivery: DeliveryResult[];
  memory: MemoryResult[];
}

export const goals = {
  broadcastP99Ms: 250,
  crossInstanceP99Ms: 500,
  kibPerSocket: 30,
} as const;

/** Met only when every delivery arrived: a latency over part of the sockets proves nothing. */
export function latencyGoal(result: DeliveryMeasurement, limitMs: number): Goal {
  const complete = result.failedPosts === 0 && result.abandoned === 0 && result.delivered === result.expected;
  return { text: `p99 < ${limitMs} ms`, met: complete && result.latencyP99Ms < limitMs };
}

export function memoryGoal(kibPerSocket: number | undefined): Goal {
  return {
    text: `≤ ${goals.kibPerSocket} KB/socket`,
    met: kibPerSocket !== undefined && kibPerSocket <= goals.kibPerSocket,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));
const goalText = (goal: Goal | undefined) => goal?.text ?? "-";
const verdict = (goal: Goal | undefined) => (goal ? (goal.met ? "pass" : "FAIL") : "-");

const deliveryColumns: Column<DeliveryResult>[] = [
  { title: "setup", numeric: false, cell: (row) => row.setup },
  { title: "scenario", numeric: false, cell: (row) => row.scenario },
  { title: "sent", numeric: true, cell: (row) => String(row.sent) },
  { title: "delivered", numeric: true, cell: (row) => `${row.delivered}/${row.expected}` },
  { title: "p50 ms", numeric: true, cell: (row) => ms(row.latencyP50Ms) },
  { title: "p99 ms", numeric: true, cell: (row) => ms(row.latencyP99Ms) },
  { title: "max ms", numeric: true, cell: (row) => ms(row.latencyMaxMs) },
  { title: "POST p50 ms", numeric: true, cell: (row) => ms(row.postP50Ms) },
  { title: "POST p99 ms", numeric: true, cell: (row) => ms(row.postP99Ms) },
  { title: "goal", numeric: false, cell: (row) => goalText(row.goal) },
  { title: "result", numeric: false, cell: (row) => verdict(row.goal) },
];

const mib = (kib: number | undefined) => (kib === undefined ? "n/a" : (kib / 1024).toFixed(1));

const memoryColumns: Column<MemoryResult>[] = [
  { title: "setup", numeric: false, cell: (row) => row.setup },
  { title: "sockets", numeric: true, cell: (row) => `${row.connected}/${row.sockets}` },
  { title: "connect s", numeric: true, cell: (row) => row.connectSeconds.toFixed(1) },
  { title: "RSS before MiB", numeric: true, cell: (row) => mib(row.rssBeforeKiB) },
  { title: "RSS after MiB", numeric: true, cell: (row) => mib(row.rssAfterKiB) },
  {
    title: "KB/socket",
    numeric: true,
    cell: (row) => (row.kibPerSocket === undefined ? "n/a" : row.kibPerSocket.toFixed(1)),
  },
  { title: "goal", numeric: false, cell: (row) => goalText(row.goal) },
  { title: "result", numeric: false, cell: (row) => verdict(row.goal) },
];

export function formatRealtimeTables(results: RealtimeResults): string {
  const parts: string[] = [];
  if (results.delivery.length > 0) parts.push(formatTable(deliveryColumns, results.delivery));
  if (results.memory.length > 0) parts.push(formatTable(memoryColumns, results.memory));
  return parts.length > 0 ? parts.join("\n\n") : "(no realtime results)";
}

/** Goals missed, one line each, for the report's end. */
export function missedGoals(results: RealtimeResults): string[] {
  return [
    ...results.delivery
      .filter((row) => row.goal && !row.goal.met)
      .map(
        (row) => `${row.setup}, ${row.scenario}: ${row.goal?.text} missed (p99 ${ms(row.latencyP99Ms)} ms)`,
      ),
    ...results.memory
      .filter((row) => row.goal && !row.goal.met)
      .map(
        (row) =>
          `${row.setup}, server memory: ${row.goal?.text} missed (${row.kibPerSocket?.toFixed(1) ?? "n/a"} KB/socket)`,
      ),
  ];
}
