import type { Db } from "../db/database";

export interface TicketRowValues {
  employeeId: number;
  status: number;
  /** ISO time of the route and ticket rows. */
  now: string;
  departure?: string;
  arrival?: string;
  startDate?: string;
  endDate?: string;
  /** The route to add the leg to: the employee's route by default, made when they have none. */
  routeId?: number;
  amount?: number;
  duration?: number;
  previousTicketId?: number | null;
  cancelDate?: string | null;
  refundAmount?: number | null;
}

/**
 * A ticket leg on the employee's route (made when they have none), written straight into the tables (no API, no notifications):
 * for tests that need a ticket in a given status to act on.
 */
export async function insertTicketRow(db: Db, values: TicketRowValues): Promise<number> {
  const { employeeId, status, now } = values;
  const route =
    values.routeId !== undefined
      ? { id: values.routeId }
      : ((await db
          .selectFrom("commutingRoutes")
          .select("id")
          .where("employeeId", "=", employeeId)
          .executeTakeFirst()) ??
        (await db
          .insertInto("commutingRoutes")
          .values({ employeeId, createdAt: now, updatedAt: now })
          .returning("id")
          .executeTakeFirstOrThrow()));
  const row = await db
    .insertInto("commutationTickets")
    .values({
      routeId: route.id,
      employeeId,
      kind: values.previousTicketId ? "continueTicket" : "createTicket",
      previousTicketId: values.previousTicketId ?? null,
      ticketSequence: 1,
      departure: values.departure ?? "新宿",
      arrival: values.arrival ?? "東京",
      transportType: "Train",
      amount: values.amount ?? 6_000,
      duration: values.duration ?? 1,
      startDate: values.startDate ?? "2026-04-01",
      endDate: values.endDate ?? "2026-04-30",
      notes: "",
      workingAddress: "東京都千代田区丸の内",
      status,
      overBudget: 0,
      cancelDate: values.cancelDate ?? null,
      refundAmount: values.refundAmount ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
