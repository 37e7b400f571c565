import { addDays, displayDate } from "@portal/contract/common/dates";
import { HttpStatus } from "@portal/contract/common/http";
import {
  type TicketDuration,
  TicketMessages,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
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

/** Whether two legs cover the same section: a pass is good both ways (渋谷 → 新宿 is 新宿 → 渋谷). */
export function isSameSection(a: LegPeriod, b: LegPeriod): boolean {
  const [fromA, toA, fromB, toB] = [a.departure, a.arrival, b.departure, b.arrival].map(stationKey);
  return (fromA === fromB && toA === toB) || (fromA === toB && toA === fromB);
}

/** Whether two legs are the same pass: the same section, from the same day, for as many months. */
export function isSameLeg(a: LegPeriod, b: LegPeriod): boolean {
  return (
    stationKey(a.departure) === stationKey(b.departure) &&
    stationKey(a.arrival) === stationKey(b.arrival) &&
    a.startDate === b.startDate &&
    a.duration === b.duration
  );
}

const endOf = (leg: LegPeriod) => endDateOf(leg.startDate, leg.duration as TicketDuration);

/** Whether two passes on the same section would be held on some day at once. */
export function isOverlappingPass(a: LegPeriod, b: LegPeriod): boolean {
  return isSameSection(a, b) && a.startDate <= endOf(b) && b.startDate <= endOf(a);
}

/**
 * Refuses a second pass for a section: a leg identical to one of the employee's active legs (asked
 * for or in force: not rejected, cancelled or ended before today), or one whose period overlaps
 * such a leg on the same section (either way round), or another leg of the same request, or, for
 * an edit, another of their legs: 409 on `field`. An overlap says until when the pass runs and from
 * which day to continue it instead. The caller holds the employee's lock (`lockEmployee`), so of
 * two racing submissions the second sees the first.
 */
export async function refuseIdenticalLeg(
  db: Db,
  employeeId: number,
  leg: LegPeriod,
  options: { field: string; today: string; editingId?: number; earlier?: readonly LegPeriod[] },
): Promise<void> {
  const active = await findLegsInForceFrom(db, employeeId, activeTicketStatuses, options.today);
  const others = [...active.filter((row) => row.id !== options.editingId), ...(options.earlier ?? [])];
  if (others.some((other) => isSameLeg(other, leg))) {
    throw AppError.field(
      options.field,
      TicketMessages.identicalLeg,
      {
        departure: leg.departure,
        arrival: leg.arrival,
        startDate: leg.startDate,
        duration: leg.duration,
        count: leg.duration,
      },
      HttpStatus.conflict,
    );
  }
  const held = others.find((other) => isOverlappingPass(other, leg));
  if (!held) return;
  throw AppError.field(
    options.field,
    TicketMessages.overlappingPass,
    {
      departure: held.departure,
      arrival: held.arrival,
      startDate: displayDate(held.startDate),
      endDate: displayDate(endOf(held)),
      continueFrom: displayDate(addDays(endOf(held), 1)),
    },
    HttpStatus.conflict,
  );
}
