/** The quality parts of the bench: long runs whose figures are held to goals. */
export const qualityPartNames = ["load", "scale", "durability", "concurrency", "frontend", "upload"] as const;
export type QualityPartName = (typeof qualityPartNames)[number];

export type DatabaseKind = "sqlite" | "postgres";
export type BenchPart = "http" | "realtime" | "nlu" | "chat" | QualityPartName;

export interface RealtimeSettings {
  /** Sockets connected to /employeeService, one per employee. */
  sockets: number;
  /** Notifications sent to everyone, one after the other. */
  broadcastRounds: number;
  /** Notifications sent to one employee each, one after the other. */
  directMessages: number;
  /** Shared by the two instances of the cross-instance part; checked before it starts. */
  redisUrl: string;
}

export interface BenchSettings {
  /** Which parts run: the HTTP load (autocannon) and the realtime pushes. */
  parts: BenchPart[];
  /** Seconds measured per scenario. */
  durationSeconds: number;
  /** Seconds of load thrown away before each measurement, so JIT and caches are warm; 0 skips it. */
  warmupSeconds: number;
  connections: number;
  databases: DatabaseKind[];
  /** Admin connection used only to create and drop the throw-away benchmark database. */
  postgresAdminUrl: string;
  realtime: RealtimeSettings;
  /** Passes over the chat's labelled phrases in the NLU part. */
  nluIterations: number;
  /** Rounds of the chat part's conversations (send-message replies). */
  chatRounds: number;
  /** Lighthouse runs per page of the front-end part (the figures are their medians). */
  lighthouseRuns: number;
  durability: DurabilitySettings;
  concurrency: ConcurrencySettings;
  upload: UploadSettings;
}

export interface UploadSettings {
  /** Uploads sent at once in each round. */
  parallel: number;
  /** Size of each upload (a PDF), MB. */
  megabytes: number;
  /** Employees the second round's uploads are spread over (at most the 8 demo sign-ins). */
  users: number;
}

export interface DurabilitySettings {
  /** SIGKILLs of the server under write load, each followed by a restart (0 skips that database). */
  killsSqlite: number;
  killsPostgres: number;
  /** Concurrent client loops: the leader, HR and the approver, and employees for the rest. */
  clients: number;
}

export interface ConcurrencySettings {
  /** Seconds the writers run against the SQLite server. */
  seconds: number;
  /** Concurrent writer clients, one employee each. */
  writers: number;
  /**
   * Server processes on the one SQLite file, the writers spread over them. One is how the portal
   * runs on SQLite (one connection: writes queue in the process); two or more make the processes
   * compete for SQLite's write lock (busy timeout, BEGIN IMMEDIATE).
   */
  servers: number;
}

export class SettingsError extends Error {}

const allDatabases: DatabaseKind[] = ["sqlite", "postgres"];
const allParts: BenchPart[] = ["http", "realtime", "nlu", "chat", ...qualityPartNames];

/** Reads the BENCH_* knobs; bad values stop the run rather than silently measuring something else. */
export function readBenchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    parts: namedList(env, "BENCH_ONLY", allParts),
    durationSeconds: integerSetting(env, "BENCH_DURATION", 10, 1),
    warmupSeconds: integerSetting(env, "BENCH_WARMUP", 2, 0),
    connections: integerSetting(env, "BENCH_CONNECTIONS", 10, 1),
    databases: namedList(env, "BENCH_DATABASES", allDatabases),
    postgresAdminUrl:
      env.BENCH_PG_ADMIN_URL ?? env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    realtime: {
      sockets: integerSetting(env, "BENCH_RT_SOCKETS", 2000, 1),
      broadcastRounds: integerSetting(env, "BENCH_RT_BROADCASTS", 5, 1),
      directMessages: integerSetting(env, "BENCH_RT_DIRECT", 200, 1),
      redisUrl: env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
    },
    nluIterations: integerSetting(env, "BENCH_NLU_ITERATIONS", 50, 1),
    chatRounds: integerSetting(env, "BENCH_CHAT_ROUNDS", 20, 1),
    lighthouseRuns: integerSetting(env, "BENCH_LIGHTHOUSE_RUNS", 3, 1),
    durability: {
      killsSqlite: integerSetting(env, "BENCH_DURABILITY_KILLS_SQLITE", 20, 0),
      killsPostgres: integerSetting(env, "BENCH_DURABILITY_KILLS_POSTGRES", 10, 0),
      clients: integerSetting(env, "BENCH_DURABILITY_CLIENTS", 8, 4),
    },
    concurrency: {
      seconds: integerSetting(env, "BENCH_CONCURRENCY_SECONDS", 60, 1),
      writers: integerSetting(env, "BENCH_CONCURRENCY_WRITERS", 16, 1),
      servers: integerSetting(env, "BENCH_CONCURRENCY_SERVERS", 1, 1),
    },
    upload: {
      parallel: integerSetting(env, "BENCH_UPLOAD_PARALLEL", 40, 1),
      megabytes: integerSetting(env, "BENCH_UPLOAD_KB", 10_138, 1) / 1024,
      users: Math.min(8, integerSetting(env, "BENCH_UPLOAD_USERS", 8, 1)),
    },
  };
}

export function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new SettingsError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

/** A comma-separated subset of `all` (unset or empty: all of them), kept in the order of `all`. */
function namedList<T extends string>(env: NodeJS.ProcessEnv, name: string, all: T[]): T[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return all;
  const names = raw.split(",").map((value) => value.trim().toLowerCase());
  const unknown = names.filter((value) => !all.includes(value as T));
  if (unknown.length > 0) {
    throw new SettingsError(`${name} accepts ${all.join(", ")}; unknown: ${unknown.join(", ")}`);
  }
  return all.filter((value) => names.includes(value));
}
