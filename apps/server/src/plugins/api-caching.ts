import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Whether a request's path is one of the prefixes or under one of them. */
function isUnder(url: string, prefixes: readonly string[]): boolean {
  const pathname = url.split("?")[0] ?? "";
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * API answers are personal and change: no browser or shared cache keeps one (`no-store`) unless
 * its route says otherwise (public images under names never reused, decisions 013, 021 and 026).
 * An error is never kept, whatever the route had set before it failed (decision 027).
 */
export const apiCachingPlugin = fp(async (app: FastifyInstance, opts: { prefixes: readonly string[] }) => {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isUnder(request.url, opts.prefixes)) return payload;
    if (reply.statusCode >= 400 || !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    return payload;
  });
});
