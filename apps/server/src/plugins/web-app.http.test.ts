import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
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
    // As the build leaves an asset: beside it, its Brotli and gzip forms.
    const script = `console.log("${"y".repeat(4000)}")`;
    await fs.writeFile(path.join(distDir, "assets", "app-Built1.js"), script);
    await fs.writeFile(path.join(distDir, "assets", "app-Built1.js.br"), brotliCompressSync(script));
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

  it("sends the compressed file the build made when there is one", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/assets/app-Built1.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`console.log("${"y".repeat(4000)}")`);

    const plain = await t.app.inject({ method: "GET", url: "/assets/app-Built1.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(`console.log("${"y".repeat(4000)}")`);
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
