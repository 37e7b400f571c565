import { build } from "esbuild";
import pkg from "../package.json" with { type: "json" };

// Bundles the server into dist/server.js. npm packages stay external (installed beside it);
// the workspace contract package is TypeScript source and is bundled in.
await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
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
