import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { cspDirectives } from "../testing/csp";
import { signIn } from "../testing/sign-in";
import { createTicketCompany } from "../testing/ticket-company";
import { insertTicketRow } from "../testing/ticket-rows";
import { type FormPart, multipartPayload, pdfBytes } from "../testing/upload";

// Every kind of answer carries the same protections (docs/decisions/027): a strict
// Content-Security-Policy, nosniff, a referrer policy; /api is never stored unless it is a public
// image under a name never reused; downloads are attachments; error bodies tell nothing internal.

type Headers = Record<string, string>;
type Response = LightMyRequestResponse;
interface Call {
  method: "GET" | "POST" | "DELETE";
  url: string;
  payload?: string | object;
  headers?: Headers;
}

/** A Content-Security-Policy header as directive name -> its sources. */
function directivesOf(response: Response): Map<string, string[]> {
  return cspDirectives(response.headers["content-security-policy"]);
}

/** The policy every answer has, the app's (HTML, JSON) or a file's (`default-src 'none'; sandbox`). */
function expectStrictPolicy(response: Response, what: string) {
  const policy = directivesOf(response);
  const fallback = policy.get("default-src");
  // object-src and script-src fall back to default-src; base-uri and frame-ancestors never do.
  expect(policy.get("object-src") ?? fallback, what).toEqual(["'none'"]);
  expect(policy.get("base-uri"), what).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
  const scripts = policy.get("script-src") ?? fallback ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain("*");
  expect(scripts, what).not.toContain("data:");
  // The page talks to its own origin (Socket.IO included) and the SSO issuer: named hosts only, no
  // scheme or wildcard source (ws:, wss:, https:, *) that would let it send data anywhere.
  for (const source of policy.get("connect-src") ?? fallback ?? []) {
    expect(source, `${what}: connect-src`).toMatch(/^('self'|'none'|(https?|wss?):\/\/[^\s*/]+)$/);
  }
}

const strictReferrerPolicies = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
];

function expectProtected(response: Response, what: string) {
  expectStrictPolicy(response, what);
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(strictReferrerPolicies, what).toContain(response.headers["referrer-policy"]);
}

function expectNotStored(response: Response, what: string) {
  expect(String(response.headers["cache-control"]), what).toMatch(/\bno-store\b/);
}

/** Nothing of the server's insides: stack frames, SQL and its errors, file system paths. */
function expectCleanErrorBody(response: Response, what: string, dataDir: string) {
  const body = response.json<{ message: unknown; errors: unknown }>();
  expect(Object.keys(body).sort(), what).toEqual(["errors", "message"]);
  expect(typeof body.message, what).toBe("string");
  expect(Array.isArray(body.errors), what).toBe(true);
  const text = response.body;
  for (const leak of [
    /\bat\s+\S+\s+\(/, // a stack frame: "at fn (file:line:col)"
    /\bat\s+(file:\/\/|\/)/,
    /:\d+:\d+\)?/,
    /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i,
    /sqlite|postgres|kysely|relation "|no such table|syntax error|constraint/i,
    /node_modules|\/work\/|\/tmp\/|\/home\/|\/usr\/|[A-Z]:\\/,
    /\.(ts|js|mjs|cjs)\b/,
    /FST_ERR|Error:|TypeError|SyntaxError/,
  ]) {
    expect(text, `${what}: ${leak}`).not.toMatch(leak);
  }
  expect(text, what).not.toContain(dataDir);
}

describe("response headers and error bodies of every kind of answer", () => {
  let t: TestApp;
  let distDir: string;
  const auth: Record<string, Headers> = {};
  let ticketId: number;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
    await fs.mkdir(path.join(distDir, "assets"));
    await fs.writeFile(
      path.join(distDir, "index.html"),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    await fs.writeFile(path.join(distDir, "assets", "index-abc123.js"), "console.log('portal');\n");
    t = await buildTestApp({ WEB_DIST_DIR: distDir, LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: {
        employee1: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2, administrator: 1 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
    ticketId = await insertTicketRow(t.db, {
      employeeId: ids.employee1 as number,
      status: 1,
      now: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const headersOf = (account: string): Headers => auth[account] ?? {};
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: "GET", url, headers });
  const upload = (url: string, headers: Headers, parts: FormPart[]) => {
    const body = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const file = (name: string, filename: string, content: Buffer): FormPart => ({
    name,
    filename,
    contentType: "application/octet-stream",
    content,
  });

  it("lets the page connect to its own origin only: its WebSocket origin, never any host", async () => {
    const connections = directivesOf(await get("/")).get("connect-src");
    expect(connections).toEqual(["'self'", `ws://${new URL(t.config.publicUrl).host}`]);
    const https = await buildTestApp({ PUBLIC_URL: "https://portal.example.co.jp" });
    try {
      const page = await https.app.inject({ method: "GET", url: "/api/health" });
      expect(directivesOf(page).get("connect-src")).toEqual(["'self'", "wss://portal.example.co.jp"]);
    } finally {
      await https.close();
    }
  });

  it("serves the web app's page and assets under the app's strict policy", async () => {
    for (const url of ["/", "/commuting-ticket/ticket/1", "/help/portal/sign-in/1?lang=ja"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.body, url).not.toMatch(/<base\b/i);
      expectProtected(page, url);
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expectProtected(asset, "asset");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers API JSON, public or signed in, never stored", async () => {
    for (const [url, headers] of [
      ["/api/health", {}],
      ["/api/config/client", {}],
      ["/api/employee/profile", headersOf("employee1")],
      ["/api/notifications", headersOf("employee1")],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBeLessThan(300);
      expectProtected(response, url);
      expectNotStored(response, url);
    }
  });

  it("answers every refusal as { message, errors } in the user's language, never stored, telling nothing internal", async () => {
    const big = JSON.stringify({ userId: "x".repeat(2 * 1024 * 1024), password: "p" });
    const cases: [what: string, status: number, request: Call][] = [
      ["validation", 400, { method: "POST", url: "/api/login", payload: { userId: 1 } }],
      [
        "malformed JSON",
        400,
        {
          method: "POST",
          url: "/api/login",
          payload: '{"userId":',
          headers: { "content-type": "application/json" },
        },
      ],
      [
        "empty JSON",
        400,
        { method: "POST", url: "/api/login", payload: "", headers: { "content-type": "application/json" } },
      ],
      ["permission denied", 401, { method: "GET", url: "/api/campaigns", headers: headersOf("employee1") }],
      ["signed out", 403, { method: "GET", url: "/api/employee/profile" }],
      [
        "bad token",
        403,
        { method: "GET", url: "/api/employee/profile", headers: { authorization: "Bearer x.y.z" } },
      ],
      ["unknown route", 404, { method: "GET", url: "/api/no-such-call" }],
      ["unknown route, POST", 404, { method: "POST", url: "/api/no-such-call", payload: {} }],
      ["unknown method", 404, { method: "DELETE", url: "/api/health" }],
      [
        "unknown object",
        404,
        { method: "GET", url: "/api/campaign/999999", headers: headersOf("employee1") },
      ],
      [
        "unknown ticket file",
        404,
        {
          method: "GET",
          url: `/api/commutationTicket/download/${ticketId}/999999`,
          headers: headersOf("employee1"),
        },
      ],
      [
        "too large",
        413,
        { method: "POST", url: "/api/login", payload: big, headers: { "content-type": "application/json" } },
      ],
      [
        "content type",
        415,
        {
          method: "POST",
          url: "/api/login",
          payload: "userId=a",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
      ],
      [
        "content type, text",
        415,
        { method: "POST", url: "/api/login", payload: "hello", headers: { "content-type": "text/xml" } },
      ],
    ];
    for (const [what, status, request] of cases) {
      for (const language of ["en", "ja"] as const) {
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, "accept-language": language },
        });
        const label = `${what} (${language})`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect(response.headers["content-type"], label).toMatch(/^application\/json/);
        expectProtected(response, label);
        expectNotStored(response, label);
        expectCleanErrorBody(response, label, t.config.dataDir);
        const { message } = response.json<{ message: string }>();
        expect(message.length, label).toBeGreaterThan(0);
        // Japanese text in Japanese, none in English.
        expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(message), `${label}: ${message}`).toBe(language === "ja");
      }
    }
    const messageOf = async (what: string) => {
      const request = cases.find(([name]) => name === what)?.[2] as Call;
      return (await t.app.inject(request)).json<{ message: string }>().message;
    };
    expect(await messageOf("too large")).toBe("The request is too large.");
    expect(await messageOf("malformed JSON")).toBe("The request content is not valid JSON.");
    expect(await messageOf("content type")).toBe("This type of request content is not accepted.");
  });

  it("serves every file download as a no-store attachment with a safe name and a sandboxing policy", async () => {
    const downloads: [string, Response][] = [];

    // Ticket evidence: by the bearer token and by a presigned link.
    const evidence = await upload(`/api/commutationTicket/${ticketId}/evidence`, headersOf("employee1"), [
      file("file", "定期券 receipt.pdf", pdfBytes),
    ]);
    expect(evidence.statusCode, evidence.body).toBe(200);
    const evidenceId = evidence.json<{ id: number }>().id;
    downloads.push([
      "ticket evidence",
      await get(`/api/commutationTicket/download/${ticketId}/${evidenceId}`, headersOf("employee1")),
    ]);
    const presigned = await t.app.inject({
      method: "POST",
      url: "/api/commutationTicket/presignURL",
      headers: headersOf("employee1"),
      payload: { evidenceId },
    });
    downloads.push(["ticket evidence link", await get(presigned.json<{ url: string }>().url)]);

    // A change request's evidence.
    const request = await t.app.inject({
      method: "POST",
      url: "/api/employeeChange/requests",
      headers: headersOf("employee1"),
      payload: {
        fields: { visaKind: "Engineer/Specialist in Humanities" },
        effectiveDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    const requestId = request.json<ChangeRequest>().id;
    const changed = await upload(
      `/api/employeeChange/requests/${requestId}/evidences`,
      headersOf("employee1"),
      [file("evidences", "residence card.pdf", pdfBytes)],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const changeEvidenceId = changed.json<ChangeRequest>().evidences[0]?.id;
    downloads.push([
      "change request evidence",
      await get(`/api/employeeChange/requests/${requestId}/evidences/${changeEvidenceId}`, headersOf("hr1")),
    ]);

    // An education certificate, behind its signed link.
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/employee/add-education-request",
      headers: headersOf("employee1"),
      payload: {
        schoolName: "Hanoi University of Science and Technology",
        literacy: "bachelor",
        specialized: "Computer Science",
        graduationYear: 2015,
        graduationRating: "Good",
        status: "graduated",
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const educationRequestId = asked.json<ChangeRequest>().id;
    const certificate = await upload("/api/employee/upload-education-certficates", headersOf("employee1"), [
      { name: "requestId", content: String(educationRequestId) },
      file("evidences", "diploma.pdf", pdfBytes),
    ]);
    expect(certificate.statusCode, certificate.body).toBe(200);
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${educationRequestId}/approve`,
      headers: headersOf("hr1"),
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [education] = (await get("/api/employee/get-education", headersOf("employee1"))).json<
      Education[]
    >();
    const link = await get(
      `/api/employee/${education?.id}/education-presign-url?evidenceId=${education?.evidences[0]?.id}`,
      headersOf("employee1"),
    );
    downloads.push(["education certificate", await get(link.json<{ url: string }>().url)]);

    // Exports: the sign-in audit (CSV) and the tickets (CSV, Excel).
    downloads.push(["sign-in audit", await get("/api/audit/sign-ins/export", headersOf("hr1"))]);
    downloads.push(["ticket export", await get("/api/commutationTicket/export", headersOf("hr1"))]);
    downloads.push([
      "ticket workbook",
      await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/exportAF",
        headers: headersOf("hr1"),
        payload: {},
      }),
    ]);

    for (const [what, response] of downloads) {
      expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(200);
      expectProtected(response, what);
      expectNotStored(response, what);
      const disposition = String(response.headers["content-disposition"]);
      expect(disposition, what).toMatch(
        /^attachment; filename="[\x20-\x7e]+"(; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+)?$/,
      );
      expect(disposition, what).not.toMatch(/[\r\n]/);
    }
    const [, ticketFile] = downloads[0] as [string, Response];
    expect(ticketFile.headers["content-disposition"]).toBe(
      `attachment; filename="___ receipt.pdf"; filename*=UTF-8''%E5%AE%9A%E6%9C%9F%E5%88%B8%20receipt.pdf`,
    );
    expect(ticketFile.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it("serves public images inline and sandboxed, cached for good under names never reused", async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#369" } })
      .png()
      .toBuffer();
    const images: [string, Response, string][] = [];

    const banner = await upload("/api/campaigns/images", headersOf("hr1"), [file("file", "banner.png", png)]);
    expect(banner.statusCode, banner.body).toBe(200);
    images.push(["campaign banner", await get(banner.json<{ url: string }>().url), "public"]);

    const help = await upload("/api/markdown/images", headersOf("hr1"), [file("file", "step.png", png)]);
    expect(help.statusCode, help.body).toBe(200);
    images.push(["help image", await get(help.json<{ url: string }>().url), "public"]);

    const avatar = await upload("/api/employeeAvatar/uploadAvatar", headersOf("employee1"), [
      file("file", "me.png", png),
    ]);
    expect(avatar.statusCode, avatar.body).toBe(200);
    expectNotStored(avatar, "avatar upload");
    images.push(["profile photo", await get(avatar.body), "private"]);

    for (const [what, response, scope] of images) {
      expect(response.statusCode, what).toBe(200);
      expect(response.headers["content-type"], what).toMatch(/^image\/(png|jpeg|webp)$/);
      expect(response.headers["content-disposition"], what).toBe("inline");
      expectProtected(response, what);
      const policy = directivesOf(response);
      expect(policy.get("default-src"), what).toEqual(["'none'"]);
      expect(policy.get("sandbox"), what).toEqual([]);
      expect(response.headers["cache-control"], what).toBe(`${scope}, max-age=31536000, immutable`);
    }

    // A missing image is an error like any other: not kept.
    const missing = await get(`/api/campaigns/images/${"0".repeat(32)}.png`);
    expect(missing.statusCode).toBe(404);
    expectNotStored(missing, "missing image");
    expectProtected(missing, "missing image");
  });

  it("answers a failure of the database with a 500 that says nothing of it", async () => {
    const broken = await buildTestApp();
    try {
      await sql`drop table campaigns`.execute(broken.db);
      const { ids } = await createTicketCompany(broken, {
        departments: { d: { leader: "boss" } },
        people: { boss: { department: "d", roles: { sms: 2 } } },
      });
      expect(ids.boss).toBeGreaterThan(0);
      const headers = (await signIn(broken, "boss")).headers;
      for (const [url, language] of [
        ["/api/campaign", "en"],
        ["/api/campaigns", "ja"],
        ["/api/campaign/1", "en"],
      ] as const) {
        const response = await broken.app.inject({
          method: "GET",
          url,
          headers: { ...headers, "accept-language": language },
        });
        expect(response.statusCode, url).toBe(500);
        expectProtected(response, url);
        expectNotStored(response, url);
        expectCleanErrorBody(response, url, broken.config.dataDir);
        expect(response.json(), url).toEqual({
          message:
            language === "ja"
              ? "予期しないエラーが発生しました。しばらくしてから再度お試しください。"
              : "An unexpected error occurred. Please try again later.",
          errors: [],
        });
      }
    } finally {
      await broken.close();
    }
  });
});
