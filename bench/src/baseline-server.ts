// The load part's yardstick, run as its own process: a bare Fastify route doing the portal's profile
// read (the employee with their department and working place, by id) on the same database, with no
// application code (no session check, no validation, no presenter). Started by baseline-process.ts.
import path from "node:path";
import Fastify from "fastify";
import pg from "pg";
import { openSqlite } from "../../apps/server/src/db/database";

const profileSql = `select e.*, d.code as dept_code, d.name_en as dept_name_en, d.name_ja as dept_name_ja,
    w.name_en as work_place_en, w.name_ja as work_place_ja
  from employees e
  join departments d on d.id = e.dept_id
  left join working_places w on w.id = e.working_place_id
  where e.id = ?`;

const port = Number(process.env.BASELINE_PORT);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? ".";

const app = Fastify({ logger: false });
app.get("/health", async () => ({ status: "ok" }));

if (databaseUrl) {
  // The portal's pool size.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const sql = profileSql.replace("?", "$1");
  app.get<{ Params: { id: string } }>("/profile/:id", async (request) => {
    const result = await pool.query(sql, [Number(request.params.id)]);
    return result.rows[0] ?? null;
  });
  app.addHook("onClose", () => pool.end());
} else {
  // The portal's own opening of the file (WAL, busy timeout, synchronous NORMAL).
  const sqlite = openSqlite(path.join(dataDir, "portal.db"));
  const statement = sqlite.prepare(profileSql);
  app.get<{ Params: { id: string } }>("/profile/:id", async (request) => {
    return statement.get(Number(request.params.id)) ?? null;
  });
  app.addHook("onClose", () => sqlite.close());
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void app.close().finally(() => process.exit(0));
  });
}
await app.listen({ port, host: "127.0.0.1" });
