import { loadConfig } from "../src/config/env";
import { createDatabase } from "../src/db/database";
import { migrateToLatest } from "../src/db/migrate";
import { resetAndSeedDemoCompany, SeedRefusedError, seedDemoCompanyIfEmpty } from "../src/db/seed/seed";

// npm run db:seed [-- --reset]: seeds the demo company into an empty database, or empties and
// reseeds it with --reset. Refuses to run with NODE_ENV=production.
const config = loadConfig();
const database = createDatabase(config);
try {
  await migrateToLatest(database.db);
  if (process.argv.includes("--reset")) {
    await resetAndSeedDemoCompany(database.db, config.env);
    console.log("Demo company reseeded.");
  } else {
    const seeded = await seedDemoCompanyIfEmpty(database.db, config.env);
    console.log(
      seeded ? "Demo company seeded." : "Database already has employees; nothing seeded (use --reset).",
    );
  }
} catch (error) {
  console.error(error instanceof SeedRefusedError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
