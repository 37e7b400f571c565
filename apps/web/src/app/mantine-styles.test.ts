import { describe, expect, it } from "vitest";
import stylesSource from "./mantine-styles.ts?raw";

const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Mantine components without a stylesheet of their own, and the stylesheets they are drawn with. */
const drawnWith: Record<string, string[]> = {
  Autocomplete: ["Input", "Combobox", "Popover", "ScrollArea"],
  Select: ["Input", "Combobox", "Popover", "ScrollArea"],
  MultiSelect: ["Input", "Combobox", "Popover", "ScrollArea", "Pill", "PillsInput"],
  NativeSelect: ["Input", "Combobox"],
  TextInput: ["Input"],
  Textarea: ["Input"],
  FileInput: ["Input", "CloseButton"],
  InputWrapper: ["Input"],
  Modal: ["Modal", "ModalBase", "Overlay", "CloseButton"],
  Drawer: ["Drawer", "ModalBase", "Overlay", "CloseButton"],
  Menu: ["Menu", "Popover"],
  Box: [],
  FileButton: [],
  MantineProvider: [],
  Transition: [],
};

/** The components (PascalCase value imports) the app's code takes from @mantine/core. */
function mantineComponents(): Set<string> {
  const names = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, list = ""] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
      for (const entry of list.split(",")) {
        const name = entry.trim().split(/\s+as\s+/)[0] ?? "";
        // PascalCase: components, not constants such as DEFAULT_THEME.
        if (/^[A-Z][a-z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const imported = new Set(
  [...stylesSource.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((match) => match[1]),
);

describe("mantine-styles", () => {
  it("imports the stylesheet of every Mantine component the app uses", () => {
    const missing = [...mantineComponents()].flatMap((name) =>
      (drawnWith[name] ?? [name])
        .filter((sheet) => !imported.has(sheet))
        .map((sheet) => `${name}: ${sheet}.css`),
    );
    expect(missing).toEqual([]);
  });
});
