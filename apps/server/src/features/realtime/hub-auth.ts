import type { IncomingMessage } from "node:http";
import { HandshakeErrors, handshakeTokenParameter } from "@portal/contract/realtime/realtime.constants";
import type { FastifyBaseLogger } from "fastify";
import type { Namespace, Socket } from "socket.io";
import type { AppDeps } from "../../app-deps";
import type { SessionClaims } from "../auth/token";
import { type Realtime, rooms, type SocketData } from "./realtime";

type HubDeps = Pick<AppDeps, "tokens" | "sessions" | "clock">;

/** setTimeout's ceiling (about 24.8 days); a longer session is re-armed by its reconnect anyway. */
const maxTimerMs = 2 ** 31 - 1;

const withoutScheme = (raw: unknown) =>
  typeof raw === "string" ? raw.replace(/^Bearer\s+/i, "").trim() || undefined : undefined;

/**
 * The bearer token of an engine handshake (the first HTTP request, before any namespace): an
 * Authorization header, or the `access_token` query parameter that browsers' WebSockets must use.
 */
function engineToken(request: IncomingMessage): string | undefined {
  const fromHeader = withoutScheme(request.headers.authorization);
  if (fromHeader) return fromHeader;
  const query = new URL(request.url ?? "/", "http://engine").searchParams;
  return withoutScheme(query.get(handshakeTokenParameter));
}

/**
 * The bearer token of a hub's handshake: `auth: { token }` as the spec's clients send it (with or
 * without "Bearer "), else the engine handshake's header or query parameter.
 */
function hubToken(socket: Socket): string | undefined {
  const fromAuth: unknown = socket.handshake.auth?.token;
  return (
    withoutScheme(fromAuth) ??
    withoutScheme(socket.handshake.headers.authorization) ??
    withoutScheme(socket.handshake.query[handshakeTokenParameter])
  );
}

/** The session of a token that is valid, unexpired, not signed out and of an active employee. */
async function liveSession(deps: HubDeps, token: string | undefined): Promise<SessionClaims | undefined> {
  const session = token ? await deps.tokens.verify(token) : undefined;
  if (!session || (await deps.sessions.verdict(session)) !== "live") return undefined;
  return session;
}

/**
 * The engine refuses a handshake that carries a token (header or query parameter) unless it is a
 * live session's. One that carries none is admitted, because the spec's clients (the mobile app)
 * send their token only with the hub's handshake (`auth: { token }`), which Socket.IO sends after
 * the engine's; such a connection must join a hub with a live token within the realtime join
 * window or it is closed, and it counts against its address's connection cap meanwhile.
 */
export function authenticateEngine(realtime: Realtime, deps: HubDeps): void {
  realtime.checkHandshakes(async (request) => {
    const token = engineToken(request);
    if (token === undefined && !hasEngineTokenParameter(request)) return true;
    return (await liveSession(deps, token)) !== undefined;
  });
}

/** Whether the engine handshake names a token at all (an empty one is a bad token, not none). */
function hasEngineTokenParameter(request: IncomingMessage): boolean {
  if (request.headers.authorization !== undefined) return true;
  return new URL(request.url ?? "/", "http://engine").searchParams.has(handshakeTokenParameter);
}

function sessionExpired(): Error {
  return new Error(HandshakeErrors.sessionExpired);
}

/**
 * Every hub: the handshake needs a live session's token (else connect_error SESSION_EXPIRED); the
 * socket joins its employee's room and its session's room; it is closed when its token expires,
 * when the session signs out (Realtime.disconnectSession) and when its employee is no longer
 * active (Realtime.disconnectEmployees, and the periodic check of every instance).
 */
export function authenticateHub(
  namespace: Namespace<never, never, Record<string, never>, SocketData>,
  deps: HubDeps,
  log: FastifyBaseLogger,
): void {
  namespace.use(async (socket, next) => {
    try {
      const session = await liveSession(deps, hubToken(socket));
      if (!session) {
        next(sessionExpired());
        return;
      }
      socket.data.session = session;
      next();
    } catch (err) {
      log.error({ err, hub: namespace.name }, "realtime handshake failed");
      next(new Error("SERVER_ERROR"));
    }
  });

  namespace.on("connection", (socket) => {
    const { session } = socket.data;
    socket.join([rooms.employee(session.employeeId), rooms.session(session.jti)]);
    const remainingMs = session.exp * 1000 - deps.clock.now().getTime();
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(remainingMs, maxTimerMs)));
    socket.on("disconnect", () => clearTimeout(expiry));
    // A sign-out or an inactivation racing this handshake: its disconnect may have run before the
    // rooms were joined.
    void deps.sessions.verdict(session).then(
      (verdict) => verdict !== "live" && socket.disconnect(true),
      (err: unknown) => log.warn({ err }, "realtime: session re-check failed"),
    );
  });
}
