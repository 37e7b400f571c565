import os from "node:os";
import { defineConfig } from "vitest/config";

// Test tiers: unit tests beside the code; HTTP and repository tests (*.http.test.ts, *.db.test.ts)
// run twice, on SQLite and on PostgreSQL; process tests start the bundled server; web component
// tests in jsdom. Browser journeys: e2e/.
//
// Files run without per-file isolation: each worker imports the app once and every file reuses it
// (a test leaves no state behind: each builds its own app on its own database). The database
// projects copy a database migrated once per run (testing/template-database.setup.ts).
//
// A file that needs a service besides Node and PostgreSQL names it: `*.redis.*` (the local Redis),
// `*.ldap.*` (Debian's slapd). `npm run test:quick` (TEST_QUICK=true) leaves those and the PostgreSQL
// project out; `npm test` runs everything, and a missing service fails with what to start.
const quick = process.env.TEST_QUICK === "true";
const serviceTests = ["src/**/*.redis.*", "src/**/*.ldap.*"];
const databaseTests = ["src/**/*.http.test.ts", "src/**/*.db.test.ts"];
// HTTP tests of what never depends on storage (the contract's validation, slow clients, upload
// limits, security headers, Navi's understanding): on SQLite only, their database a fixture.
const sqliteOnlyTests = ["src/**/*.sqlite.test.ts"];
const processTests = ["src/**/*.process.test.ts"];
const leftOut = quick ? serviceTests : [];

export default defineConfig({
  test: {
    // Vitest leaves a core to its own process by default, which on two cores is one file at a time:
    // the files' waits (database round trips, timers) then leave a core idle. Two workers at least
    // (Vitest alone on two cores: 549 s to 353 s). `npm test` runs its parts side by side with one
    // worker each (TEST_WORKERS=1): two each beside the browser journeys overloaded two cores.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() - 1),
    isolate: false,
    projects: [
      {
        test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"], isolate: false },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          exclude: [...databaseTests, ...sqliteOnlyTests, ...processTests, ...leftOut],
          isolate: false,
        },
      },
      {
        test: {
          name: "server-sqlite",
          root: "apps/server",
          include: [...databaseTests, ...sqliteOnlyTests],
          exclude: leftOut,
          env: { TEST_DATABASE: "sqlite" },
          globalSetup: ["src/testing/template-database.setup.ts"],
          isolate: false,
          // HTTP tests make hundreds of calls; CI runs other parts beside them.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(quick
        ? []
        : [
            {
              test: {
                name: "server-postgres",
                root: "apps/server",
                include: databaseTests,
                env: { TEST_DATABASE: "postgres" },
                globalSetup: ["src/testing/template-database.setup.ts"],
                isolate: false,
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]),
      {
        test: {
          name: "server-process",
          root: "apps/server",
          include: processTests,
          exclude: leftOut,
          globalSetup: ["src/testing/server-bundle.setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      "apps/web",
    ],
  },
});
