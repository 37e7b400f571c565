/** The Socket.IO namespaces: the spec's hub names. */
export const Hubs = {
  employeeService: "/employeeService",
  mail: "/mail",
  seatManagementService: "/seatManagementService",
} as const;
export type HubName = keyof typeof Hubs;

/** The engine path the web and the mobile app connect to (same origin as the API). */
export const realtimePath = "/socket.io";

/**
 * The query parameter that carries the bearer token of the engine's handshake (as SignalR clients
 * send it): browsers' WebSockets cannot send an Authorization header, and the engine refuses a
 * handshake without a valid token before any hub.
 */
export const handshakeTokenParameter = "access_token";

/** Connection states of the web's realtime service (shell spec §4). */
export const ConnectionState = { connected: 1, disconnected: 2, error: 3 } as const;
export type ConnectionState = (typeof ConnectionState)[keyof typeof ConnectionState];

/**
 * Why a handshake was refused: the `message` of the engine's 403 (before any namespace) or of the
 * client's connect_error (a hub's own check). A missing, forged, expired or signed-out token, or
 * one of an employee no longer active, is refused as an expired session, like a 403 over HTTP; a
 * client address already holding as many connections as allowed is refused as too many.
 */
export const HandshakeErrors = {
  sessionExpired: "SESSION_EXPIRED",
  tooManyConnections: "TOO_MANY_CONNECTIONS",
} as const;

/**
 * Why an invocation was refused (its acknowledgement's `error`). NOT_FOUND answers alike for an
 * object that does not exist and one the caller may not see (a floor plan).
 */
export const InvocationErrors = {
  permissionDenied: "PERMISSION_DENIED",
  badRequest: "BAD_REQUEST",
  notFound: "NOT_FOUND",
} as const;

/** Timings of the web's realtime service. */
export const RealtimeTimings = {
  /** How often the client checks that its connection still answers, ms. */
  connectionCheckMs: 30_000,
  /** How long an invocation may wait for its acknowledgement, ms. */
  invocationTimeoutMs: 5_000,
  /** Reconnect backoff: first delay and ceiling, ms (Socket.IO adds jitter). */
  reconnectDelayMs: 1_000,
  reconnectDelayMaxMs: 30_000,
} as const;

/** The batch jobs whose state the mail hub reports (shell spec §4). */
export const batchNames = [
  "batch",
  "backgroundBatch",
  "reloadQrCode",
  "seatReportCalculation",
  "seatReportMail",
  "utilizationReportMail",
  "ndaMail",
  "checkinMessage",
] as const;
export type BatchName = (typeof batchNames)[number];

/** The session-storage key under which the web keeps its mail connection id (shell spec §7). */
export const mailConnectionIdStorageKey = "mailConnectionId";
