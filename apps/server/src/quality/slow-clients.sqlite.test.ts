import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../db/seed/factories";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { closeAllHubClients, connectHub } from "../testing/realtime-client";
import { signIn } from "../testing/sign-in";

/**
 * Proof of quality, slow and greedy clients: a request that trickles in is cut off by the request
 * timeout, headers by the headers timeout, and one client address holds at most
 * MAX_CONNECTIONS_PER_ADDRESS connections; whatever route or hub it aims at, as all of this
 * happens before routing. Short timeouts through the settings keep it quick.
 */

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawConnection {
  socket: net.Socket;
  /** Resolves when the server has closed the connection: ms since it opened, and what it said. */
  closed: Promise<{ afterMs: number; received: string }>;
}

function openRaw(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const openedAt = Date.now();
    const socket = net.connect({ port, host: "127.0.0.1" });
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", () => undefined);
    const closed = new Promise<{ afterMs: number; received: string }>((done) =>
      socket.once("close", () => done({ afterMs: Date.now() - openedAt, received })),
    );
    socket.once("connect", () => resolve({ socket, closed }));
    socket.once("error", reject);
  });
}

/** Writes one byte every `everyMs` until the connection closes or `bytes` were sent. */
async function trickle(connection: RawConnection, text: string, everyMs: number): Promise<number> {
  let sent = 0;
  for (const char of text) {
    if (connection.socket.destroyed || connection.socket.writableEnded) break;
    connection.socket.write(char);
    sent += 1;
    await wait(everyMs);
  }
  return sent;
}

describe("slow clients", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT: "2s", HEADERS_TIMEOUT: "1s", IDLE_TIMEOUT: "30s" });
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(url).port);
  });
  afterAll(() => t.close());

  it("cuts off a request whose body trickles in, once the request timeout has passed", async () => {
    const connection = await openRaw(port);
    const body = JSON.stringify({ userId: "someone", password: "x".repeat(80) });
    connection.socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 250 ms would take 25 s; the server must not wait for it.
    const sent = trickle(connection, body, 250);
    const { afterMs, received } = await connection.closed;
    expect(afterMs).toBeLessThan(4_000);
    expect(await sent).toBeLessThan(body.length);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts off headers that trickle in, once the headers timeout has passed", async () => {
    const connection = await openRaw(port);
    const sent = trickle(
      connection,
      "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: abcdefghijklmnop\r\n\r\n",
      200,
    );
    const { afterMs } = await connection.closed;
    expect(afterMs).toBeLessThan(3_000);
    expect(await sent).toBeLessThan(20);
  });

  it("keeps a keep-alive connection that waits between requests, within its keep-alive time", async () => {
    const connection = await openRaw(port);
    const request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
    connection.socket.write(request);
    await wait(2_500);
    connection.socket.write(request);
    await wait(300);
    expect(connection.socket.destroyed).toBe(false);
    connection.socket.destroy();
  });
});

describe("connections per client address", () => {
  let t: TestApp;
  let url: string;
  let port: number;
  const cap = 3;

  beforeAll(async () => {
    t = await buildTestApp({ MAX_CONNECTIONS_PER_ADDRESS: String(cap), LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(url).port);
  });
  afterAll(() => t.close());

  it("closes a connection over the cap at once, and takes a new one when another has closed", async () => {
    const held = await Promise.all(Array.from({ length: cap }, () => openRaw(port)));
    const over = await openRaw(port);
    const { afterMs } = await over.closed;
    expect(afterMs).toBeLessThan(1_000);
    for (const connection of held) expect(connection.socket.destroyed).toBe(false);

    const first = held[0] as RawConnection;
    first.socket.destroy();
    await first.closed;
    await wait(50);
    const again = await openRaw(port);
    again.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await wait(300);
    expect(again.socket.destroyed).toBe(false);
    for (const connection of [...held, again]) connection.socket.destroy();
  });
});

describe("realtime connections per client address behind a trusted proxy", () => {
  let t: TestApp;
  let url: string;
  const cap = 2;

  beforeAll(async () => {
    t = await buildTestApp({
      MAX_CONNECTIONS_PER_ADDRESS: String(cap),
      TRUST_PROXY: "true",
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "alice", deptId: dept.id });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => closeAllHubClients());
  afterAll(() => t.close());

  it("counts sockets by the forwarded client address, not by the proxy's", async () => {
    const token = (await signIn(t, "alice")).body.access_token;
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    for (let i = 0; i < cap; i++) await connectHub(url, "employeeService", token, from("10.1.1.1"));
    await expect(connectHub(url, "mail", token, from("10.1.1.1"))).rejects.toThrow("TOO_MANY_CONNECTIONS");
    // Another client behind the same proxy is not held back.
    await expect(connectHub(url, "mail", token, from("10.1.1.2"))).resolves.toMatchObject({
      connected: true,
    });
  });

  it("caps the requests in progress by the forwarded client address, not by the proxy's", async () => {
    const port = Number(new URL(url).port);
    // Requests whose bodies never come: each holds its place until it ends.
    const slow = await Promise.all(
      Array.from({ length: cap }, async () => {
        const connection = await openRaw(port);
        connection.socket.write(
          "POST /api/login HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 10.2.2.1\r\n" +
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n",
        );
        return connection;
      }),
    );
    await wait(200);
    const health = (address: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-for": address, "accept-language": "ja" },
      });
    const refused = await health("10.2.2.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "お使いのアドレスから処理中のリクエストが多すぎます。しばらく待ってから再度お試しください。",
      errors: [],
    });
    expect((await health("10.2.2.2")).statusCode).toBe(200);

    const [first, ...others] = slow as [RawConnection, ...RawConnection[]];
    first.socket.destroy();
    await first.closed;
    await wait(50);
    expect((await health("10.2.2.1")).statusCode).toBe(200);
    for (const connection of others) connection.socket.destroy();
  });
});

describe("realtime connections under short timeouts", () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT: "1s", HEADERS_TIMEOUT: "1s", IDLE_TIMEOUT: "2s" });
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "alice", deptId: dept.id });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => closeAllHubClients());
  afterAll(() => t.close());

  it("keeps a WebSocket open past the request and idle timeouts: they are the HTTP side's", async () => {
    const socket = await connectHub(url, "employeeService", (await signIn(t, "alice")).body.access_token);
    await wait(3_500);
    expect(socket.connected).toBe(true);
    expect(await socket.emitWithAck("Connect")).toMatchObject({ ok: true, account: "alice" });
  });
});
