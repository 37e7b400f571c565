import fs from "node:fs";

/** Removes the temporary DATA_DIRs of the servers the run started. */
export default function globalTeardown() {
  for (const dataDir of [process.env.E2E_DATA_DIR, process.env.E2E_SSO_DATA_DIR]) {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
