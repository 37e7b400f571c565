import { HandshakeErrors } from "@portal/contract/realtime/realtime.constants";
import type { FastifyBaseLogger } from "fastify";
import type { Namespace, Socket } from "socket.io";
import type { AppDeps } from "../../app-deps";
import { rooms, type SocketData } from "./realtime";

type HubDeps = Pick<AppDeps, "tokens" | "revocations" | "clock">;

/** setTimeout's ceiling (about 24.8 days); a longer session is re-armed by its reconnect anyway. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * The bearer token of a handshake: `auth: { token }` as the spec's clients send it (with or
 * without "Bearer "), or an Authorization header for clients that can set one.
 */
function handshakeToken(socket: Socket): string | undefined {
  const fromAuth: unknown = socket.handshake.auth?.token;
  const header = socket.handshake.headers.authorization;
  const raw = typeof fromAuth === "string" ? fromAuth : typeof header === "string" ? header : undefined;
  const token = raw?.replace(/^Bearer\s+/i, "").trim();
  return token || undefined;
}

function sessionExpired(): Error {
  return new Error(HandshakeErrors.sessionExpired);
}

/**
 * Every hub: the handshake needs a valid, unexpired, not signed-out token (else connect_error
 * SESSION_EXPIRED); the socket joins its employee's room and its session's room; it is closed when
 * its token expires, and when the session signs out (see Realtime.disconnectSession).
 */
export function authenticateHub(
  namespace: Namespace<never, never, Record<string, never>, SocketData>,
  deps: HubDeps,
  log: FastifyBaseLogger,
): void {
  namespace.use(async (socket, next) => {
    try {
      const token = handshakeToken(socket);
      const session = token ? await deps.tokens.verify(token) : undefined;
      if (!session || (await deps.revocations.isRevoked(session.jti))) {
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
    // A sign-out racing this handshake: its disconnect may have run before the rooms were joined.
    void deps.revocations.isRevoked(session.jti).then(
      (revoked) => revoked && socket.disconnect(true),
      (err: unknown) => log.warn({ err }, "realtime: revocation re-check failed"),
    );
  });
}
