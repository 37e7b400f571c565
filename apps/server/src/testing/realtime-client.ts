import { type HubName, Hubs, realtimePath } from "@portal/contract/realtime/realtime.constants";
import { io, type Socket } from "socket.io-client";

const openSockets = new Set<Socket>();

/** A Socket.IO client on one hub, passing the token as the spec's clients do (a function). */
export function hubClient(baseUrl: string, hub: HubName, token: string | undefined): Socket {
  const socket = io(`${baseUrl}${Hubs[hub]}`, {
    path: realtimePath,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    auth: (cb) => cb(token === undefined ? {} : { token }),
  });
  openSockets.add(socket);
  return socket;
}

/** Connects and waits for the handshake; rejects with the server's refusal message. */
export function connectHub(baseUrl: string, hub: HubName, token: string | undefined): Promise<Socket> {
  const socket = hubClient(baseUrl, hub, token);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => reject(error));
  });
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
