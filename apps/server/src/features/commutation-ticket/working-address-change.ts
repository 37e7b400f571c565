import { activeTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { TicketToChange } from "@portal/contract/working-address/working-address.schema";
import type { Db } from "../../db/database";
import * as tickets from "./commutation-ticket.repository";
import * as commutingRoutes from "./commuting-route.repository";

/**
 * A working-address change from `changeDate` (decision 022): every leg asked for or in force that
 * runs on or after that day is for the old address, so the route is marked for re-application
 * and those legs are flagged (isChangeWorkingAddress). Nothing is marked when no leg is concerned.
 * Runs inside the caller's transaction; answers the legs to ask for again.
 */
export async function markRouteForWorkingAddressChange(
  trx: Db,
  employeeId: number,
  change: { id: number; changeDate: string },
): Promise<TicketToChange[]> {
  const route = await commutingRoutes.findRouteOfEmployee(trx, employeeId);
  if (!route) return [];
  const legs = await tickets.findLegsRunningFrom(trx, employeeId, activeTicketStatuses, change.changeDate);
  if (legs.length === 0) return [];
  await commutingRoutes.markForWorkingAddressChange(
    trx,
    route.id,
    change,
    legs.map((leg) => leg.id),
  );
  return legs.map((leg) => ({
    id: leg.id,
    departure: leg.departure,
    arrival: leg.arrival,
    startDate: leg.startDate,
    endDate: leg.endDate,
    status: leg.status,
  }));
}
