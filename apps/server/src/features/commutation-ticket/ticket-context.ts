import { addDays, addMonths, DateRanges } from "@portal/contract/common/dates";
import { HttpStatus } from "@portal/contract/common/http";
import {
  TicketLimits,
  TicketMessages,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  DefaultRouteInfo,
  DisabledTime,
  Ticket,
  WorkingAddress,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { taxableMonthlyAmount } from "@portal/contract/commutation-ticket/ticket-rules";
import {
  activeTicketStatuses,
  continueWindowDays,
  type TicketActor,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { workingAddressInForce } from "../working-address/working-address.service";
import { formatWorkingAddress, toTicket } from "./commutation-ticket.presenter";
import type { TicketRow } from "./commutation-ticket.repository";
import * as tickets from "./commutation-ticket.repository";
import * as commutingRoutes from "./commuting-route.repository";
import { listEvidenceOfTickets } from "./evidence.service";
import { actorsFor } from "./ticket-access";
import { allowanceLimitOf, peakMonthlyCost } from "./ticket-budget";
import * as ticketEmployees from "./ticket-employee.repository";

// What every ticket call starts from: errors, the company day, the employee's context, presenting
// tickets and routes, and whom an owner's act is done by.

// Errors ------------------------------------------------------------------------------------------

/** A transition the status machine does not allow from the ticket's status now. */
export function invalidTransition(): AppError {
  return new AppError(HttpStatus.conflict, TicketMessages.invalidTransition);
}

// Dates -------------------------------------------------------------------------------------------

/** The latest start a new ticket may have: a year ahead (TicketLimits.startMonthsAhead). */
export function latestStartDate(deps: AppDeps): string {
  return addMonths(companyToday(deps), TicketLimits.startMonthsAhead);
}

export function getDisabledTime(deps: AppDeps): DisabledTime {
  return {
    minStartDate: addDays(companyToday(deps), -deps.config.commuting.backdateDays),
    maxStartDate: latestStartDate(deps),
    disabledRanges: deps.config.commuting.lockedDates,
  };
}

export function isStartAllowed(deps: AppDeps, startDate: string): boolean {
  const { minStartDate, disabledRanges } = getDisabledTime(deps);
  return startDate >= minStartDate && !disabledRanges.some((r) => startDate >= r.from && startDate <= r.to);
}

// Context -----------------------------------------------------------------------------------------

interface PlaceAddress {
  id: number;
  workingPlaceId: number | null;
  postCode: string | null;
  address1: string | null;
  address2: string | null;
}

/**
 * The employee with the working address in force on `date` (decision 022): their working-address
 * record of that day, else their working place. `addressPlaceId` is the working place the
 * address is, if any.
 */
export async function withAddressOn<C extends PlaceAddress>(db: Db, context: C, date: string) {
  const record = await workingAddressInForce(db, context.id, date);
  if (!record) return { ...context, addressPlaceId: context.workingPlaceId };
  return {
    ...context,
    postCode: record.postCode,
    address1: record.address1,
    address2: record.address2,
    addressPlaceId: record.workingPlaceId,
  };
}

/** The employee with the working address in force today. */
export function withAddressInForce<C extends PlaceAddress>(deps: AppDeps, context: C) {
  return withAddressOn(deps.db, context, companyToday(deps));
}

export async function employeeContext(deps: AppDeps, employeeId: number) {
  const context = await ticketEmployees.findEmployeeContext(deps.db, employeeId);
  if (!context) throw AppError.sessionExpired();
  return withAddressInForce(deps, context);
}

export type EmployeeContext = Awaited<ReturnType<typeof employeeContext>>;

export async function getWorkingAddress(deps: AppDeps, session: SessionClaims): Promise<WorkingAddress> {
  const context = await employeeContext(deps, session.employeeId);
  const isWorkingPlace = context.addressPlaceId !== null && context.addressPlaceId === context.workingPlaceId;
  return {
    workingPlaceId: context.addressPlaceId,
    name: isWorkingPlace ? (context.placeNameEn ?? "") : "",
    postCode: context.postCode ?? "",
    workingAddress: formatWorkingAddress(context),
  };
}

/**
 * The owner may continue a ticket in force (Approved or CancelRejected) from 30 days before its end,
 * once: not when a continuation is already asked for or in force. The tickets of a list that may be
 * continued, with one query for the whole list.
 */
async function continuableIds(
  deps: AppDeps,
  rows: readonly TicketRow[],
  actorsOf: (row: TicketRow) => ReadonlySet<TicketActor>,
): Promise<Set<number>> {
  const inForce: number[] = [TicketStatus.approved, TicketStatus.cancelRejected];
  const today = companyToday(deps);
  const candidates = rows
    .filter((row) => actorsOf(row).has("owner") && inForce.includes(row.status))
    .filter((row) => addDays(row.endDate, -continueWindowDays) <= today)
    .map((row) => row.id);
  const continued = await tickets.findContinuedIds(deps.db, candidates, activeTicketStatuses);
  return new Set(candidates.filter((id) => !continued.has(id)));
}

/**
 * Tickets as the caller sees them, their evidence and continuations read in one query each for the
 * whole list. `actors`
 * is who the caller is to every row, or a function giving it per row (lists of many owners).
 */
export async function presentTickets(
  deps: AppDeps,
  rows: readonly TicketRow[],
  actors: ReadonlySet<TicketActor> | ((row: TicketRow) => ReadonlySet<TicketActor>),
): Promise<Ticket[]> {
  const actorsOf = typeof actors === "function" ? actors : () => actors;
  const [evidence, continuable] = await Promise.all([
    listEvidenceOfTickets(
      deps.db,
      rows.map((row) => row.id),
    ),
    continuableIds(deps, rows, actorsOf),
  ]);
  return rows.map((row) =>
    toTicket(row, actorsOf(row), evidence.get(row.id) ?? [], { canContinue: continuable.has(row.id) }),
  );
}

export async function presentTicket(
  deps: AppDeps,
  row: TicketRow,
  actors: ReadonlySet<TicketActor>,
): Promise<Ticket> {
  const [ticket] = await presentTickets(deps, [row], actors);
  if (!ticket) throw AppError.notFound();
  return ticket;
}

export async function presentRoute(
  deps: AppDeps,
  routeId: number,
  employeeId: number,
  actors: ReadonlySet<TicketActor>,
): Promise<CommutingRoute> {
  const [route, rows, context] = await Promise.all([
    commutingRoutes.findRoute(deps.db, routeId),
    tickets.findTicketsOfRoute(deps.db, routeId),
    employeeContext(deps, employeeId),
  ]);
  if (!route) throw AppError.notFound();
  const today = companyToday(deps);
  const inForce = rows.filter((row) => (activeTicketStatuses as readonly number[]).includes(row.status));
  // From today on, at its peak: a pass and its continuation count once.
  const monthlyTotal = peakMonthlyCost(
    inForce.filter((row) => row.endDate >= today),
    { from: today, to: DateRanges.ticket.max },
  );
  const first = inForce.reduce<string | null>(
    (min, r) => (min === null || r.startDate < min ? r.startDate : min),
    null,
  );
  const last = inForce.reduce<string | null>(
    (max, r) => (max === null || r.endDate > max ? r.endDate : max),
    null,
  );
  return {
    id: route.id,
    employeeId: route.employeeId,
    account: context.account,
    workingAddress: formatWorkingAddress(context),
    startDate: first,
    endDate: last,
    changeDate: route.updatedAt,
    isChangeWorkingAddress: route.isChangeWorkingAddress === 1,
    workingAddressChangeDate: route.workingAddressChangeDate,
    tickets: await presentTickets(deps, rows, actors),
    monthlyTotal: Math.round(monthlyTotal),
    allowanceLimit: allowanceLimitOf(deps, context.commutingAllowanceLimit),
    taxableMonthlyAmount: taxableMonthlyAmount(monthlyTotal),
  };
}

const ownerOnly: ReadonlySet<TicketActor> = new Set(["owner"]);

/**
 * Who does an owner's action: the owner themselves, or HR acting for them (the AF calls). The
 * log names the actor, and the owner as the one acted for.
 */
export interface OwnerAct {
  ownerId: number;
  actorId: number;
}

export const selfAct = (session: SessionClaims): OwnerAct => ({
  ownerId: session.employeeId,
  actorId: session.employeeId,
});

/** The log columns saying for whom the actor acted. */
export function actingForColumns(act: OwnerAct) {
  const isActingFor = act.actorId !== act.ownerId;
  return { onBehalfOfId: isActingFor ? act.ownerId : null, via: isActingFor ? "actingFor" : null };
}

/** Who the actor is to the owner's tickets, for presenting what they just changed. */
export async function actorsOfAct(deps: AppDeps, act: OwnerAct): Promise<ReadonlySet<TicketActor>> {
  if (act.actorId === act.ownerId) return ownerOnly;
  const owner = await employeeContext(deps, act.ownerId);
  return actorsFor(deps, act.actorId, { employeeId: owner.id, deptId: owner.deptId });
}

export async function getDefaultRouteInfo(deps: AppDeps, session: SessionClaims): Promise<DefaultRouteInfo> {
  const [route, context] = await Promise.all([
    commutingRoutes.findRouteOfEmployee(deps.db, session.employeeId),
    employeeContext(deps, session.employeeId),
  ]);
  return {
    route: route ? await presentRoute(deps, route.id, session.employeeId, ownerOnly) : null,
    workingAddress: formatWorkingAddress(context),
    allowanceLimit: allowanceLimitOf(deps, context.commutingAllowanceLimit),
  };
}
