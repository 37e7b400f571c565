import { constants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/** The API server of `npm start` at the root (or PORTAL_API_URL); the dev server forwards calls to it. */
const apiTarget = process.env.PORTAL_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    // Each text file also as .br and .gz at the highest levels, once at build time: the server sends
    // the one the browser takes (@fastify/static preCompressed) instead of compressing every
    // download anew at a lower level.
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm("gzip", { level: 9 }),
      ],
    }),
  ],
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and lazy import loads, for the bundle budgets.
    manifest: true,
    // Vite's warning looks at one file's raw size; scripts/check-bundle-budgets.ts holds what the
    // browser fetches (gzip) to the budgets, and the entry's one file is meant to be big.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks (the entry's exports are not used by anyone).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Left alone, the splitter makes a chunk for every set of screens sharing a module: the
          // first screen fetched some 45 files of a few hundred bytes, and the signed-in layout 64,
          // which over HTTP/1.1 (six connections) costs round trips, not bytes. Small shared chunks
          // are copied into the chunks that use them instead (one shared runtime keeps a single
          // instance of each module); measured by the bench's front-end part (docs/decisions/028).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          // zod with the config the entry imports first (jitless, for the strict CSP): one chunk, so
          // the config runs before any chunk builds a schema. Elsewhere a chunk's dependencies run
          // before its own code, and zod's eval probe would come first.
          groups: [
            { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]jitless-validation\.ts$/ },
            // Everything the entry imports statically in one file (index.html, main.tsx excepted):
            // it all runs before the first screen anyway.
            {
              name: "app",
              tags: ["$initial"],
              test: (id) => !/[\\/]index\.html$|[\\/]src[\\/]main\.tsx$/.test(id),
            },
          ],
        },
      },
    },
  },
});
