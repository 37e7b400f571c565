// The whole suite, as CI runs it (`npm test`): its parts run two at a time on the CI machine's two
// cores, in the order below (the longest first), each once what it needs has ended. Three at a
// time was measured slower by far: 1,163 s of parts against 687 s, each part up to four times as
// slow as alone, since the browser journeys alone take both cores. Each part's output is printed
// whole when it ends, and a table of the parts' times closes the run. Exits non-zero when any part failed.
//
//   native    the native add-ons (SQLite's driver, argon2) compiled, when they do not load yet
//   build     the web app and the server bundle (the browser journeys run them)
//   web       the web components
//   e2e       the browser journeys (after build and native): the longest, started first of the rest
//   vitest    contract, server unit, SQLite HTTP, process tests (after native)
//   postgres  the HTTP and repository tests again on PostgreSQL (after native)
//   check     Biome, the boundaries, TypeScript, knip (after native, so that the compile has a core)
//
// CI installs with `npm ci --ignore-scripts` and leaves the compiling to the native part: it takes
// one core for over a minute, and the build and the web's tests, which need no native code, run on
// the other meanwhile. After a plain `npm ci` or `npm install` the add-ons load and the
// part ends at once.
//
// TEST_PARTS=check,vitest runs only those; TEST_PARALLEL sets how many run at once (default 2).
import { spawn } from "node:child_process";

interface Part {
  name: string;
  command: string;
  /** Parts that must have passed first (those selected). */
  after?: string[];
}

/** Loads both add-ons and hashes once (a prebuilt argon2 that does not fit the machine crashes there). */
const nativeReady =
  "node -e \"require('better-sqlite3')(':memory:').close(); require('argon2').hash('x').then(() => process.exit(0))\"";

/** In the order they are started when a place is free. */
const parts: Part[] = [
  // Only these two need their install scripts here: the other packages' native parts come
  // prebuilt (esbuild, sharp, Biome, Rolldown) or are optional (msgpackr-extract).
  { name: "native", command: `${nativeReady} 2>/dev/null || npm rebuild better-sqlite3 argon2` },
  { name: "build", command: "npm run build" },
  { name: "web", command: "npx vitest run --project web" },
  { name: "e2e", command: "npm run test -w @portal/e2e", after: ["build", "native"] },
  {
    name: "vitest",
    command:
      "npx vitest run --project contract --project server --project server-sqlite --project server-process",
    after: ["native"],
  },
  { name: "postgres", command: "npx vitest run --project server-postgres", after: ["native"] },
  // After native, though it needs none: meanwhile the compile keeps one core and the web's tests
  // the other (beside a third part, the compile took three times as long and held up the journeys).
  { name: "check", command: "npm run check", after: ["native"] },
];

const chosen = process.env.TEST_PARTS?.split(",").map((name) => name.trim());
const selected = parts.filter((part) => !chosen || chosen.includes(part.name));
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL ?? 2));

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  /** The last lines a failed part printed, repeated under the table (where a log's tail is read). */
  tail?: string;
}

/** How many of a failed part's last lines are repeated at the end of the run. */
const FAILED_TAIL_LINES = 120;

const started = performance.now();
const since = () => ((performance.now() - started) / 1000).toFixed(0);
const outcomes = new Map<string, Outcome>();
const pending = [...selected];
let running = 0;

function run(part: Part): Promise<Outcome> {
  return new Promise((resolve) => {
    process.stdout.write(`started: ${part.name} at ${since()} s\n`);
    const begun = performance.now();
    // One Vitest worker per part: the parts already share the cores (vitest.config.ts).
    const env = { TEST_WORKERS: "1", ...process.env, FORCE_COLOR: "0" };
    const child = spawn(part.command, { shell: true, env });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = (performance.now() - begun) / 1000;
      const ok = code === 0;
      const banner = `${ok ? "passed" : "FAILED"}: ${part.name} (${part.command}) in ${seconds.toFixed(0)} s`;
      process.stdout.write(`\n===== ${banner}\n${output}\n===== ${banner}\n`);
      const tail = ok ? undefined : output.trimEnd().split("\n").slice(-FAILED_TAIL_LINES).join("\n");
      resolve({ name: part.name, ok, seconds, tail });
    });
  });
}

/** Starts the first parts in order whose dependencies have ended, while places are free. */
function startWhatCan(done: () => void): void {
  for (const part of [...pending]) {
    if (running >= parallel) break;
    const needed = (part.after ?? []).filter((name) => selected.some((each) => each.name === name));
    if (needed.some((name) => !outcomes.has(name))) continue;
    pending.splice(pending.indexOf(part), 1);
    if (needed.some((name) => !outcomes.get(name)?.ok)) {
      outcomes.set(part.name, { name: part.name, ok: false, seconds: 0 });
      continue;
    }
    running++;
    void run(part).then((outcome) => {
      running--;
      outcomes.set(part.name, outcome);
      startWhatCan(done);
    });
  }
  if (pending.length === 0 && running === 0) done();
  else if (running === 0) startWhatCan(done);
}

await new Promise<void>((resolve) => startWhatCan(resolve));

const total = (performance.now() - started) / 1000;
process.stdout.write("\nPart        Result   Seconds\n");
for (const { name } of selected) {
  const { ok, seconds } = outcomes.get(name) ?? { ok: false, seconds: 0 };
  const line = `${name.padEnd(12)}${(ok ? "passed" : "FAILED").padEnd(9)}${seconds.toFixed(0).padStart(7)}`;
  process.stdout.write(`${line}\n`);
}
process.stdout.write(`${"all".padEnd(12)}${"".padEnd(9)}${total.toFixed(0).padStart(7)}\n`);
for (const { name } of selected) {
  const tail = outcomes.get(name)?.tail;
  if (tail) process.stdout.write(`\n===== the end of what ${name} printed\n${tail}\n`);
}
process.exit(selected.every((part) => outcomes.get(part.name)?.ok) ? 0 : 1);
