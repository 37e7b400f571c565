import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app";
import {
  directivesOf,
  expectCleanErrorBody,
  expectNotStored,
  expectProtected,
  useHeadersApp,
} from "../testing/quality/response-headers";
import { signIn } from "../testing/sign-in";
import { createTicketCompany } from "../testing/ticket-company";

// The web app's pages and assets, the API's JSON and every refusal or failure carry the same
// protections (docs/decisions/027): a strict Content-Security-Policy whose connect-src names the
// portal's own origins only, nosniff, a referrer policy; /api is never stored; error bodies are
// `{ message, errors }` in the user's language and tell nothing internal.

type Headers = Record<string, string>;
interface Call {
  method: "GET" | "POST" | "DELETE";
  url: string;
  payload?: string | object;
  headers?: Headers;
}

describe("response headers and error bodies of pages, API answers and refusals", () => {
  const suite = useHeadersApp();
  const { get, headersOf } = suite;

  it("lets the page connect to its own origin only: its WebSocket origin, never any host", async () => {
    const connections = directivesOf(await get("/")).get("connect-src");
    expect(connections).toEqual(["'self'", `ws://${new URL(suite.t.config.publicUrl).host}`]);
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
          url: `/api/commutationTicket/download/${suite.ticketId}/999999`,
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
        const response = await suite.t.app.inject({
          ...request,
          headers: { ...request.headers, "accept-language": language },
        });
        const label = `${what} (${language})`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect(response.headers["content-type"], label).toMatch(/^application\/json/);
        expectProtected(response, label);
        expectNotStored(response, label);
        expectCleanErrorBody(response, label, suite.t.config.dataDir);
        const { message } = response.json<{ message: string }>();
        expect(message.length, label).toBeGreaterThan(0);
        // Japanese text in Japanese, none in English.
        expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(message), `${label}: ${message}`).toBe(language === "ja");
      }
    }
    const messageOf = async (what: string) => {
      const request = cases.find(([name]) => name === what)?.[2] as Call;
      return (await suite.t.app.inject(request)).json<{ message: string }>().message;
    };
    expect(await messageOf("too large")).toBe("The request is too large.");
    expect(await messageOf("malformed JSON")).toBe("The request content is not valid JSON.");
    expect(await messageOf("content type")).toBe("This type of request content is not accepted.");
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
