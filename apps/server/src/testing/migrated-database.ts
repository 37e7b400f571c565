import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { createDatabase, type Database } from "../db/database";
import { migrations } from "../db/migrations/index";
import { createPostgresDatabase, testDatabaseKind } from "./test-database";

/**
 * A fresh database of the kind the test project asks for, migrated up to (and with) one migration:
 * the state a migration after it finds. `close` removes it.
 */
export async function databaseMigratedTo(
  migrationName: string,
): Promise<{ database: Database; close(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-migration-"));
  const postgres = testDatabaseKind() === "postgres" ? await createPostgresDatabase() : undefined;
  const database = createDatabase({ dataDir, databaseUrl: postgres?.url });
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(migrationName);
  if (error) throw error;
  return {
    database,
    async close() {
      await database.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
