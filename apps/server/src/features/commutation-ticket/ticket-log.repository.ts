import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import { personName } from "../../lib/person-name";
import type { TicketLogsTable } from "./commutation-ticket.table";

// A ticket's log: one row per transition, with who acted and for whom.

export async function insertLog(db: Db, values: Insertable<TicketLogsTable>) {
  await db.insertInto("ticketLogs").values(values).execute();
}

export function findLogs(db: Db, ticketId: number) {
  return db
    .selectFrom("ticketLogs")
    .innerJoin("employees", "employees.id", "ticketLogs.actorId")
    .leftJoin("employees as onBehalfOf", "onBehalfOf.id", "ticketLogs.onBehalfOfId")
    .selectAll("ticketLogs")
    .select([
      personName("employees").as("actorName"),
      personName<string | null>("onBehalfOf").as("onBehalfOfName"),
    ])
    .where("ticketLogs.ticketId", "=", ticketId)
    .orderBy("ticketLogs.id")
    .execute();
}
