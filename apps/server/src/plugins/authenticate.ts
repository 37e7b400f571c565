import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { SessionCheck } from "../features/auth/session-check";
import type { SessionClaims, TokenService } from "../features/auth/token";
import { AppError } from "../lib/app-error";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not public. */
    session: SessionClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice("Bearer ".length).trim();
  return token || undefined;
}

/**
 * Default deny: every route needs a valid session unless the route table marks it public.
 * A missing, forged, expired or signed-out token, or one of an employee who is no longer active,
 * is 403 (the spec's "session expired").
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; sessions: SessionCheck }) => {
    app.decorateRequest("session", null);
    // onRequest: a caller without a session is refused before its body is even parsed.
    app.addHook("onRequest", async (request) => {
      if (request.is404 || request.routeOptions.config.access === "public") return;
      const token = bearerToken(request);
      const session = token ? await opts.tokens.verify(token) : undefined;
      if (!session || (await opts.sessions.verdict(session)) !== "live") throw AppError.sessionExpired();
      request.session = session;
    });
  },
);

/** The session of a route that is not public (the hook above guarantees it). */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw AppError.sessionExpired();
  return request.session;
}
