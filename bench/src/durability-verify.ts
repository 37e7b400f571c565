import type { DatabaseInspector } from "./database-inspector";
import type { AckLedger } from "./durability-ledger";
import { errorMessage } from "./error-message";

export interface DurabilityCheck {
  /** Acknowledged writes not found: tickets, their transitions (log rows), comments. */
  lost: number;
  /** The first few lost writes, for the report. */
  lostExamples: string[];
  /** Tickets whose status is not the to_status of their last log row (or that have none). */
  statusMismatches: number;
  mismatchExamples: string[];
  /** The database's own check (SQLite integrity_check and foreign_key_check, PostgreSQL amcheck). */
  integrity: { ok: boolean; detail: string };
  ticketsInDatabase: number;
}

interface LogRow {
  ticket_id: number;
  action: string;
  to_status: number | null;
}

/** Checks the database, with the server stopped, against what the server acknowledged. */
export async function verifyDurability(db: DatabaseInspector, ledger: AckLedger): Promise<DurabilityCheck> {
  const lostExamples: string[] = [];
  let lost = 0;
  const loseOne = (what: string) => {
    lost++;
    if (lostExamples.length < 5) lostExamples.push(what);
  };

  const tickets = new Map(
    (await db.rows<{ id: number; status: number }>("select id, status from commutation_tickets")).map(
      (row) => [Number(row.id), Number(row.status)],
    ),
  );
  // Log rows per ticket as "action to_status" counts: each acknowledged transition needs its own.
  const logs = new Map<number, Map<string, number>>();
  for (const row of await db.rows<LogRow>("select ticket_id, action, to_status from ticket_logs")) {
    const counts = logs.get(Number(row.ticket_id)) ?? new Map<string, number>();
    const key = `${row.action} ${row.to_status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    logs.set(Number(row.ticket_id), counts);
  }
  for (const [id, acks] of ledger.tickets) {
    if (!tickets.has(id)) {
      loseOne(`ticket ${id} (${acks.length} acknowledged writes) is missing`);
      lost += acks.length - 1;
      continue;
    }
    const counts = logs.get(id) ?? new Map<string, number>();
    for (const ack of acks) {
      const key = `${ack.action} ${ack.toStatus}`;
      const left = counts.get(key) ?? 0;
      if (left > 0) counts.set(key, left - 1);
      else loseOne(`ticket ${id}: no log row "${key}"`);
    }
  }

  const comments = new Map(
    (
      await db.rows<{ id: number; object_id: number; comment: string }>(
        "select id, object_id, comment from comments where object_type = 'commutationTicket'",
      )
    ).map((row) => [Number(row.id), row]),
  );
  for (const [id, acked] of ledger.comments) {
    const row = comments.get(id);
    if (!row) loseOne(`comment ${id} on ticket ${acked.ticketId} is missing`);
    else if (Number(row.object_id) !== acked.ticketId || row.comment !== acked.text) {
      loseOne(`comment ${id} differs from what was acknowledged`);
    }
  }

  const mismatches = await db.rows<{ id: number; status: number; to_status: number | null }>(
    `select t.id, t.status, l.to_status
       from commutation_tickets t
       left join ticket_logs l on l.id = (select max(m.id) from ticket_logs m where m.ticket_id = t.id)
      where l.id is null or l.to_status is null or l.to_status <> t.status`,
  );
  return {
    lost,
    lostExamples,
    statusMismatches: mismatches.length,
    mismatchExamples: mismatches
      .slice(0, 5)
      .map((row) => `ticket ${row.id}: status ${row.status}, last log row ${row.to_status ?? "none"}`),
    integrity: await checkIntegrity(db),
    ticketsInDatabase: tickets.size,
  };
}

async function checkIntegrity(db: DatabaseInspector): Promise<{ ok: boolean; detail: string }> {
  const problems = await orphans(db);
  if (db.kind === "sqlite") {
    const integrity = (await db.rows<Record<string, string>>("pragma integrity_check")).map(
      (row) => Object.values(row)[0] ?? "",
    );
    if (integrity.join() !== "ok") problems.push(`integrity_check: ${integrity.slice(0, 3).join("; ")}`);
    const foreignKeys = await db.rows<{ table: string; parent: string }>("pragma foreign_key_check");
    if (foreignKeys.length > 0) {
      const first = foreignKeys[0];
      problems.push(
        `foreign_key_check: ${foreignKeys.length} rows (first ${first?.table} -> ${first?.parent})`,
      );
    }
    return problems.length > 0 ? { ok: false, detail: problems.join("; ") } : { ok: true, detail: "ok" };
  }
  const amcheck = await checkWithAmcheck(db);
  if (amcheck.problem) problems.push(amcheck.problem);
  if (problems.length > 0) return { ok: false, detail: problems.join("; ") };
  return { ok: true, detail: amcheck.ran ? "ok" : "ok (amcheck unavailable: invariants only)" };
}

/**
 * Rows pointing at tickets that are gone without a deletion in their log: a log row or comment
 * whose ticket vanished (ticket_logs.ticket_id and comments.object_id carry no foreign key).
 */
async function orphans(db: DatabaseInspector): Promise<string[]> {
  const deleted = (column: string) =>
    `not exists (select 1 from commutation_tickets t where t.id = ${column})
     and not exists (select 1 from ticket_logs d where d.ticket_id = ${column} and d.action = 'delete')`;
  const [logs] = await db.rows<{ n: number }>(
    `select count(*) as n from ticket_logs l where ${deleted("l.ticket_id")}`,
  );
  const [comments] = await db.rows<{ n: number }>(
    `select count(*) as n from comments c where c.object_type = 'commutationTicket' and ${deleted("c.object_id")}`,
  );
  const problems: string[] = [];
  if (Number(logs?.n) > 0) problems.push(`${logs?.n} log rows of vanished tickets`);
  if (Number(comments?.n) > 0) problems.push(`${comments?.n} comments on vanished tickets`);
  return problems;
}

/**
 * PostgreSQL's amcheck: every B-tree index of the schema (bt_index_check, with every heap tuple
 * looked up in the index) and every table's heap (verify_heapam). Skipped, with a note, when the
 * extension cannot be created (not installed, or no right to).
 */
async function checkWithAmcheck(db: DatabaseInspector): Promise<{ ran: boolean; problem?: string }> {
  try {
    await db.rows("create extension if not exists amcheck");
  } catch {
    return { ran: false };
  }
  try {
    await db.rows(
      `select bt_index_check(c.oid, true)
         from pg_index i
         join pg_class c on c.oid = i.indexrelid
         join pg_am am on am.oid = c.relam
         join pg_namespace n on n.oid = c.relnamespace
        where am.amname = 'btree' and n.nspname = 'public'`,
    );
    const [heap] = await db.rows<{ n: number }>(
      `select count(*) as n
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         cross join lateral verify_heapam(c.oid) v
        where c.relkind = 'r' and n.nspname = 'public'`,
    );
    if (Number(heap?.n) > 0) return { ran: true, problem: `verify_heapam: ${heap?.n} corrupt tuples` };
    return { ran: true };
  } catch (error) {
    return { ran: true, problem: `amcheck: ${errorMessage(error)}` };
  }
}
