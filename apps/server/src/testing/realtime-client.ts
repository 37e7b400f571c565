import {
  type HubName,
  Hubs,
  handshakeTokenParameter,
  realtimePath,
} from "@portal/contract/realtime/realtime.constants";
import { io, type Socket } from "socket.io-client";

const openSockets = new Set<Socket>();

/**
 * A Socket.IO client on one hub, passing the token as the web does: in the engine handshake's
 * query and, for the hub, as the spec's clients do (a function). `engineToken` overrides the first.
 */
export function hubClient(
  baseUrl: string,
  hub: HubName | "default",
  token: string | undefined,
  options: { engineToken?: string; headers?: Record<string, string>; authOnly?: boolean } = {},
): Socket {
  // authOnly: the token only with the hub's handshake (`auth: { token }`), as the mobile app sends it.
  const engineToken = options.authOnly ? undefined : (options.engineToken ?? token);
  const socket = io(`${baseUrl}${hub === "default" ? "/" : Hubs[hub]}`, {
    path: realtimePath,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    ...(engineToken !== undefined && { query: { [handshakeTokenParameter]: engineToken } }),
    ...(options.headers && { extraHeaders: options.headers }),
    auth: (cb) => cb(token === undefined ? {} : { token }),
  });
  openSockets.add(socket);
  return socket;
}

/**
 * Connects and waits for the handshake; rejects with the server's refusal message: the hub's, or,
 * when the engine refused the WebSocket (its message does not reach a WebSocket client), the one
 * the engine answers the same handshake over long-polling.
 */
export function connectHub(
  baseUrl: string,
  hub: HubName | "default",
  token: string | undefined,
  options: { engineToken?: string; headers?: Record<string, string>; authOnly?: boolean } = {},
): Promise<Socket> {
  const socket = hubClient(baseUrl, hub, token, options);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      if ((error as { type?: string }).type !== "TransportError") return reject(error);
      const engineToken = options.engineToken ?? token;
      engineHandshake(baseUrl, { token: engineToken, headers: options.headers }).then(
        ({ status, body }) =>
          reject(status === 403 ? new Error((JSON.parse(body) as { message: string }).message) : error),
        () => reject(error),
      );
    });
  });
}

/**
 * The engine's answer to a handshake (long-polling, the first request any client makes), before
 * any namespace: 200 opens an engine session, a refusal is 403 `{ code, message }`.
 */
export async function engineHandshake(
  baseUrl: string,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const query = new URLSearchParams({ EIO: "4", transport: "polling" });
  if (options.token !== undefined) query.set(handshakeTokenParameter, options.token);
  const response = await fetch(`${baseUrl}${realtimePath}/?${query}`, { headers: options.headers });
  return { status: response.status, body: await response.text() };
}

/** The next occurrence of an event (its first argument), or a timeout error. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

/** Collects every occurrence of an event, to assert later that something did not arrive. */
export function recordEvents<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

export function closeAllHubClients(): void {
  for (const socket of openSockets) socket.disconnect();
  openSockets.clear();
}
