import { Hubs } from "@portal/contract/realtime/realtime.constants";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { closeAllHubClients, connectHub, engineHandshake, nextEvent } from "../../testing/realtime-client";
import { signIn } from "../../testing/sign-in";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hubs = Object.keys(Hubs) as (keyof typeof Hubs)[];

/**
 * Who may hold a realtime connection: the engine refuses a handshake without a live session's
 * token before any namespace (the default one included), and the sockets of an employee who is no
 * longer active are closed, however the status was changed.
 */
describe("realtime sessions", () => {
  let t: TestApp;
  let url: string;
  const ids: Record<string, number> = {};
  const tokenOf = async (account: string) => (await signIn(t, account)).body.access_token;
  const setStatus = (account: string, status: number) =>
    t.db.updateTable("employees").set({ status }).where("account", "=", account).execute();

  beforeAll(async () => {
    t = await buildTestApp({
      SESSION_CHECK_SECONDS: "1",
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
      REALTIME_JOIN_TIMEOUT: "1s",
    });
    const dept = await createDepartment(t.db);
    for (const account of ["alice", "bob", "carol", "dave", "erin"]) {
      ids[account] = (await createEmployee(t.db, { account, deptId: dept.id })).id;
    }
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => closeAllHubClients());
  afterAll(() => t.close());

  it("refuses at the engine, before any namespace, a handshake without a live session's token", async () => {
    const signedOut = await tokenOf("alice");
    await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${signedOut}` },
    });
    const ofInactive = await tokenOf("erin");
    await setStatus("erin", 1);
    const refused = { status: 403, body: JSON.stringify({ code: 4, message: "SESSION_EXPIRED" }) };
    for (const token of ["", "not-a-token", signedOut, ofInactive]) {
      expect(await engineHandshake(url, { token })).toEqual(refused);
      expect(await engineHandshake(url, { headers: { authorization: `Bearer ${token}` } })).toEqual(refused);
      for (const hub of [...hubs, "default" as const]) {
        await expect(connectHub(url, hub, token)).rejects.toThrow("SESSION_EXPIRED");
      }
    }
    const live = await tokenOf("bob");
    expect((await engineHandshake(url, { token: live })).status).toBe(200);
    expect((await engineHandshake(url, { headers: { authorization: `Bearer ${live}` } })).status).toBe(200);
  });

  it("admits a handshake that names no token only to join a hub with the spec's auth token, and closes it after the join window", async () => {
    // The spec's clients (the mobile app) send their token only with the hub's handshake.
    const live = await tokenOf("bob");
    const withAuthOnly = await connectHub(url, "employeeService", live, { authOnly: true });
    expect(withAuthOnly.connected).toBe(true);
    for (const hub of hubs) {
      await expect(connectHub(url, hub, undefined)).rejects.toThrow("SESSION_EXPIRED");
    }
    // An engine session that never joins a hub is closed once the join window (1 s here) has passed.
    const opened = await engineHandshake(url);
    expect(opened.status).toBe(200);
    const sid = (JSON.parse(opened.body.slice(1)) as { sid: string }).sid;
    await wait(1_500);
    const poll = () => fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    // The waiting poll carries the engine's close packet ("1", after a noop); then the session is unknown.
    expect((await (await poll()).text()).split("\u001e").at(-1)).toBe("1");
    expect((await poll()).status).toBe(400);
  });

  it("has no hub on the default namespace, and each hub checks its own token too", async () => {
    const live = await tokenOf("bob");
    await expect(connectHub(url, "default", live)).rejects.toThrow("Invalid namespace");
    await expect(connectHub(url, "employeeService", "forged", { engineToken: live })).rejects.toThrow(
      "SESSION_EXPIRED",
    );
  });

  it("closes every socket of an employee set inactive, on every hub, within the periodic check", async () => {
    const token = await tokenOf("carol");
    const sockets = await Promise.all(hubs.map((hub) => connectHub(url, hub, token)));
    const colleague = await connectHub(url, "employeeService", await tokenOf("bob"));
    const closed = Promise.all(sockets.map((socket) => nextEvent(socket, "disconnect", 2_500)));

    // Straight in the database, as an operator or a sync would: no event tells the portal.
    await setStatus("carol", 1);
    expect(await closed).toEqual(hubs.map(() => "io server disconnect"));
    await expect(connectHub(url, "employeeService", token)).rejects.toThrow("SESSION_EXPIRED");
    expect(colleague.connected).toBe(true);
  });

  it("closes them at once when a request of theirs finds them inactive", async () => {
    const token = await tokenOf("dave");
    const socket = await connectHub(url, "mail", token);
    await setStatus("dave", 1);
    const closed = nextEvent(socket, "disconnect", 600);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/notifications",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(await closed).toBe("io server disconnect");
  });

  it("lets an employee made active again connect again", async () => {
    await setStatus("carol", 1);
    await wait(1_200);
    await setStatus("carol", 0);
    const token = await tokenOf("carol");
    await expect(connectHub(url, "employeeService", token)).resolves.toMatchObject({ connected: true });
  });
});
