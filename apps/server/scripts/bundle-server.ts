import { build } from "esbuild";
import pkg from "../package.json" with { type: "json" };

/**
 * Bundles the server entry into one ES module. npm packages stay external (installed beside it);
 * the workspace contract package is TypeScript source and is bundled in. The file must sit one
 * folder below apps/server (dist/, as the product runs it), where the server finds its help
 * content and reference data.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [new URL("../src/server.ts", import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    external: Object.keys(pkg.dependencies ?? {}),
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
}
