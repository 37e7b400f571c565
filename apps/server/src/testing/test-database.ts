import { randomBytes } from "node:crypto";
import pg from "pg";

/** The local PostgreSQL server that HTTP and repository tests use (trust auth). */
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type TestDatabaseKind = "sqlite" | "postgres";

export function testDatabaseKind(value = process.env.TEST_DATABASE): TestDatabaseKind {
  return value === "postgres" ? "postgres" : "sqlite";
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `These tests need PostgreSQL at ${adminUrl} (trust authentication; TEST_POSTGRES_URL sets another). ` +
        "Start it, or run `npm run test:quick`, which needs no service.",
      { cause: error },
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface PostgresTestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a PostgreSQL database (uniquely named unless a name is given), empty or as a copy of a
 * template database; returns its URL and how to drop it.
 */
export async function createPostgresDatabase(
  name = `portal_test_${randomBytes(6).toString("hex")}`,
  template?: string,
): Promise<PostgresTestDatabase> {
  await withAdmin((client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

const templatePrefix = "portal_template_";

/** The template of this run: named after the process, so that a later run can tell it is stale. */
export function postgresTemplateName(): string {
  return `${templatePrefix}${process.pid}_${randomBytes(3).toString("hex")}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Drops the templates (and their copies are already gone) that runs killed before their end left. */
export async function dropStalePostgresTemplates(): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${templatePrefix}%`],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice(templatePrefix.length).split("_")[0]);
      if (!isRunning(pid)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}
