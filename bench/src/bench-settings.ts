export type DatabaseKind = "sqlite" | "postgres";

export interface BenchSettings {
  /** Seconds measured per scenario. */
  durationSeconds: number;
  /** Seconds of load thrown away before each measurement, so JIT and caches are warm; 0 skips it. */
  warmupSeconds: number;
  connections: number;
  databases: DatabaseKind[];
  /** Admin connection used only to create and drop the throw-away benchmark database. */
  postgresAdminUrl: string;
}

export class SettingsError extends Error {}

const allDatabases: DatabaseKind[] = ["sqlite", "postgres"];

/** Reads the BENCH_* knobs; bad values stop the run rather than silently measuring something else. */
export function readBenchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    durationSeconds: integerSetting(env, "BENCH_DURATION", 10, 1),
    warmupSeconds: integerSetting(env, "BENCH_WARMUP", 2, 0),
    connections: integerSetting(env, "BENCH_CONNECTIONS", 10, 1),
    databases: databaseList(env.BENCH_DATABASES),
    postgresAdminUrl: env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  };
}

function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new SettingsError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function databaseList(raw: string | undefined): DatabaseKind[] {
  if (raw === undefined || raw.trim() === "") return allDatabases;
  const names = raw.split(",").map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !allDatabases.includes(name as DatabaseKind));
  if (unknown.length > 0) {
    throw new SettingsError(
      `BENCH_DATABASES accepts ${allDatabases.join(", ")}; unknown: ${unknown.join(", ")}`,
    );
  }
  return allDatabases.filter((kind) => names.includes(kind));
}
