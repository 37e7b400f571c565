import { HttpStatus } from "@portal/contract/common/http";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { activeTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { findLegsInForceFrom } from "./commutation-ticket.repository";

/** A leg as the rule compares it: its section and its period. */
export interface LegPeriod {
  departure: string;
  arrival: string;
  startDate: string;
  duration: number;
}

/** A station's name as typed, compared without width, case or surrounding space ("ＪＲ" is "jr"). */
const stationKey = (name: string) => name.normalize("NFKC").trim().toLowerCase();

/**
 * Whether two legs are the same pass: the same section, from the same day, for as many months.
 * A later rule will widen this to overlapping periods on the section (offering to continue
 * instead); the callers and the lock stay as they are.
 */
export function isSameLeg(a: LegPeriod, b: LegPeriod): boolean {
  return (
    stationKey(a.departure) === stationKey(b.departure) &&
    stationKey(a.arrival) === stationKey(b.arrival) &&
    a.startDate === b.startDate &&
    a.duration === b.duration
  );
}

/**
 * Refuses a leg identical to one of the employee's active legs (asked for or in force: not
 * rejected, cancelled or ended before today), to another leg of the same request, or for an
 * edit to another of their legs: 409 on `field`. The caller holds the employee's lock
 * (`lockEmployee`), so of two racing submissions the second sees the first.
 */
export async function refuseIdenticalLeg(
  db: Db,
  employeeId: number,
  leg: LegPeriod,
  options: { field: string; today: string; editingId?: number; earlier?: readonly LegPeriod[] },
): Promise<void> {
  const active = await findLegsInForceFrom(db, employeeId, activeTicketStatuses, options.today);
  const others = [...active.filter((row) => row.id !== options.editingId), ...(options.earlier ?? [])];
  if (!others.some((other) => isSameLeg(other, leg))) return;
  throw AppError.field(
    options.field,
    TicketMessages.identicalLeg,
    {
      departure: leg.departure,
      arrival: leg.arrival,
      startDate: leg.startDate,
      duration: leg.duration,
    },
    HttpStatus.conflict,
  );
}
