import type SqliteDatabase from "better-sqlite3";
import type pg from "pg";

/**
 * Prepared statements kept for reuse. Kysely hands the driver SQL text; preparing it anew for
 * every query (SQLite) or sending it unnamed to be parsed and planned again (PostgreSQL) cost more
 * than most of our queries themselves. The query builder produces a bounded set of texts, except
 * lists of ids (`in (?, ?, …)`) whose length varies: both caches are bounded.
 */

/** How many distinct SQL texts are kept prepared (per SQLite database; per PostgreSQL connection). */
export const preparedStatementLimit = 1000;

type Statement = SqliteDatabase.Statement;

/**
 * The database as Kysely's SQLite dialect uses it, preparing each SQL text once and keeping the
 * `preparedStatementLimit` most recently used. A statement still being iterated (a streamed query)
 * is busy: a second use of its text gets a statement of its own.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, limit = preparedStatementLimit) {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): Statement {
      const known = statements.get(sql);
      if (known && !known.busy) {
        // Most recently used last: the first entry is the one to drop.
        statements.delete(sql);
        statements.set(sql, known);
        return known;
      }
      const statement = sqlite.prepare(sql);
      if (!known) {
        statements.set(sql, statement);
        if (statements.size > limit) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      return statement;
    },
  };
}

/** Statement names by SQL text, shared by every connection; a text past the limit goes unnamed. */
const statementNames = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= preparedStatementLimit) return known;
  const name = `k${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

type QueryFunction = (text: unknown, values?: unknown) => unknown;

/**
 * Makes every new connection of the pool send Kysely's queries as named statements, which
 * PostgreSQL parses and plans once per connection. Queries that are not plain text (a cursor, a
 * config object) pass through unchanged.
 */
export function nameStatementsOf(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const target = client as unknown as { query: QueryFunction };
    const query = target.query.bind(client) as QueryFunction;
    target.query = (text, values) => {
      const name = typeof text === "string" ? nameOf(text) : undefined;
      return name ? query({ name, text, values }) : query(text, values);
    };
  });
}
