import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/** A free TCP port on loopback, asked of the OS. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Decided once in the runner; workers inherit these through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "portal-e2e-"));
// A second portal with single sign-on against a local OpenID provider (support/oidc-provider.ts),
// so the password journeys keep a login page without the corporate button.
process.env.E2E_SSO_PORT ??= String(await freePort());
process.env.E2E_SSO_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "portal-e2e-sso-"));
process.env.E2E_OIDC_PORT ??= String(await freePort());
process.env.E2E_SSO_ORIGIN = `http://127.0.0.1:${process.env.E2E_SSO_PORT}`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const repoRoot = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On CI the journeys share two cores with the other parts of the suite: a journey that fails
  // once and passes on its second run is reported as "flaky" in the output (to be fixed), and does
  // not fail the run; one that fails twice does.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL,
    // Traces cost a sixth of a short journey's time and more on large pages (all journeys: 8.0
    // minutes without, 14.1 with), and CI keeps only the printed output: traces are recorded on a
    // developer's machine only, where a failed journey's trace can be opened.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // Debian's Chromium, never a downloaded browser: its headless shell (package
    // chromium-headless-shell), the same engine without the full browser's interface and without
    // the flags Debian's launcher adds (GPU rasterisation, done on the CPU here): the journeys took
    // 14.1 minutes instead of 19.4 on two cores.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: /xss-fields-\w+\.spec\.ts$/ },
    // The stored-XSS journeys (xss-fields-*.spec.ts) write thousands of records and push hundreds
    // of realtime notices to HR and the approver: they run after the others, never beside them.
    // Alone: `npx playwright test xss-fields --no-deps`.
    { name: "stored-xss", testMatch: /xss-fields-\w+\.spec\.ts$/, dependencies: ["chromium"] },
  ],
  webServer: [
    {
      // The built app, as `npm start` runs it, on a free port with a temporary DATA_DIR.
      command: "node --enable-source-maps apps/server/dist/server.js",
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        // Every journey's people sign in from one address, as from an office behind one NAT; the
        // per-address limit itself is proved by the HTTP tests.
        LOGIN_RATE_LIMIT_PER_MINUTE: "600",
      },
    },
    {
      command: "node --import tsx e2e/support/oidc-provider.ts",
      cwd: repoRoot,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_OIDC_PORT: process.env.E2E_OIDC_PORT,
        E2E_SSO_ORIGIN: process.env.E2E_SSO_ORIGIN,
        E2E_OIDC_CLIENT_ID: "portal-e2e",
      },
    },
    {
      // The same built app with single sign-on (sso.spec.ts).
      command: "node --enable-source-maps apps/server/dist/server.js",
      cwd: repoRoot,
      url: `${process.env.E2E_SSO_ORIGIN}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_SSO_PORT,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_SSO_DATA_DIR,
        LOG_LEVEL: "warn",
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: "portal-e2e",
      },
    },
  ],
});
