import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyServerOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config/env";
import { createDatabase, type Db } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { SeatBoard } from "../features/realtime/hubs";
import type { Clock } from "../lib/clock";
import { requireRedis } from "./redis";
import { createPostgresDatabase, testDatabaseKind } from "./test-database";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of the kind the test project asks for (TEST_DATABASE):
 * a new SQLite file, or a new uniquely named PostgreSQL database dropped on close; each a copy of
 * the run's migrated template (testing/template-database.setup.ts) when there is one.
 */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  options: {
    clock?: Clock;
    /** Fastify's logger; none unless a test asks (e.g. to record what the app logs as errors). */
    logger?: FastifyServerOptions["logger"];
    /** The seat hub's floor plans (none by default, as in the product today). */
    seats?: SeatBoard;
  } = {},
): Promise<TestApp> {
  if (env.REDIS_URL) await requireRedis();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-test-"));
  const postgres =
    testDatabaseKind() === "postgres"
      ? await createPostgresDatabase(undefined, inject("postgresTemplate"))
      : undefined;
  const sqliteTemplate = postgres ? undefined : inject("sqliteTemplate");
  if (sqliteTemplate) await fs.copyFile(sqliteTemplate, path.join(dataDir, "portal.db"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TOKEN_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
    WEB_DIST_DIR: path.join(dataDir, "no-web-app"),
    ...(postgres && { DATABASE_URL: postgres.url }),
    ...env,
  });
  const database = createDatabase(config);
  // A copy of the run's migrated template is already at the newest migration: this finds nothing to do.
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    clock: options.clock,
    seats: options.seats,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
