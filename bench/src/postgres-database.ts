import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates an empty, uniquely named database so the run starts from a known state (migrations and the
 * demo seed run into it) and never touches anyone's data. Throws if PostgreSQL cannot be reached.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `portal_bench_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdent(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // "with (force)" ends connections the server may have left open (PostgreSQL 13+).
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  // A short connect timeout: an absent PostgreSQL should cost a moment, not the default wait.
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
