import { buildPath, type RouteDefinition } from "@portal/contract/common/route";
import { routes } from "@portal/contract/routes";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { createFakeClock } from "../testing/fake-clock";
import { type Actor, actors } from "../testing/quality/permission-actors";
import { permissionPolicy } from "../testing/quality/permission-policy";
import {
  decidesOnOwnersObjects,
  type decidingOwner,
  type Expected,
  type PolicyRequest,
  type PolicyRow,
  type Scene,
} from "../testing/quality/permission-types";
import { createKit, type Kit, type Person } from "../testing/quality/permission-world";
import { multipartPayload } from "../testing/upload";

/** Every route of the contract's route table by its name (group.call). */
const routeTable = new Map(
  Object.entries(routes).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, RouteDefinition>).map(([call, route]) => [
      `${group}.${call}`,
      route,
    ]),
  ),
);

/**
 * The private profile values of others an answer carries: nobody but the person and HR may receive
 * one (decision 023), whatever the route, so every row checks every answer for them.
 */
function othersPrivateValuesIn(body: string, actor: Actor, caller: Person, people: Person[]): string[] {
  if (actor === "hr") return [];
  return people
    .filter((person) => person.id !== caller.id)
    .flatMap((person) => person.privateValues.filter((value) => body.includes(value)))
    .map((value) => `${actor}: ${value}`);
}

/** A row makes up to some thirty calls: a busy machine must not fail it on time. */
const rowTimeoutMs = 30_000;

/** A 2xx where any 2xx will do reads "ok"; anything else is the status itself. */
const outcome = (status: number, expected: Expected): Expected | number =>
  expected === "ok" && status >= 200 && status < 300 ? "ok" : status;

describe("the permission matrix", () => {
  let t: TestApp;
  let kit: Kit;
  // Late November 2026 in Japan: the tickets' start of 2026-12-01 may be asked for.
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "100000" }, { clock });
    kit = await createKit(t, clock);
  }, rowTimeoutMs);
  afterEach(() => kit.retire());
  afterAll(() => t.close());

  function urlOf(route: RouteDefinition, request: PolicyRequest): string {
    if (request.url) {
      const pattern = new RegExp(`^${route.path.replace(/:\w+/g, "[^/?]+")}(\\?.*)?$`);
      if (!pattern.test(request.url)) throw new Error(`${request.url} is not a URL of ${route.path}`);
      return request.url;
    }
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    return `${buildPath(route.path, request.params)}${query ? `?${query}` : ""}`;
  }

  async function send(route: RouteDefinition, request: PolicyRequest, actor: Actor, caller: Person) {
    const headers: Record<string, string> = { ...request.headers };
    if (actor === "expired") headers.authorization = `Bearer ${await kit.expiredToken(caller)}`;
    else if (actor !== "signedOut") {
      headers.authorization = request.token ? `Bearer ${request.token}` : caller.headers.authorization;
    }
    let payload: string | Buffer | object | undefined;
    if (request.multipart) {
      const body = multipartPayload(request.multipart);
      Object.assign(headers, body.headers);
      payload = body.payload;
    } else if (request.body !== undefined) {
      payload = request.body as object;
    }
    return t.app.inject({
      method: route.method,
      url: urlOf(route, request),
      headers,
      ...(payload !== undefined && { payload }),
    });
  }

  /**
   * Calls the row's route as every actor. The setup runs first, and again before the next
   * signed-in actor once a call that writes has succeeded (or before each, renew "perActor").
   */
  async function run(route: RouteDefinition, row: PolicyRow) {
    const cast = await kit.cast();
    const personOf = (actor: Actor, owner: Person): Person =>
      actor === "signedOut" || actor === "expired" || actor === "owner" ? owner : cast.people[actor];
    const setup = (caller: Person): Promise<Scene> =>
      row.setup ? row.setup({ kit, cast, caller }) : Promise.resolve({});
    let scene = await setup(cast.people.owner);
    let isStale = false;
    const actual = {} as Record<Actor | typeof decidingOwner, Expected | number>;
    const bodies: string[] = [];
    const leaks: string[] = [];
    for (const actor of actors) {
      const isSignedIn = actor !== "signedOut" && actor !== "expired";
      if (isSignedIn && (isStale || (row.renew === "perActor" && actor !== "owner"))) {
        scene = await setup(personOf(actor, cast.people.owner));
        isStale = false;
      }
      const owner = scene.owner ?? cast.people.owner;
      const caller = personOf(actor, owner);
      const response = await send(route, row.request(scene, { caller, owner, cast, kit }), actor, caller);
      leaks.push(
        ...othersPrivateValuesIn(response.body, actor, caller, [...Object.values(cast.people), owner]),
      );
      const isSuccess = response.statusCode >= 200 && response.statusCode < 300;
      if (isSuccess && route.method !== "GET" && row.renew !== "never") isStale = true;
      actual[actor] = outcome(response.statusCode, row.expect[actor]);
      if (actual[actor] !== row.expect[actor])
        bodies.push(`${actor}: ${response.statusCode} ${response.body}`);
    }
    const ownDecision = row.expect.decidingOwner;
    if (ownDecision !== undefined) {
      const result = await runAsDecidingOwner(route, row, ownDecision);
      actual.decidingOwner = result.actual;
      if (result.body) bodies.push(`decidingOwner: ${result.body}`);
    }
    return { actual, bodies, leaks };
  }

  /**
   * Calls the row's route as the owner holding the deciding roles, on their own objects: the
   * setup runs in a company where the owner (and any owner it adds) holds them.
   */
  async function runAsDecidingOwner(route: RouteDefinition, row: PolicyRow, expected: Expected) {
    const cast = await kit.cast({ hasDecidingOwner: true });
    const scene: Scene = row.setup ? await row.setup({ kit, cast, caller: cast.people.owner }) : {};
    const owner = scene.owner ?? cast.people.owner;
    const response = await send(
      route,
      row.request(scene, { caller: owner, owner, cast, kit }),
      "owner",
      owner,
    );
    const actual = outcome(response.statusCode, expected);
    return { actual, body: actual === expected ? undefined : `${response.statusCode} ${response.body}` };
  }

  it("has a row for every route of the route table, and none for a route it lacks", () => {
    const named = Object.keys(permissionPolicy);
    const missing = [...routeTable.keys()].filter((name) => !named.includes(name));
    const unknown = named.filter((name) => !routeTable.has(name));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it("says what the owner holding the deciding role gets wherever a decider is granted what the owner is refused", () => {
    const unsaid = Object.entries(permissionPolicy).flatMap(([name, rows]) =>
      ([rows].flat() as PolicyRow[])
        .filter((row) => decidesOnOwnersObjects(row) && row.expect.decidingOwner === undefined)
        .map((row) => `${name}${row.state ? ` (${row.state})` : ""}`),
    );
    expect(unsaid).toEqual([]);
  });

  for (const [name, rows] of Object.entries(permissionPolicy)) {
    for (const row of [rows].flat() as PolicyRow[]) {
      it(
        `${name}${row.state ? ` (${row.state})` : ""}`,
        async () => {
          const route = routeTable.get(name);
          if (!route) throw new Error(`${name} is not in the route table`);
          const { actual, bodies, leaks } = await run(route, row);
          expect(actual, bodies.join("\n")).toEqual(row.expect);
          expect(leaks, "private profile values answered to someone else").toEqual([]);
        },
        rowTimeoutMs,
      );
    }
  }
});
