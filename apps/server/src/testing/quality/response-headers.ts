import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildTestApp, type TestApp } from "../build-test-app";
import { cspDirectives } from "../csp";
import { signIn } from "../sign-in";
import { createTicketCompany } from "../ticket-company";
import { insertTicketRow } from "../ticket-rows";
import { type FormPart, multipartPayload } from "../upload";

/** What the header suites check of every answer, and the app they call: built web pages, a company. */

type Headers = Record<string, string>;
type Response = LightMyRequestResponse;

/** A Content-Security-Policy header as directive name -> its sources. */
export function directivesOf(response: Response): Map<string, string[]> {
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

/** A strict policy, nosniff and a strict referrer policy. */
export function expectProtected(response: Response, what: string) {
  expectStrictPolicy(response, what);
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(strictReferrerPolicies, what).toContain(response.headers["referrer-policy"]);
}

export function expectNotStored(response: Response, what: string) {
  expect(String(response.headers["cache-control"]), what).toMatch(/\bno-store\b/);
}

/** Nothing of the server's insides: stack frames, SQL and its errors, file system paths. */
export function expectCleanErrorBody(response: Response, what: string, dataDir: string) {
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

export interface HeadersApp {
  readonly t: TestApp;
  /** A ticket of employee1's. */
  readonly ticketId: number;
  /** The signed-in headers of employee1, leader1 or hr1 (HR and administrator). */
  headersOf(account: string): Headers;
  get(url: string, headers?: Headers): Promise<Response>;
  upload(url: string, headers: Headers, parts: FormPart[]): Promise<Response>;
  file(name: string, filename: string, content: Buffer): FormPart;
}

/**
 * Builds the app, serving a built web app (a page and a hashed asset), and its company before the
 * suite's tests (in the describe block that calls it); closes it after them.
 */
export function useHeadersApp(): HeadersApp {
  let app: TestApp | undefined;
  let distDir: string | undefined;
  let ticket: number | undefined;
  const auth: Record<string, Headers> = {};
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the headers app is not set up yet");
    return value;
  };

  beforeAll(async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), "portal-dist-"));
    distDir = dist;
    await fs.mkdir(path.join(dist, "assets"));
    await fs.writeFile(
      path.join(dist, "index.html"),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    await fs.writeFile(path.join(dist, "assets", "index-abc123.js"), "console.log('portal');\n");
    const t = await buildTestApp({ WEB_DIST_DIR: dist, LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    app = t;
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: {
        employee1: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2, administrator: 1 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
    ticket = await insertTicketRow(t.db, {
      employeeId: ids.employee1 as number,
      status: 1,
      now: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await app?.close();
    if (distDir) await fs.rm(distDir, { recursive: true, force: true });
  });

  return {
    get t() {
      return ready(app);
    },
    get ticketId() {
      return ready(ticket);
    },
    headersOf: (account) => auth[account] ?? {},
    get: (url, headers = {}) => ready(app).app.inject({ method: "GET", url, headers }),
    upload: (url, headers, parts) => {
      const body = multipartPayload(parts);
      return ready(app).app.inject({
        method: "POST",
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    file: (name, filename, content) => ({ name, filename, contentType: "application/octet-stream", content }),
  };
}
