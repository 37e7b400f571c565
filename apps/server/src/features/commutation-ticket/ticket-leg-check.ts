import { addDays, displayDate } from "@portal/contract/common/dates";
import {
  TicketMessages,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { TicketInput } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import * as tickets from "./commutation-ticket.repository";
import { isOverBudget } from "./ticket-budget";
import { type EmployeeContext, isStartAllowed, latestStartDate } from "./ticket-context";
import { refuseIdenticalLeg } from "./ticket-identical-leg";

// Checking a leg before it is stored: dates, places, budget, the identical-leg rule.

export interface CheckedLeg {
  input: TicketInput;
  endDate: string;
  overBudget: boolean;
  isUnchangedContinuation: boolean;
}

/**
 * The server's rules for one leg, beyond the shapes the contract checks: the kind's fixed fields,
 * the continuation's copy, the allowed start dates, and a reason in the notes when over budget.
 * `field` prefixes the error fields (tickets.0.notes for the first leg of a request).
 */
export async function checkLeg(
  deps: AppDeps,
  db: Db,
  context: EmployeeContext,
  input: TicketInput,
  options: { field: string; editingId?: number; earlier?: readonly CheckedLeg[] },
): Promise<CheckedLeg> {
  const at = (name: string) => (options.field ? `${options.field}.${name}` : name);
  if (input.departure === input.arrival) throw AppError.field(at("arrival"), TicketMessages.sameStations);
  if (input.kind === "createTicket6Months" && (input.transportType !== "Train" || input.duration !== 6)) {
    throw AppError.field(at("duration"), TicketMessages.sixMonthsFixed);
  }
  let isUnchangedContinuation = false;
  if (input.kind === "continueTicket") {
    const previous = input.previousTicketId
      ? await tickets.findTicket(db, input.previousTicketId)
      : undefined;
    const continuable: number[] = [TicketStatus.approved, TicketStatus.cancelRejected];
    if (!previous || previous.employeeId !== context.id || !continuable.includes(previous.status)) {
      throw AppError.field(at("previousTicketId"), TicketMessages.previousTicketRequired);
    }
    const same =
      previous.departure === input.departure &&
      previous.arrival === input.arrival &&
      previous.transportType === input.transportType &&
      previous.duration === input.duration &&
      previous.amount === input.amount;
    if (!same) throw AppError.field(at("amount"), TicketMessages.continuationMismatch);
    if (input.startDate !== addDays(previous.endDate, 1)) {
      throw AppError.field(at("startDate"), TicketMessages.continuationStart, {
        date: addDays(previous.endDate, 1),
      });
    }
    isUnchangedContinuation = true;
  } else if (!isStartAllowed(deps, input.startDate)) {
    throw AppError.field(at("startDate"), TicketMessages.startDateDisabled);
  } else if (input.startDate > latestStartDate(deps)) {
    throw AppError.field(at("startDate"), TicketMessages.startDateTooLate, {
      date: displayDate(latestStartDate(deps)),
    });
  }
  await refuseIdenticalLeg(db, context.id, input, {
    field: at("startDate"),
    today: companyToday(deps),
    editingId: options.editingId,
    earlier: options.earlier?.map((leg) => leg.input),
  });
  const endDate = endDateOf(input.startDate, input.duration);
  const overBudget = await isOverBudget(deps, db, context, {
    id: options.editingId,
    startDate: input.startDate,
    endDate,
    amount: input.amount,
    duration: input.duration,
  });
  if (overBudget && input.notes.length === 0)
    throw AppError.field(at("notes"), TicketMessages.overBudgetReasonRequired);
  return { input, endDate, overBudget, isUnchangedContinuation };
}

export function hasOtherLeader(context: EmployeeContext): boolean {
  return context.leaderEmployeeId !== null && context.leaderEmployeeId !== context.id;
}
