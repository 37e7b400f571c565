import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config/env";
import { createDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedDemoCompanyIfEmpty } from "./db/seed/seed";
import { ensureStations } from "./features/commutation-ticket/station.service";
import { startTicketReminders } from "./features/commutation-ticket/ticket-reminders";
import { startChangeRequestApplier } from "./features/employee-change/change-apply";
import { ensureDefaultMenu } from "./features/menu/default-menu";

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = createDatabase(config);
await migrateToLatest(database.db);
await ensureDefaultMenu(database.db);
await ensureStations(database.db);
if (config.seedDemo) await seedDemoCompanyIfEmpty(database.db, config.env);

const app = await buildApp({ config, database });
const stopReminders = startTicketReminders(app.deps, app.log);
const stopChangeApplier = startChangeRequestApplier(app.deps, app.log);

// SIGTERM/SIGINT: stop accepting, let running requests finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  stopReminders();
  stopChangeApplier();
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
