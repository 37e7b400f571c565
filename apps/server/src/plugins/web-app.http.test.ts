import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

describe("serving the web app", () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
    await fs.mkdir(path.join(distDir, "assets"));
    await fs.writeFile(path.join(distDir, "index.html"), "<!doctype html><div id=root></div>");
    await fs.writeFile(path.join(distDir, "assets", "index-AbC123.js"), `console.log("${"x".repeat(4000)}")`);
    await fs.writeFile(path.join(distDir, "favicon.svg"), "<svg/>");
    t = await buildTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it("serves index.html at / and never lets it be cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("caches hashed assets for good and compresses them", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("falls back to index.html for client-side routes", async () => {
    for (const url of [
      "/home",
      "/login?url=%2Fhome",
      "/help/ticket/create/1/edit",
      "/no/such/page",
      "/user.name/x?a=b.c",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<div id=root>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers a missing asset with a 404, not the page", async () => {
    for (const url of ["/assets/index-OldBuild.js", "/missing.png", "/robots.txt"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("<div id=root>");
    }
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), errors: [] });
  });
});
