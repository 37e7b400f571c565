import type { BenchSettings, QualityPartName } from "./bench-settings";
import type { Cleanup } from "./cleanup";
import { type Column, formatTable } from "./results-table";

/**
 * One figure of the quality parts (load, scale, durability, concurrency, front end): what was
 * measured, the figure, the goal it is held to, and whether it was met (null: no goal, only shown).
 */
export interface QualityFigure {
  part: QualityPartName;
  /** Where it was measured: "sqlite", "postgres", "login route", ... */
  subject: string;
  measure: string;
  figure: string;
  goal: string | null;
  met: boolean | null;
}

/** A long quality run; it reports figures as they come and throws only when it cannot run at all. */
export interface QualityPart {
  name: QualityPartName;
  /** One line for the progress log: what the part does. */
  describe(settings: BenchSettings): string;
  run(settings: BenchSettings, cleanup: Cleanup, report: (figure: QualityFigure) => void): Promise<void>;
}

const columns: Column<QualityFigure>[] = [
  { title: "part", numeric: false, cell: (row) => row.part },
  { title: "on", numeric: false, cell: (row) => row.subject },
  { title: "measure", numeric: false, cell: (row) => row.measure },
  { title: "figure", numeric: true, cell: (row) => row.figure },
  { title: "goal", numeric: false, cell: (row) => row.goal ?? "" },
  { title: "met", numeric: false, cell: (row) => (row.met === null ? "" : row.met ? "yes" : "NO") },
];

export function formatQualityTable(figures: readonly QualityFigure[]): string {
  return formatTable(columns, [...figures]);
}

export function missedQualityGoals(figures: readonly QualityFigure[]): string[] {
  return figures
    .filter((row) => row.met === false)
    .map((row) => `${row.part} ${row.subject} ${row.measure}: ${row.figure} (goal ${row.goal})`);
}
