import { describe, expect, it } from "vitest";
import { buildPath } from "./route";

describe("buildPath", () => {
  it("fills and encodes path parameters", () => {
    expect(buildPath("/api/notifications/:id", { id: 42 })).toBe("/api/notifications/42");
    expect(buildPath("/api/x/:account/:id", { account: "a b", id: "1/2" })).toBe("/api/x/a%20b/1%2F2");
  });

  it("refuses a missing parameter", () => {
    expect(() => buildPath("/api/notifications/:id")).toThrow(/Missing path parameter id/);
  });
});
