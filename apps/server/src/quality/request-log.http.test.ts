import type { RouteDefinition } from "@portal/contract/common/route";
import { routes } from "@portal/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { createFakeClock } from "../testing/fake-clock";
import {
  avatarOf,
  certificateLinkOf,
  educationOf,
  evidenceLinkOf,
  ticketEvidenceOf,
  ticketOf,
} from "../testing/quality/permission-objects";
import { createKit, type Kit } from "../testing/quality/permission-world";

// A signed link is a credential until it expires: whoever reads the request log must not be able
// to open it (docs/decisions/027). The route table names the parts of a URL that grant access
// (`credentials`), and the log replaces them.

/** Public routes whose parameters are plain public names, not credentials (reviewed one by one). */
const publicNames = new Set(["campaign.image", "help.image"]);

const routeTable = Object.entries(routes).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, RouteDefinition>).map(([call, route]) => ({
    name: `${group}.${call}`,
    route,
  })),
);

describe("the request log", () => {
  let t: TestApp;
  let kit: Kit;
  const lines: string[] = [];
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      { clock, logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } },
    );
    kit = await createKit(t, clock);
  });
  afterAll(() => t.close());

  /** What the log says of the calls to URLs starting with `prefix`. */
  const loggedUrls = (prefix: string) =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .map((entry) => entry.req?.url)
      .filter((url): url is string => url?.startsWith(prefix) === true);

  it("writes one line per request, when it is answered, with its status and time", async () => {
    const before = lines.length;
    await t.app.inject({ method: "GET", url: "/api/health?probe=one-line" });
    const written = lines.slice(before).map((line) => JSON.parse(line));
    expect(written).toEqual([
      expect.objectContaining({
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", url: "/api/health?probe=one-line" }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("has every public route with path or query parameters say which of them are credentials", () => {
    const unsaid = routeTable
      .filter(({ route }) => route.access === "public" && (route.path.includes(":") || route.querystring))
      .filter(({ name, route }) => route.credentials === undefined && !publicNames.has(name))
      .map(({ name }) => name);
    expect(unsaid).toEqual([]);
  });

  it("logs the calls of signed links without their token, signature or version", async () => {
    const cast = await kit.cast();
    const owner = cast.people.owner;
    const ticket = await ticketOf(kit, owner);
    const evidence = await evidenceLinkOf(kit, owner, await ticketEvidenceOf(kit, owner, ticket.id));
    const education = await educationOf(kit, cast, owner);
    const certificate = await certificateLinkOf(kit, owner, education.id, education.certificateId);
    const avatar = await avatarOf(kit, owner);
    const links = [
      { url: evidence, secret: evidence.split("/").at(-1) ?? "" },
      { url: certificate, secret: new URL(certificate, "http://portal").searchParams.get("signature") ?? "" },
      { url: avatar, secret: avatar.split("/").at(-1)?.split("?")[0] ?? "" },
    ];
    for (const { url, secret } of links) {
      expect(secret.length, url).toBeGreaterThan(8);
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      const prefix = url.slice(0, url.lastIndexOf("/") + 1);
      const logged = loggedUrls(prefix);
      expect(logged.length, url).toBeGreaterThan(0);
      for (const line of logged) expect(line, url).toContain("[redacted]");
      expect(lines.join("\n"), url).not.toContain(secret);
    }
  });

  it("keeps a signature out of the log on any call, known to the route table or not", async () => {
    await t.app.inject({ method: "GET", url: "/api/no-such-call?signature=c2VjcmV0LXNpZ25hdHVyZQ&page=2" });
    expect(loggedUrls("/api/no-such-call")).toContain("/api/no-such-call?signature=[redacted]&page=2");
    expect(lines.join("\n")).not.toContain("c2VjcmV0LXNpZ25hdHVyZQ");
    await t.app.inject({ method: "GET", url: "/api/no-such-call?%E0%A4%A=1&Token=dG9rZW4tc2VjcmV0" });
    expect(loggedUrls("/api/no-such-call")).toContain("/api/no-such-call?%E0%A4%A=1&Token=[redacted]");
  });
});
