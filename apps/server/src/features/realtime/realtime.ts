import type { Server as HttpServer, IncomingMessage } from "node:http";
import {
  HandshakeErrors,
  type HubName,
  Hubs,
  realtimePath,
} from "@portal/contract/realtime/realtime.constants";
import {
  type BatchProgress,
  batchProgressEvents,
  type EmployeeServiceClientEvents,
  type EmployeeServiceServerEvents,
  type JobProgress,
  type MailClientEvents,
  type MailServerEvents,
  type SeatClientEvents,
  type SeatServerEvents,
  type SeatStatus,
} from "@portal/contract/realtime/realtime.events";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { type Namespace, Server } from "socket.io";
import type { ClientAddress } from "../../lib/client-address";
import type { SessionClaims } from "../auth/token";

/** What a socket carries once its handshake succeeded. */
export interface SocketData {
  session: SessionClaims;
}

export type EmployeeServiceNamespace = Namespace<
  EmployeeServiceClientEvents,
  EmployeeServiceServerEvents,
  Record<string, never>,
  SocketData
>;
export type MailNamespace = Namespace<MailClientEvents, MailServerEvents, Record<string, never>, SocketData>;
export type SeatNamespace = Namespace<SeatClientEvents, SeatServerEvents, Record<string, never>, SocketData>;

/** Room names: one per employee (all their tabs and devices), one per session (for sign-out). */
const employeeRoomPrefix = "employee:";

export const rooms = {
  employee: (employeeId: number) => `${employeeRoomPrefix}${employeeId}`,
  session: (jti: string) => `session:${jti}`,
  floorplan: (floorplanId: number) => `floorplan:${floorplanId}`,
  /** Seat administrators who asked for the background batch (ConnectBackground). */
  backgroundBatch: "batch:background",
  /** Administrators on the jobs page (WatchJobs). */
  jobWatchers: "jobs:watchers",
} as const;

const employeeRoomPattern = /^employee:(\d+)$/;

/**
 * The realtime side of the app: Socket.IO on the HTTP server with the spec's three hubs. With
 * REDIS_URL the Redis adapter carries every emit and every disconnect to the other instances, so a
 * push reaches a user whichever instance holds their connection.
 */
export interface Realtime {
  readonly io: Server;
  readonly employeeService: EmployeeServiceNamespace;
  readonly mail: MailNamespace;
  readonly seatManagementService: SeatNamespace;
  /** Sends one employeeService event to every connection of these employees. */
  toEmployees<E extends keyof EmployeeServiceServerEvents>(
    employeeIds: readonly number[],
    event: E,
    payload: Parameters<EmployeeServiceServerEvents[E]>[0],
  ): void;
  /**
   * Of these employees, those connected to the employee hub on any instance (each once): what is
   * pushed only to be seen is computed for them alone. Should another instance not answer, all.
   */
  connectedEmployees(employeeIds: readonly number[]): Promise<number[]>;
  /**
   * Everyone connected to the employee hub on any instance (each once); null when another instance
   * did not answer (the caller then works out its audience without the hub).
   */
  allConnectedEmployees(): Promise<number[] | null>;
  /** Closes every connection, on every hub and instance, opened with this session (sign-out). */
  disconnectSession(jti: string): void;
  /** Closes every connection of these employees, on every hub and instance. */
  disconnectEmployees(employeeIds: readonly number[]): void;
  /** Closes this instance's connections of the employees the predicate names (the periodic check). */
  disconnectLocalEmployees(isInactive: (employeeId: number) => boolean): void;
  /**
   * Sets what an engine handshake must pass, before any namespace (the default one included):
   * until it is set, every handshake is refused.
   */
  checkHandshakes(check: (request: IncomingMessage) => Promise<boolean>): void;
  /** Reports a batch run's progress on the mail hub. */
  publishBatchProgress(batch: keyof typeof batchProgressEvents, progress: BatchProgress): void;
  /** Reports a portal job run's start, progress and end to the administrators watching. */
  publishJobProgress(progress: JobProgress): void;
  /** Reports one seat's new state to the floor plan's viewers. */
  publishSeatStatus(status: SeatStatus): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
  /** The client's address of a handshake, forwarded by a trusted proxy or the peer's own. */
  clientAddress: ClientAddress;
  /** Realtime connections one client address may hold at once. */
  maxConnectionsPerAddress: number;
  /** An engine connection that has not joined a hub within this is closed (Socket.IO's connectTimeout). */
  joinTimeoutMs: number;
}

export function createRealtime(
  httpServer: HttpServer,
  { redisUrl, logger, clientAddress, maxConnectionsPerAddress, joinTimeoutMs }: RealtimeOptions,
): Realtime {
  let handshakeCheck: ((request: IncomingMessage) => Promise<boolean>) | undefined;
  // Per client address: open engine connections, and handshakes being checked.
  const perAddress = new Map<string, number>();
  const count = (address: string, change: number) => {
    const next = (perAddress.get(address) ?? 0) + change;
    if (next > 0) perAddress.set(address, next);
    else perAddress.delete(address);
  };
  /** Why a handshake is refused, or undefined to admit it. */
  const refusal = async (request: IncomingMessage): Promise<string | undefined> => {
    const address = clientAddress.of(request);
    if ((perAddress.get(address) ?? 0) >= maxConnectionsPerAddress) return HandshakeErrors.tooManyConnections;
    count(address, 1);
    try {
      return handshakeCheck && (await handshakeCheck(request)) ? undefined : HandshakeErrors.sessionExpired;
    } finally {
      count(address, -1);
    }
  };

  const io = new Server(httpServer, {
    path: realtimePath,
    serveClient: false,
    // Same origin only: the web is served by this server; no cross-origin browser may connect.
    cors: undefined,
    // Invocations are small; a larger frame is abuse.
    maxHttpBufferSize: 64 * 1024,
    connectionStateRecovery: undefined,
    // A connection admitted without a token at the engine (the spec's clients send theirs with the
    // hub's handshake) is closed unless it joins a hub with a live token within this.
    connectTimeout: joinTimeoutMs,
    // A token named at the engine's handshake must be a live session's before any namespace.
    allowRequest: (request, callback) => {
      refusal(request).then(
        (reason) => callback(reason ?? null, reason === undefined),
        (err: unknown) => {
          logger.error({ err }, "realtime handshake check failed");
          callback("SERVER_ERROR", false);
        },
      );
    },
  });
  io.engine.on(
    "connection",
    (socket: { request: IncomingMessage; once(event: "close", fn: () => void): void }) => {
      const address = clientAddress.of(socket.request);
      count(address, 1);
      socket.once("close", () => count(address, -1));
    },
  );
  // The default namespace has no hub: nobody may join it, with a session or without.
  io.of("/").use((_socket, next) => next(new Error("Invalid namespace")));

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (redisUrl) {
    pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on("error", (err) => logger.warn({ err }, "realtime: Redis connection error"));
    }
    io.adapter(createAdapter(pub, sub, { key: "portal:socket.io" }));
  }

  // One untyped server, three typed namespaces (each hub has its own event map).
  const employeeService = io.of(Hubs.employeeService) as unknown as EmployeeServiceNamespace;
  const mail = io.of(Hubs.mail) as unknown as MailNamespace;
  const seatManagementService = io.of(Hubs.seatManagementService) as unknown as SeatNamespace;
  const namespaces: Record<HubName, Namespace> = { employeeService, mail, seatManagementService };

  return {
    io,
    employeeService,
    mail,
    seatManagementService,
    toEmployees(employeeIds, event, payload) {
      if (employeeIds.length === 0) return;
      const operator = employeeService.to(employeeIds.map(rooms.employee));
      (operator.emit as (event: string, payload: unknown) => boolean).call(operator, event, payload);
    },
    async connectedEmployees(employeeIds) {
      const ids = [...new Set(employeeIds)];
      if (ids.length === 0) return [];
      const localRooms = employeeService.adapter.rooms;
      if (!pub) return ids.filter((id) => localRooms.has(rooms.employee(id)));
      try {
        const sockets = await employeeService.in(ids.map(rooms.employee)).fetchSockets();
        const connected = new Set(sockets.map((socket) => socket.data.session.employeeId));
        return ids.filter((id) => connected.has(id));
      } catch (err) {
        logger.warn({ err }, "realtime: the other instances did not say who is connected");
        return ids;
      }
    },
    async allConnectedEmployees() {
      const idsOfRooms = (names: Iterable<string>) =>
        [...names]
          .filter((name) => name.startsWith(employeeRoomPrefix))
          .map((name) => Number(name.slice(employeeRoomPrefix.length)));
      if (!pub) return idsOfRooms(employeeService.adapter.rooms.keys());
      try {
        const sockets = await employeeService.fetchSockets();
        return [...new Set(sockets.map((socket) => socket.data.session.employeeId))];
      } catch (err) {
        logger.warn({ err }, "realtime: the other instances did not say who is connected");
        return null;
      }
    },
    disconnectSession(jti) {
      for (const namespace of Object.values(namespaces))
        namespace.in(rooms.session(jti)).disconnectSockets(true);
    },
    disconnectEmployees(employeeIds) {
      if (employeeIds.length === 0) return;
      for (const namespace of Object.values(namespaces))
        namespace.in(employeeIds.map(rooms.employee)).disconnectSockets(true);
    },
    disconnectLocalEmployees(isInactive) {
      for (const namespace of Object.values(namespaces)) {
        const inactiveRooms = [...namespace.adapter.rooms.keys()].filter((room) => {
          const match = employeeRoomPattern.exec(room);
          return match !== null && isInactive(Number(match[1]));
        });
        if (inactiveRooms.length > 0) namespace.local.in(inactiveRooms).disconnectSockets(true);
      }
    },
    checkHandshakes(check) {
      handshakeCheck = check;
    },
    publishBatchProgress(batch, progress) {
      mail.emit(batchProgressEvents[batch], progress);
    },
    publishJobProgress(progress) {
      mail.to(rooms.jobWatchers).emit("OnJobProgress", progress);
    },
    publishSeatStatus(status) {
      seatManagementService.to(rooms.floorplan(status.floorplanId)).emit("OnUpdateStatusSeat", status);
    },
    async close() {
      // This instance's sockets only (`local`): the other instances keep theirs. The HTTP server
      // itself is Fastify's to close.
      for (const namespace of Object.values(namespaces)) namespace.local.disconnectSockets(true);
      io.engine.close();
      await Promise.allSettled([pub?.quit(), sub?.quit()]);
    },
  };
}
