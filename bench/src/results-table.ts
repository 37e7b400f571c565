import os from "node:os";
import type { DatabaseKind } from "./bench-settings";
import type { Measurement } from "./scenarios";

export interface ScenarioResult extends Measurement {
  database: DatabaseKind;
  scenario: string;
}

export interface MachineInfo {
  node: string;
  cpuModel: string;
  cpuCount: number;
  platform: string;
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cpuCount: os.availableParallelism(),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

export interface Column<Row> {
  title: string;
  numeric: boolean;
  cell: (row: Row) => string;
}

const columns: Column<ScenarioResult>[] = [
  { title: "database", numeric: false, cell: (row) => row.database },
  { title: "scenario", numeric: false, cell: (row) => row.scenario },
  { title: "req/s", numeric: true, cell: (row) => row.requestsPerSecond.toFixed(0) },
  { title: "p50 ms", numeric: true, cell: (row) => formatMs(row.latencyP50Ms) },
  { title: "p99 ms", numeric: true, cell: (row) => formatMs(row.latencyP99Ms) },
  { title: "requests", numeric: true, cell: (row) => String(row.totalRequests) },
  { title: "non-2xx", numeric: true, cell: (row) => String(row.non2xx) },
  { title: "errors", numeric: true, cell: (row) => String(row.errors) },
];

export function formatResultsTable(rows: ScenarioResult[]): string {
  return formatTable(columns, rows);
}

/** A Markdown-compatible table, so it can be pasted into an issue or pull request as is. */
export function formatTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const body = rows.map((row) => columns.map((column) => column.cell(row)));
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...body.map((cells) => cells[i]?.length ?? 0)),
  );
  const pad = (value: string, i: number) => {
    const width = widths[i] ?? 0;
    return columns[i]?.numeric ? value.padStart(width) : value.padEnd(width);
  };
  const line = (cells: string[]) => `| ${cells.map(pad).join(" | ")} |`;
  // Markdown alignment: numbers right-aligned ("---:").
  const rule = columns.map((column, i) => "-".repeat((widths[i] ?? 0) + 1) + (column.numeric ? ":" : "-"));
  return [line(columns.map((column) => column.title)), `|${rule.join("|")}|`, ...body.map(line)].join("\n");
}

// autocannon reports whole milliseconds for fast responses; keep a decimal where it has one.
export function formatMs(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
