// The whole suite, as CI runs it (`npm test`): the independent parts run side by side, each one's
// output is printed whole when it ends, and a table of the parts' times closes the run. Exits
// non-zero when any part failed.
//
//   check     Biome, the boundaries, knip, TypeScript
//   build     the web app and the server bundle (the browser journeys run them)
//   vitest    contract, server unit, SQLite HTTP, process tests, web components
//   postgres  the HTTP and repository tests again on PostgreSQL
//   e2e       the browser journeys (after build)
//
// TEST_PARTS=check,vitest runs only those; TEST_PARALLEL=1 runs one part at a time.
import { spawn } from "node:child_process";

interface Part {
  name: string;
  command: string;
  after?: string;
}

const parts: Part[] = [
  { name: "check", command: "npm run check" },
  { name: "build", command: "npm run build" },
  {
    name: "vitest",
    command:
      "npx vitest run --project contract --project server --project server-sqlite --project server-process --project web",
  },
  { name: "postgres", command: "npx vitest run --project server-postgres" },
  { name: "e2e", command: "npm run test -w @portal/e2e", after: "build" },
];

const chosen = process.env.TEST_PARTS?.split(",").map((name) => name.trim());
const selected = parts.filter((part) => !chosen || chosen.includes(part.name));
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL ?? selected.length));

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

const started = performance.now();
const outcomes = new Map<string, Promise<Outcome>>();
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<void> {
  if (running < parallel) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
}

function release(): void {
  running--;
  waiting.shift()?.();
}

function run(part: Part): Promise<Outcome> {
  return new Promise((resolve) => {
    const begun = performance.now();
    const child = spawn(part.command, { shell: true, env: { ...process.env, FORCE_COLOR: "0" } });
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
      resolve({ name: part.name, ok, seconds });
    });
  });
}

for (const part of selected) {
  const before = part.after ? outcomes.get(part.after) : undefined;
  outcomes.set(
    part.name,
    (async () => {
      const previous = await before;
      if (previous && !previous.ok) {
        return { name: part.name, ok: false, seconds: 0 };
      }
      await slot();
      try {
        process.stdout.write(
          `started: ${part.name} at ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
        );
        return await run(part);
      } finally {
        release();
      }
    })(),
  );
}

const results = await Promise.all(outcomes.values());
const total = (performance.now() - started) / 1000;
process.stdout.write("\nPart        Result   Seconds\n");
for (const { name, ok, seconds } of results) {
  process.stdout.write(
    `${name.padEnd(12)}${(ok ? "passed" : "FAILED").padEnd(9)}${seconds.toFixed(0).padStart(7)}\n`,
  );
}
process.stdout.write(`${"all".padEnd(12)}${"".padEnd(9)}${total.toFixed(0).padStart(7)}\n`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
