import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runWithRequestMemo } from "../lib/request-memo";

/**
 * Each request runs with a memo of its own (lib/request-memo.ts): who is asking is read once per
 * request, however many checks need it. A callback hook, so that everything after it (hooks,
 * handler, serialisation) runs inside the memo's context.
 */
export const requestMemoPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (_request, _reply, done) => {
    runWithRequestMemo(done);
  });
});
