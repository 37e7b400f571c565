import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers as a fixed list, worked out once at start-up: helmet's middleware (and
 * @fastify/helmet, which builds the middleware anew for every request) parses the policy each time,
 * though nothing in it depends on the request (no nonces, no per-route policy).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer carries the headers `securityHeaders` worked out from these options. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: Readonly<HelmetOptions>) => {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
