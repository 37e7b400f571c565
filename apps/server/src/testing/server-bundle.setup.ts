import path from "node:path";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../../scripts/bundle-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server bundled as `npm start` runs it, for the tests that start it as a process. */
    serverBundle: string;
  }
}

/** Global setup of the process tests: bundles the server once per run (about a second). */
export default async function setup(project: TestProject): Promise<void> {
  const outfile = path.resolve(import.meta.dirname, "..", "..", "dist-test", "server.js");
  await bundleServer(outfile);
  project.provide("serverBundle", outfile);
}
