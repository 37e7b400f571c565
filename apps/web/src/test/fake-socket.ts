import { vi } from "vitest";

type Listener = (...args: unknown[]) => void;

/** Every socket the mocked `io` made, oldest first (cleared after each test). */
export const fakeSockets: FakeSocket[] = [];

/**
 * A stand-in for a Socket.IO client socket. The test plays the server: it accepts or refuses the
 * handshake, drops the connection, pushes events and decides how invocations are answered.
 */
export class FakeSocket {
  connected = false;
  /** Socket.IO's "active": connecting or reconnecting by itself. */
  active = false;
  id: string | undefined;
  connectCalls = 0;
  disconnectCalls = 0;
  /** What the client sent: events with their arguments (acknowledgement callbacks left out). */
  readonly sent: { event: string; args: unknown[] }[] = [];
  /** The acknowledgement of each invocation; one without an answer times out. */
  readonly replies = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The socket's Manager: its options (the engine handshake's query) and its reconnect events. */
  readonly io = {
    opts: {} as { query?: Record<string, string> },
    listeners: new Map<string, Listener>(),
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
      return this;
    },
  };

  constructor(
    readonly namespace: string,
    readonly options: Record<string, unknown>,
  ) {}

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    const wasConnected = this.connected;
    this.connected = false;
    this.active = false;
    if (wasConnected) this.fire("disconnect", "io client disconnect");
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.sent.push({ event, args: args.filter((arg) => typeof arg !== "function") });
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, ...args: unknown[]): Promise<unknown> => {
        this.sent.push({ event, args });
        if (!this.connected || !this.replies.has(event)) {
          return Promise.reject(new Error("operation has timed out"));
        }
        return Promise.resolve(this.replies.get(event));
      },
    };
  }

  /** The server accepts the handshake. */
  accept(id = `${this.namespace}#1`): void {
    this.connected = true;
    this.active = true;
    this.id = id;
    this.fire("connect");
  }

  /** The connection is lost; Socket.IO keeps trying by itself. */
  drop(reason = "transport close"): void {
    this.connected = false;
    this.fire("disconnect", reason);
  }

  /** The server refuses the handshake with a message (SESSION_EXPIRED, ...). */
  refuse(message: string): void {
    this.connected = false;
    this.fire("connect_error", new Error(message));
  }

  /** The engine refuses the handshake over long-polling: 403 with its `{ code, message }` body. */
  refuseAtEngine(message: string): void {
    this.connected = false;
    const error = Object.assign(new Error("xhr poll error"), {
      type: "TransportError",
      description: 403,
      context: { responseText: JSON.stringify({ code: 4, message }) },
    });
    this.fire("connect_error", error);
  }

  /** Socket.IO is about to try reconnecting by itself. */
  reconnectAttempt(): void {
    this.io.listeners.get("reconnect_attempt")?.();
  }

  /** A push from the server. */
  push(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  /** What the auth callback hands the server. */
  authPayload(): unknown {
    let payload: unknown;
    const auth = this.options.auth as ((callback: (data: object) => void) => void) | undefined;
    auth?.((data) => {
      payload = data;
    });
    return payload;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** The mocked `io(namespace, options)`. */
export function fakeIo(namespace: string, options: Record<string, unknown> = {}): FakeSocket {
  const socket = new FakeSocket(namespace, options);
  fakeSockets.push(socket);
  return socket;
}

/**
 * The `io` of the mocked socket.io-client: one function for all the test files a worker runs, so
 * a module imported by an earlier file and the test importing it now call the same one.
 */
export const fakeIoMock = vi.fn(fakeIo);

/** The latest socket made for a namespace. */
export function fakeSocketOf(namespace: string): FakeSocket {
  const socket = fakeSockets.findLast((candidate) => candidate.namespace === namespace);
  if (!socket) throw new Error(`No socket was made for ${namespace}`);
  return socket;
}
