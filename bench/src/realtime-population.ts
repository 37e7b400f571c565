import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import pg from "pg";

export interface BenchEmployee {
  employeeId: number;
  account: string;
  token: string;
}

export interface Population {
  /** Employees that connect a socket each. */
  employees: BenchEmployee[];
  /** Sends the notifications (HR: accounts.sms = 2). */
  sender: BenchEmployee;
}

/** Passed to every server of the run as TOKEN_SECRET, so the bench can mint their tokens. */
export function newTokenSecret(): string {
  return randomBytes(48).toString("base64url");
}

/**
 * Writes the employees straight into a database the server has already migrated (column names from
 * the server's migrations): one department, `count` employees who connect, and one HR sender. No
 * password will ever be checked, so the hash is a placeholder nobody can sign in with.
 */
export async function insertPopulation(databaseUrl: string, count: number, tokenSecret: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = new Date().toISOString();
    await client.query("begin");
    const department = await client.query<{ id: number }>(
      `insert into departments (code, name_en, name_ja, created_at, updated_at)
       values ('BENCH', 'Bench', 'ベンチ', $1, $1) returning id`,
      [now],
    );
    const deptId = department.rows[0]?.id;
    const accounts = ["bench_hr", ...Array.from({ length: count }, (_, i) => `bench_${i + 1}`)];
    // unnest() inserts every row in one statement, whatever the count.
    const employees = await client.query<{ id: number; account: string }>(
      `insert into employees (account, employee_code, full_name, display_name, email, dept_id, status, created_at, updated_at)
       select a, 'B' || lpad(n::text, 6, '0'), 'Bench ' || a, 'Bench ' || a, a || '@example.com', $2, 0, $3, $3
       from unnest($1::text[]) with ordinality as t(a, n)
       returning id, account`,
      [accounts, deptId, now],
    );
    const ids = employees.rows.map((row) => row.id);
    const hrAccount = employees.rows.find((row) => row.account === "bench_hr");
    if (!hrAccount) throw new Error("the HR employee was not inserted");
    await client.query(
      `insert into accounts (employee_id, password_hash, sms, created_at, updated_at)
       select id, '!bench-no-sign-in', case when id = $2 then 2 else 0 end, $3, $3
       from unnest($1::int[]) as t(id)`,
      [ids, hrAccount.id, now],
    );
    await client.query("commit");

    const mint = async (row: { id: number; account: string }): Promise<BenchEmployee> => ({
      employeeId: row.id,
      account: row.account,
      token: await mintToken(tokenSecret, row.id, row.account),
    });
    const sender = await mint(hrAccount);
    const members = await Promise.all(
      employees.rows.filter((row) => row.id !== hrAccount.id).map((row) => mint(row)),
    );
    return { employees: members, sender } satisfies Population;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * A session token as the server's token service signs it (HS256, issuer "employee-portal", subject the
 * employee id, account and sign-in method, a random jti), so 2,000 sockets need no 2,000 sign-ins.
 */
async function mintToken(secret: string, employeeId: number, account: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ account, method: "password" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(employeeId))
    .setIssuer("employee-portal")
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(secret));
}
