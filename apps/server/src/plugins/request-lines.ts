import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The request log: one line at info when a request is answered (method, URL without credentials,
 * status, milliseconds), and at debug when it arrives, for following a request that never ends.
 * Fastify's own logging writes both at info, two lines for every call.
 */
export const requestLinesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (request, _reply, done) => {
    request.log.debug({ req: request }, "incoming request");
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      "request completed",
    );
    done();
  });
});
