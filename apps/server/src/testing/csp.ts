import { expect } from "vitest";

/** A Content-Security-Policy header as its directives: name → sources (a test fails without one). */
export function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, "a Content-Security-Policy header").toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}
