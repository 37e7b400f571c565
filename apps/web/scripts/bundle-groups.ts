/** One row of Vite's build manifest (dist/.vite/manifest.json), keyed by source path or chunk name. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  /** The lazy modules the first screen loads besides the entry: its route, the language's texts. */
  initialSources: string[];
  /** What the first screen loads, in bytes (gzip). */
  initialBytes: number;
  /** Every stylesheet of the build together. */
  cssBytes: number;
  /** Each lazy module's own chunks, and each chunk lazy modules share. */
  lazyBytes: number;
}

export type GroupKind = "entry" | "initial" | "css" | "lazy" | "shared";

/** Files (relative to dist) measured together against one limit; a null limit is only shown. */
export interface BundleGroup {
  kind: GroupKind;
  name: string;
  files: string[];
  limitBytes: number | null;
  /** Shown beside a lazy module: all it loads that the entry and its importer have not loaded. */
  loadsFiles?: string[];
}

/** A chunk and everything it imports statically: what the browser fetches before the chunk runs. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const scriptsOf = (manifest: Manifest, keys: Iterable<string>): string[] =>
  [...keys].map((key) => manifest[key]?.file ?? "").filter((file) => file.endsWith(".js"));

/** What every chunk that imports `key` lazily has loaded by the time it asks for it. */
function loadedByImporters(manifest: Manifest, key: string): Set<string> {
  const importers = Object.keys(manifest).filter((other) => manifest[other]?.dynamicImports?.includes(key));
  const closures = importers.map((importer) => staticClosure(manifest, importer));
  const [first, ...rest] = closures;
  return new Set([...(first ?? [])].filter((chunk) => rest.every((closure) => closure.has(chunk))));
}

/**
 * The groups the budgets hold, each byte of JavaScript in exactly one lazy or shared group:
 * - the first screen: the entry (index.html's script with its static imports) and the lazy modules
 *   that screen needs;
 * - all CSS;
 * - each lazily loaded module's own chunks: its chunk and the chunks no other lazy module loads;
 * - each chunk that several lazy modules share.
 */
export function bundleGroups(manifest: Manifest, budgets: Budgets): BundleGroup[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length === 0) throw new Error("the manifest has no entry");
  const entry = new Set<string>();
  for (const key of entryKeys) staticClosure(manifest, key, entry);

  const initial = new Set(entry);
  for (const source of budgets.initialSources) {
    if (!manifest[source]?.isDynamicEntry) throw new Error(`"${source}" is not a lazily loaded module`);
    staticClosure(manifest, source, initial);
  }

  const lazyKeys = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort();
  const loadedBy = new Map<string, string[]>();
  for (const lazyKey of lazyKeys) {
    for (const chunk of staticClosure(manifest, lazyKey)) {
      if (!entry.has(chunk)) loadedBy.set(chunk, [...(loadedBy.get(chunk) ?? []), lazyKey]);
    }
  }
  const isShared = (chunk: string) => (loadedBy.get(chunk)?.length ?? 0) > 1;

  const lazy = lazyKeys.map((key): BundleGroup => {
    const closure = [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
    const loaded = loadedByImporters(manifest, key);
    return {
      kind: "lazy",
      name: key,
      files: scriptsOf(
        manifest,
        closure.filter((chunk) => !isShared(chunk)),
      ),
      limitBytes: budgets.lazyBytes,
      loadsFiles: scriptsOf(
        manifest,
        closure.filter((chunk) => !loaded.has(chunk)),
      ),
    };
  });
  const shared = [...loadedBy.keys()]
    .filter(isShared)
    .sort()
    .map(
      (chunk): BundleGroup => ({
        kind: "shared",
        name: manifest[chunk]?.file ?? chunk,
        files: scriptsOf(manifest, [chunk]),
        limitBytes: budgets.lazyBytes,
      }),
    )
    .filter((group) => group.files.length > 0);

  const css = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return [
    { kind: "entry", name: "entry (index.html)", files: scriptsOf(manifest, entry), limitBytes: null },
    {
      kind: "initial",
      name: `first screen (entry + ${budgets.initialSources.join(" + ")})`,
      files: scriptsOf(manifest, initial),
      limitBytes: budgets.initialBytes,
    },
    { kind: "css", name: "CSS (every stylesheet)", files: [...css].sort(), limitBytes: budgets.cssBytes },
    ...lazy,
    ...shared,
  ];
}
