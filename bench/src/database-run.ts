import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchSettings, DatabaseKind } from "./bench-settings";
import type { Cleanup } from "./cleanup";
import { errorMessage } from "./error-message";
import { createScratchDatabase } from "./postgres-database";
import type { ScenarioResult } from "./results-table";
import { buildScenarios, measureScenario } from "./scenarios";
import { startServer } from "./server-process";

/** PostgreSQL being absent is a reason to skip its figures, not to fail the whole bench. */
export class DatabaseUnavailableError extends Error {}

/**
 * One fresh server on one fresh database: temp DATA_DIR (and a scratch PostgreSQL database), start,
 * measure every scenario, tear everything down. Results are recorded as they come so that a later
 * failure does not lose earlier figures.
 */
export async function benchOnDatabase(
  kind: DatabaseKind,
  settings: BenchSettings,
  cleanup: Cleanup,
  record: (result: ScenarioResult) => void,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const database = kind === "postgres" ? await createPostgres(settings.postgresAdminUrl) : undefined;
    const dropDatabase = database ? cleanup.add(`drop database ${database.name}`, database.drop) : undefined;
    try {
      progress(`${kind}: starting the server${database ? ` on database ${database.name}` : ""}`);
      const server = await startServer({ dataDir, databaseKind: kind, databaseUrl: database?.url });
      const stopServer = cleanup.add(`stop the ${kind} server`, server.stop);
      try {
        const scenarios = await buildScenarios(server.baseUrl);
        for (const scenario of scenarios) {
          progress(
            `${kind}: ${scenario.name}: ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured, ${settings.connections} connections`,
          );
          const measurement = await measureScenario(server.baseUrl, scenario, settings);
          record({ database: kind, scenario: scenario.name, ...measurement });
        }
        // autocannon drops its sockets when time is up, while the server may still be working on those
        // last requests; stopping at once would close the database under them and log errors.
        await sleep(500);
      } finally {
        await stopServer();
      }
    } finally {
      await dropDatabase?.();
    }
  } finally {
    await removeDataDir();
  }
}

export async function createPostgres(adminUrl: string) {
  try {
    return await createScratchDatabase(adminUrl);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `PostgreSQL unreachable at ${redactPassword(adminUrl)}: ${errorMessage(error)}`,
    );
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(invalid URL)";
  }
}

/** Progress goes to stderr; stdout carries only the report. */
export function progress(message: string): void {
  console.error(`[bench] ${message}`);
}
