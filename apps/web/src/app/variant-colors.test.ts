import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from "@mantine/core";
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

extend([a11yPlugin]);

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Every colour of a full shade that a button, badge or icon names in the app (`color="teal.9"`, a map's value). */
function shadeColorsInUse(): string[] {
  const names = Object.keys(fullTheme.colors).join("|");
  const shade = new RegExp(`"((?:${names})\\.\\d)"`, "g");
  // color="teal.9", color: "teal.9", a map's [key]: "teal.9", and color={cond ? "blue.9" : "teal.9"}.
  const places = /(?:color=|color: |\]: )"[^"]*"|color=\{[^}]*\}/g;
  const found = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const place of text.matchAll(places)) {
      for (const match of place[0].matchAll(shade)) found.add(match[1] ?? "");
    }
  }
  return [...found].sort();
}

/** A CSS colour of the resolver (a theme variable, rgba, hex) as the screen shows it on white. */
function onWhite(value: string): string {
  const variable = /^var\(--mantine-color-([a-z]+)(?:-(\d))?\)$/.exec(value);
  const css = variable
    ? variable[2] === undefined
      ? ({ white: "#ffffff", black: "#000000" }[variable[1] ?? ""] ?? value)
      : (fullTheme.colors[variable[1] ?? ""]?.[Number(variable[2])] ?? value)
    : value === "transparent"
      ? "#ffffff"
      : value;
  const { r, g, b, a } = colord(css).toRgb();
  const over = (channel: number) => Math.round(channel * a + 255 * (1 - a));
  return colord({ r: over(r), g: over(g), b: over(b) }).toHex();
}

const variants = ["filled", "light", "outline", "subtle", "transparent"] as const;

describe("button and badge colours", () => {
  it("finds the colours the app uses", () => {
    expect(shadeColorsInUse()).toEqual(expect.arrayContaining(["blue.9", "red.9", "teal.9"]));
  });

  it("give every variant of every colour in use 4.5:1 between text and background", () => {
    const failures: string[] = [];
    for (const color of shadeColorsInUse()) {
      for (const variant of variants) {
        const resolved = fullTheme.variantColorResolver({ color, theme: fullTheme, variant });
        const text = onWhite(resolved.color);
        const background = onWhite(resolved.background);
        const ratio = colord(text).contrast(background);
        if (ratio < 4.5) failures.push(`${color} ${variant}: ${text} on ${background} is ${ratio}:1`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("is Mantine's own for colours named without a shade", () => {
    for (const variant of variants) {
      expect(fullTheme.variantColorResolver({ color: "red", theme: fullTheme, variant })).toEqual(
        defaultVariantColorsResolver({ color: "red", theme: fullTheme, variant }),
      );
    }
  });
});
