import {
  ConnectionState,
  HandshakeErrors,
  handshakeTokenParameter,
  RealtimeTimings,
  realtimePath,
} from "@portal/contract/realtime/realtime.constants";
import { io, type Socket } from "socket.io-client";

/** Each reconnect delay is the backoff ±50 %, so clients that lost the server do not return at once. */
export const reconnectJitter = 0.5;

/**
 * The engine's refusal of a handshake over long-polling: the message of its 403 body. (Over a
 * WebSocket a browser sees only a failed upgrade; Socket.IO then tries long-polling.)
 */
function engineRefusal(error: Error): string | undefined {
  const { description, context } = error as { description?: unknown; context?: { responseText?: unknown } };
  if (description !== 403 || typeof context?.responseText !== "string") return undefined;
  try {
    const body: unknown = JSON.parse(context.responseText);
    return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : undefined;
  } catch {
    return undefined;
  }
}

/** A successful acknowledgement with its fields. */
export type OkReply = { ok: true } & Record<string, unknown>;
/** An acknowledgement as the hubs send it: ok with its fields, or an error code. */
type AckReply = OkReply | { ok: false; error: string };

export interface HubConnectionOptions {
  /** The namespace, one of the contract's Hubs. */
  namespace: string;
  /** The token at the moment of each (re)connect, so a reconnect never sends a stale one. */
  getToken: () => string | null;
  onStateChange: (state: ConnectionState) => void;
  /** After each successful connect; `isReconnect` is false only for the first one. */
  onConnect?: (isReconnect: boolean) => void;
}

/**
 * One Socket.IO connection to a hub: WebSocket first, reconnection with backoff and jitter, its
 * state reported as Connected, Disconnected or Error. A handshake refused as SESSION_EXPIRED is
 * final: the state stays Error and nothing retries until the service is started again.
 */
export class HubConnection {
  readonly socket: Socket;
  private hasConnected = false;
  private isSessionExpired = false;
  private isStopped = false;

  constructor(private readonly options: HubConnectionOptions) {
    this.socket = io(options.namespace, {
      path: realtimePath,
      // WebSocket first; where a proxy refuses it, long-polling instead.
      transports: ["websocket", "polling"],
      tryAllTransports: true,
      autoConnect: false,
      // Its own connection per hub, so restarting one hub leaves the other alone.
      forceNew: true,
      reconnection: true,
      reconnectionDelay: RealtimeTimings.reconnectDelayMs,
      reconnectionDelayMax: RealtimeTimings.reconnectDelayMaxMs,
      randomizationFactor: reconnectJitter,
      auth: (callback) => callback({ token: options.getToken() ?? "" }),
    });
    this.socket.io.on("reconnect_attempt", () => this.sendCurrentToken());
    this.socket.on("connect", () => this.handleConnect());
    this.socket.on("disconnect", () => {
      if (!this.isSessionExpired) options.onStateChange(ConnectionState.disconnected);
    });
    this.socket.on("connect_error", (error) => this.handleConnectError(error));
  }

  get isConnected(): boolean {
    return this.socket.connected;
  }

  /** Whether a check may restart the connection: not signed out, not refused for good. */
  get canRestart(): boolean {
    return !this.isStopped && !this.isSessionExpired;
  }

  /** Whether Socket.IO is still trying to reach the hub by itself (its backoff is running). */
  get isReconnecting(): boolean {
    return !this.socket.connected && this.socket.active;
  }

  start(): void {
    this.sendCurrentToken();
    this.socket.connect();
  }

  /** Drops the connection and opens a new one (a failed check). */
  restart(): void {
    if (!this.canRestart) return;
    this.socket.disconnect();
    this.sendCurrentToken();
    this.socket.connect();
  }

  stop(): void {
    this.isStopped = true;
    this.socket.disconnect();
    this.socket.removeAllListeners();
    this.options.onStateChange(ConnectionState.disconnected);
  }

  /**
   * Invokes a hub method and waits for its acknowledgement at most invocationTimeoutMs. A failure
   * (timeout, refusal) is only logged, as the spec asks, and answers null.
   */
  async invoke(event: string, ...args: unknown[]): Promise<OkReply | null> {
    try {
      const reply = (await this.socket
        .timeout(RealtimeTimings.invocationTimeoutMs)
        .emitWithAck(event, ...args)) as AckReply | undefined;
      if (reply?.ok) return reply;
      console.warn(`Realtime ${this.options.namespace} ${event} was refused`, reply?.error);
    } catch (error) {
      console.warn(`Realtime ${this.options.namespace} ${event} failed`, error);
    }
    return null;
  }

  /**
   * The engine's handshake carries the token too, in the query (a browser's WebSocket cannot send
   * a header): the server refuses a handshake without a valid one before any hub.
   */
  private sendCurrentToken(): void {
    this.socket.io.opts.query = { [handshakeTokenParameter]: this.options.getToken() ?? "" };
  }

  private handleConnect(): void {
    const isReconnect = this.hasConnected;
    this.hasConnected = true;
    this.options.onStateChange(ConnectionState.connected);
    this.options.onConnect?.(isReconnect);
  }

  private handleConnectError(error: Error): void {
    this.options.onStateChange(ConnectionState.error);
    if ((engineRefusal(error) ?? error.message) !== HandshakeErrors.sessionExpired) return;
    // The server will not take this token again: stop Socket.IO's retries.
    this.isSessionExpired = true;
    this.socket.disconnect();
  }
}
