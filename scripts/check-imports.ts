/**
 * The import check of `npm run check` (docs/decisions/033-feature-boundaries.md):
 * - a feature (apps/server/src/features/<name>, apps/web/src/features/<name>) imports another
 *   feature only where scripts/feature-boundaries.ts records that edge and why;
 * - no module of the server, the web app or the contract takes part in an import cycle, type-only
 *   imports included.
 * Every import counts: `import`, `import type`, `export … from` and `import("…")` with a literal.
 * Files are parsed with oxc (TypeScript and TSX, no compiler API) and resolved like the bundlers do.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { parseSync } from "oxc-parser";
import { ResolverFactory } from "oxc-resolver";
import { type AllowedImport, type App, allowedImports } from "./feature-boundaries";

const root = join(import.meta.dirname, "..");
const decision = "docs/decisions/033-feature-boundaries.md";
const allowList = "scripts/feature-boundaries.ts";

/** The source trees whose imports are checked. */
const sourceRoots = [
  "packages/contract/src",
  "apps/server/src",
  "apps/server/scripts",
  "apps/web/src",
  "apps/web/scripts",
  "e2e",
  "bench",
  "scripts",
];
const skipped = new Set(["node_modules", "dist", "data", "test-results", "playwright-report"]);
const sourceFile = /\.(ts|tsx|mts|cts)$/;

function listSources(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, into);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts")) into.push(path);
  }
  return into;
}

/** The specifiers a file imports, type-only and re-exports included. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${relative(root, file)}: ${errors[0]?.message}`);
  const specifiers = new Set<string>();
  for (const item of module.staticImports) specifiers.add(item.moduleRequest.value);
  for (const item of module.staticExports) {
    for (const entry of item.entries) if (entry.moduleRequest) specifiers.add(entry.moduleRequest.value);
  }
  for (const item of module.dynamicImports) {
    const literal = /^(["'`])([^"'`$]*)\1$/.exec(
      source.slice(item.moduleRequest.start, item.moduleRequest.end),
    );
    if (literal?.[2]) specifiers.add(literal[2]);
  }
  return [...specifiers];
}

const resolver = new ResolverFactory({
  extensions: [".ts", ".tsx", ".mts", ".js", ".json"],
  extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
  conditionNames: ["import", "default"],
});

/** Module → the project modules it imports (paths relative to the root, with `/`). */
function buildGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const sourceRoot of sourceRoots) {
    for (const file of listSources(join(root, sourceRoot), [])) {
      const targets: string[] = [];
      for (const specifier of importsOf(file)) {
        const resolved = resolver.sync(dirname(file), specifier).path;
        if (!resolved || resolved.includes(`${sep}node_modules${sep}`) || !sourceFile.test(resolved))
          continue;
        targets.push(toPosix(relative(root, resolved)));
      }
      graph.set(toPosix(relative(root, file)), targets);
    }
  }
  return graph;
}

const toPosix = (path: string) => path.split(sep).join("/");

interface FeatureModule {
  app: App;
  feature: string;
  /** The path inside the features folder, without its extension: `menu/menu.service`. */
  path: string;
}

const featurePath = /^apps\/(server|web)\/src\/features\/(([^/]+)\/.+)\.[cm]?tsx?$/;

function featureModule(file: string): FeatureModule | undefined {
  const match = featurePath.exec(file);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { app: match[1] as App, feature: match[3], path: match[2] };
}

/** Tests and the helpers beside them (`ticket-test-app.ts`, `chat-test-client.ts`). */
const isTest = (file: string) => /(\.test|-test-[^/]*)\.tsx?$/.test(file);

/** The entry of the rule that lets the importer reach the target (a module, or a folder ending in `/`). */
function permittedBy(rule: AllowedImport, importer: string, from: FeatureModule, to: FeatureModule) {
  if (rule.from !== "*" && rule.from !== from.feature) return undefined;
  if (rule.testsOnly && !isTest(importer)) return undefined;
  return rule.to.find((target) => (target.endsWith("/") ? to.path.startsWith(target) : to.path === target));
}

function checkBoundaries(graph: Map<string, string[]>): string[] {
  const problems: string[] = [];
  const used = new Map<AllowedImport, Set<string>>();
  for (const [importer, targets] of graph) {
    const from = featureModule(importer);
    if (!from) continue;
    for (const target of targets) {
      const to = featureModule(target);
      if (!to || to.app !== from.app || to.feature === from.feature) continue;
      const allowed = allowedImports[from.app]
        .map((rule) => ({ rule, target: permittedBy(rule, importer, from, to) }))
        .find((candidate) => candidate.target !== undefined);
      if (allowed?.target !== undefined) {
        used.set(allowed.rule, (used.get(allowed.rule) ?? new Set()).add(allowed.target));
        continue;
      }
      problems.push(
        `${importer} imports ${target}: the ${from.app} feature "${from.feature}" may not import the ` +
          `feature "${to.feature}". Features depend on each other only where ${allowList} records the ` +
          `edge and why (${decision}); move code several features share into lib/ (the web's ` +
          "components/ for pieces of screens) or the contract, or record a real edge there.",
      );
    }
  }
  for (const app of ["server", "web"] as const) {
    for (const rule of allowedImports[app]) {
      for (const target of rule.to.filter((target) => !used.get(rule)?.has(target))) {
        problems.push(
          `${allowList}: the ${app} edge ${rule.from} → ${target} no longer occurs: remove it, so the ` +
            `list holds the real edges only (${decision}).`,
        );
      }
    }
  }
  return problems;
}

/** Modules tied into cycles (strongly connected components, Tarjan): how many, and one cycle among them. */
function findCycles(graph: Map<string, string[]>): { size: number; cycle: string[] }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (next === node) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => ({
    size: component.length,
    cycle: shortestCycle(graph, new Set(component)),
  }));
}

/** One shortest cycle through the component's first module (in path order), for the message. */
function shortestCycle(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0] ?? "";
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] ?? "";
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const cycle = [node];
        for (let step = previous.get(node); step !== undefined; step = previous.get(step)) cycle.push(step);
        return [...cycle.reverse(), start];
      }
      if (!previous.has(next) && next !== start) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

function checkCycles(graph: Map<string, string[]>): string[] {
  return findCycles(graph).map(
    ({ size, cycle }) =>
      `Import cycle: ${cycle.join(" → ")}${size > cycle.length - 1 ? ` (${size} modules are tied together)` : ""}. ` +
      "Modules depend in one direction only, type-only imports included " +
      `(${decision}): move what both sides need (often an interface) into a file that imports ` +
      "neither, such as a *.types.ts beside it.",
  );
}

const started = performance.now();
const graph = buildGraph();
const problems = [...checkBoundaries(graph), ...checkCycles(graph)];
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ ${problem}\n`);
  console.error(`Imports: ${problems.length} problem(s) in ${graph.size} modules (${seconds} s).`);
  process.exit(1);
}
console.log(`Imports: ${graph.size} modules, feature boundaries kept, no cycle (${seconds} s).`);
