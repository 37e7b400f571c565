import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { cspDirectives } from "../../testing/csp";
import { signIn } from "../../testing/sign-in";
import { multipartPayload } from "../../testing/upload";

/** A Content-Security-Policy header as directive name -> its sources. */

/** The strict policy help pages and comments are read under: scripts of the app's origin only. */
function expectStrictPolicy(header: string | string[] | number | undefined, what: string) {
  const policy = cspDirectives(header);
  expect(policy.get("script-src"), what).toEqual(["'self'"]);
  expect(policy.get("script-src-attr"), what).toEqual(["'none'"]);
  expect(policy.get("default-src"), what).toEqual(["'self'"]);
  expect(policy.get("object-src"), what).toEqual(["'none'"]);
  expect(policy.get("base-uri"), what).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(policy.get("form-action"), what).toEqual(["'self'"]);
  for (const [name, sources] of policy) {
    expect(sources, `${what}: ${name}`).not.toContain("'unsafe-eval'");
    if (name.startsWith("script-src") || name === "default-src") {
      expect(sources, `${what}: ${name}`).not.toContain("'unsafe-inline'");
      expect(sources, `${what}: ${name}`).not.toContain("data:");
    }
  }
}

describe("the Content-Security-Policy of help pages and comments", () => {
  let t: TestApp;
  let distDir: string;
  let employee: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
    await fs.writeFile(path.join(distDir, "index.html"), "<!doctype html><div id=root></div>");
    t = await buildTestApp({ WEB_DIST_DIR: distDir });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    employee = (await signIn(t, "employee1")).headers;
    admin = (await signIn(t, "admin1")).headers;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it("serves the web app's help and ticket pages under the strict policy", async () => {
    for (const url of [
      "/help",
      "/help/portal/sign-in/1",
      "/help/portal/sign-in/1/edit",
      "/help/portal/sign-in/1?lang=ja",
      "/commuting-ticket/ticket/1",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<div id=root>");
      expectStrictPolicy(response.headers["content-security-policy"], url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("answers the help and comment calls under the same policy", async () => {
    for (const url of [
      "/api/markdown/menu",
      "/api/markdown/portal/sign-in/1",
      "/api/markdown/search?q=sign",
      "/api/markdown/portal/sign-in/1/draft?lang=en",
      "/api/comments/commutationTicket/1",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: url.includes("draft") ? admin : employee,
      });
      expect(response.statusCode, url).toBeLessThan(500);
      expectStrictPolicy(response.headers["content-security-policy"], url);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("serves help images as images only: nosniff and a sandbox that runs nothing", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const body = multipartPayload([
      { name: "file", filename: "a.png", contentType: "image/png", content: png },
    ]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/markdown/images",
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = await t.app.inject({ method: "GET", url: uploaded.json<{ url: string }>().url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const policy = cspDirectives(image.headers["content-security-policy"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("sandbox")).toEqual([]);
  });
});
