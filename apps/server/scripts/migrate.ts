import { loadConfig } from "../src/config/env";
import { createDatabase } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";

const config = loadConfig();
const database = createDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await database.close();
}
