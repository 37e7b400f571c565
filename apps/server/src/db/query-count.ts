import { AsyncLocalStorage } from "node:async_hooks";
import type { LogEvent } from "kysely";

/** The statements one unit of work (an HTTP request) has sent to the database so far. */
export interface QueryTally {
  queries: number;
}

const tallies = new AsyncLocalStorage<QueryTally>();

// Transaction control is not a query of the request's own: BEGIN [IMMEDIATE], COMMIT, ROLLBACK,
// SAVEPOINT and RELEASE are left out.
const transactionControl = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Runs `work` with a fresh tally; every statement it (and what it starts) runs is counted in it. */
export function runCountingQueries<T>(tally: QueryTally, work: () => T): T {
  return tallies.run(tally, work);
}

/**
 * Kysely's `log` hook when counting is on (QUERY_COUNT_HEADER): adds each statement to the tally
 * of the unit of work that sent it. When counting is off the database has no `log` at all.
 */
export function countQuery(event: LogEvent): void {
  const tally = tallies.getStore();
  if (tally && !transactionControl.test(event.query.sql)) tally.queries++;
}
