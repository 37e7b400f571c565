import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import {
  createPostgresDatabase,
  dropStalePostgresTemplates,
  postgresTemplateName,
  testDatabaseKind,
} from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file that each test app copies (the SQLite project). */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that each test database is created from (the PostgreSQL project). */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the database projects: migrates once per run into a template, which every test
 * app then copies (a file copy on SQLite, CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of
 * running every migration again. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = testDatabaseKind(project.config.env?.TEST_DATABASE);
  if (kind === "postgres") {
    await dropStalePostgresTemplates();
    const template = await createPostgresDatabase(postgresTemplateName());
    const database = createDatabase({ dataDir: os.tmpdir(), databaseUrl: template.url });
    await migrateToLatest(database.db);
    await database.close();
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-template-"));
  const database = createDatabase({ dataDir });
  await migrateToLatest(database.db);
  // Closing checkpoints the write-ahead log into the file: the copy is the whole database.
  await database.close();
  project.provide("sqliteTemplate", path.join(dataDir, "portal.db"));
  return () => fs.rm(dataDir, { recursive: true, force: true });
}
