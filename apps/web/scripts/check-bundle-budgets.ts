/**
 * Runs after `vite build`: measures the built files as served (gzip, with size-limit's file
 * plugin) against the front-end budgets, prints every figure and exits 1 when one is over.
 * `tsx scripts/check-bundle-budgets.ts [dist directory]`
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import filePlugin from "@size-limit/file";
import sizeLimit from "size-limit";
import { type Budgets, type BundleGroup, bundleGroups, type Manifest } from "./bundle-groups";

/** kB as size-limit counts them: 1,000 bytes. */
const kB = 1000;

const budgets: Budgets = {
  // /login, the first screen, loads its page and the texts of the language (English by default).
  initialSources: ["src/app/pages/login-page.tsx", "src/locales/en.ts"],
  // The goal is 150 kB, below what React, React Router, Mantine, zod and i18next weigh
  // together: this limit keeps today's figure from growing (docs/decisions/028-front-end-budgets.md).
  initialBytes: 290 * kB,
  cssBytes: 30 * kB,
  lazyBytes: 100 * kB,
};
const initialGoalBytes = 150 * kB;

const distDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL("../dist/", import.meta.url)));
const manifest = JSON.parse(await readFile(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
const groups = bundleGroups(manifest, budgets);

// One size-limit check per file list; its API answers { size } per check, in order. Its types say
// plugins are functions, but it takes the plugin lists the packages export.
const lists = groups.flatMap((group) => [group.files, group.loadsFiles ?? []]);
const sizes = (await sizeLimit([filePlugin] as unknown as Parameters<typeof sizeLimit>[0], {
  checks: lists.map((files) => ({ files: files.map((file) => path.join(distDir, file)), gzip: true })),
})) as { size: number }[];

interface Row extends BundleGroup {
  size: number;
  loadsSize: number;
  isOver: boolean;
}
const rows: Row[] = groups.map((group, index) => {
  const size = sizes[2 * index]?.size ?? Number.NaN;
  const isOver = group.limitBytes !== null && !(size <= group.limitBytes);
  return { ...group, size, loadsSize: sizes[2 * index + 1]?.size ?? Number.NaN, isOver };
});

const format = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`.padStart(9);
const verdict = (row: Row) => (row.limitBytes === null ? "" : row.isOver ? "  OVER THE LIMIT" : "  within");
/** A module as people name the screen: `src/app/pages/colleagues-page.tsx` is "colleagues-page". */
const screenName = (name: string) => name.replace(/^src\/(app\/)?/, "").replace(/\.tsx?$/, "");
const mainNames: Record<string, string> = {
  entry: "the app's start (index.html and what it loads at once)",
  initial: "the sign-in page on a first visit (the start, the page, the English texts)",
  css: "every stylesheet",
};
const main = rows.filter((row) => row.kind === "entry" || row.kind === "initial" || row.kind === "css");
const lazy = rows.filter((row) => row.kind === "lazy");
const shared = rows.filter((row) => row.kind === "shared").sort((a, b) => b.size - a.size);
const width = Math.max(
  ...main.map((row) => (mainNames[row.kind] ?? row.name).length),
  ...lazy.map((row) => screenName(row.name).length + 2),
);

const lines = ["", "What a browser downloads (gzip-compressed; 1 kB = 1,000 bytes), against its limit"];
for (const row of main) {
  const limit = row.limitBytes === null ? "" : `  limit ${format(row.limitBytes).trim()}`;
  const goal =
    row.kind === "initial"
      ? ` (target ${format(initialGoalBytes).trim()}: ${row.size <= initialGoalBytes ? "reached" : "not reached yet"})`
      : "";
  lines.push(
    `  ${(mainNames[row.kind] ?? row.name).padEnd(width)}  ${format(row.size)}${limit}${goal}${verdict(row)}`,
  );
}
lines.push(
  `  each screen, loaded when first opened: its own code (limit ${format(budgets.lazyBytes).trim()}), then all it fetches that the start has not`,
);
for (const row of lazy) {
  lines.push(
    `    ${screenName(row.name).padEnd(width - 2)}  ${format(row.size)}  in all ${format(row.loadsSize)}${verdict(row)}`,
  );
}
const largest = shared[0];
if (largest) {
  lines.push(
    `  code shared by several screens: ${shared.length} pieces, the largest ${largest.name} ${format(largest.size).trim()} (limit ${format(budgets.lazyBytes).trim()} each)${shared.some((row) => row.isOver) ? "" : "  within"}`,
  );
}
for (const row of shared.filter((candidate) => candidate.isOver)) {
  lines.push(`    ${row.name}  ${format(row.size)}  OVER THE LIMIT`);
}
console.log(lines.join("\n"));

const over = rows.filter((row) => row.isOver);
if (over.length > 0) {
  console.error(`\nOver the download limit: ${over.map((row) => row.name).join(", ")}`);
  process.exitCode = 1;
}
