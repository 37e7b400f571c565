import { defineConfig } from "vitest/config";

// Test tiers: unit tests beside the code; HTTP and repository tests (*.http.test.ts, *.db.test.ts)
// run twice, on SQLite and on PostgreSQL; web component tests in jsdom. Browser journeys: e2e/.
const databaseTests = ["src/**/*.http.test.ts", "src/**/*.db.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "contract", root: "packages/contract", include: ["src/**/*.test.ts"] },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          exclude: databaseTests,
        },
      },
      {
        test: {
          name: "server-sqlite",
          root: "apps/server",
          include: databaseTests,
          env: { TEST_DATABASE: "sqlite" },
        },
      },
      {
        test: {
          name: "server-postgres",
          root: "apps/server",
          include: databaseTests,
          env: { TEST_DATABASE: "postgres" },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      "apps/web",
    ],
  },
});
