import { describe, expect, it } from "vitest";
import { type Budgets, bundleGroups, type Manifest } from "./bundle-groups";

const budgets: Budgets = {
  initialSources: ["src/login.tsx", "src/en.ts"],
  initialBytes: 150,
  cssBytes: 30,
  lazyBytes: 100,
};

// index.html loads the entry, which imports react; login and home are lazy, both using a shared
// button chunk; home also imports its own table chunk and lazily a dialog.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["src/login.tsx", "src/home.tsx", "src/en.ts"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_button.js": { file: "assets/button.js", imports: ["_react.js"], css: ["assets/button.css"] },
  "_table.js": { file: "assets/table.js" },
  "src/login.tsx": { file: "assets/login.js", isDynamicEntry: true, imports: ["_button.js", "index.html"] },
  "src/home.tsx": {
    file: "assets/home.js",
    isDynamicEntry: true,
    imports: ["_button.js", "_table.js"],
    dynamicImports: ["src/dialog.tsx"],
  },
  "src/dialog.tsx": { file: "assets/dialog.js", isDynamicEntry: true, imports: ["_table.js"] },
  "src/en.ts": { file: "assets/en.js", isDynamicEntry: true },
};

const group = (name: string) => bundleGroups(manifest, budgets).find((candidate) => candidate.name === name);

describe("bundleGroups", () => {
  it("counts the entry with its static imports, and the first screen with its lazy modules", () => {
    expect(group("entry (index.html)")?.files.sort()).toEqual(["assets/index.js", "assets/react.js"]);
    expect(group("first screen (entry + src/login.tsx + src/en.ts)")?.files.sort()).toEqual([
      "assets/button.js",
      "assets/en.js",
      "assets/index.js",
      "assets/login.js",
      "assets/react.js",
    ]);
  });

  it("gives each lazy module its own chunks, and what it loads beyond the entry and its importer", () => {
    expect(group("src/home.tsx")).toMatchObject({
      kind: "lazy",
      files: ["assets/home.js"],
      loadsFiles: ["assets/home.js", "assets/button.js", "assets/table.js"],
    });
    // The table came with home, which opens the dialog.
    expect(group("src/dialog.tsx")).toMatchObject({
      files: ["assets/dialog.js"],
      loadsFiles: ["assets/dialog.js"],
    });
  });

  it("holds each chunk lazy modules share on its own, and every stylesheet together", () => {
    const shared = bundleGroups(manifest, budgets).filter((candidate) => candidate.kind === "shared");
    expect(shared.map((candidate) => candidate.files)).toEqual([["assets/button.js"], ["assets/table.js"]]);
    expect(group("CSS (every stylesheet)")?.files).toEqual(["assets/button.css", "assets/index.css"]);
  });

  it("refuses a first-screen module the build no longer loads lazily", () => {
    expect(() => bundleGroups(manifest, { ...budgets, initialSources: ["src/gone.tsx"] })).toThrow(
      '"src/gone.tsx" is not a lazily loaded module',
    );
  });
});
