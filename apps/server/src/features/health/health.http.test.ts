import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { testDatabaseKind } from "../../testing/test-database";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("answers ok with the database kind and version, without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: testDatabaseKind(),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it("sends security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers an unknown API path with a JSON 404 in the user's language", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/does-not-exist",
      headers: { "content-language": "ja" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "指定されたリソースが見つかりません。", errors: [] });
  });
});
