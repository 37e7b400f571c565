import fs from "node:fs";

/** Removes the temporary DATA_DIR of the server the run started. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
