import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config/env";
import { createDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { demoPassword, namedPeople } from "./db/seed/people.data";
import { seedDemoCompanyIfEmpty } from "./db/seed/seed";
import { loadBankCodes } from "./features/bank-account/bank-account.service";
import { ensureStations } from "./features/commutation-ticket/station.service";
import { ensureDefaultMenu } from "./features/menu/default-menu";
import { openAddress, startBanner } from "./lib/start-banner";

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
if (config.env === "production" && !process.env.PUBLIC_URL) {
  app.log.warn(
    { publicUrl: config.publicUrl },
    "PUBLIC_URL is not set: links in e-mail point to this address",
  );
}

// SIGTERM/SIGINT: stop accepting, let running requests finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  // app.close() stops the job runner first and waits for this instance's runs.
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
if (config.env !== "production") {
  const demo = config.seedDemo
    ? { password: demoPassword, accounts: namedPeople.map((person) => person.account) }
    : undefined;
  process.stdout.write(
    startBanner({ title: config.productTitle, address: openAddress(config.host, config.port), demo }),
  );
}
// Scheduled jobs (decision 030): once across instances; JOBS_ENABLED=false leaves them to others.
if (config.jobs.enabled) await app.deps.jobs.start();
// The bank master (about 5 MB) is read now rather than on somebody's first bank search.
void loadBankCodes().catch((err: unknown) => app.log.warn({ err }, "the bank master could not be loaded"));
