import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type QueryTally, runCountingQueries } from "../db/query-count";

/** The response header that tells how many statements the request sent to the database. */
export const queryCountHeader = "x-query-count";

/**
 * QUERY_COUNT_HEADER=true (the bench's data-at-scale part): each request runs with its own tally of
 * database statements (see db/query-count.ts), sent back as X-Query-Count. Registered only then.
 */
export const queryCountPlugin = fp(async (app: FastifyInstance) => {
  const tallyOf = new WeakMap<object, QueryTally>();
  // A callback hook: everything after it (hooks, handler, serialisation) runs inside the tally's context.
  app.addHook("onRequest", (request, _reply, done) => {
    const tally: QueryTally = { queries: 0 };
    tallyOf.set(request, tally);
    runCountingQueries(tally, done);
  });
  app.addHook("onSend", async (request, reply) => {
    const tally = tallyOf.get(request);
    if (tally) reply.header(queryCountHeader, String(tally.queries));
  });
});
