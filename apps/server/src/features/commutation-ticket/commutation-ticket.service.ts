import { addDays, addMonths, DateRanges, displayDate, isDateIn } from "@portal/contract/common/dates";
import { HttpStatus } from "@portal/contract/common/http";
import type { Paged } from "@portal/contract/common/paging";
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
  TicketInput,
  TicketLog,
  TicketPayment,
  WorkingAddress,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import {
  endDateOf,
  monthlyCost,
  taxableMonthlyAmount,
} from "@portal/contract/commutation-ticket/ticket-rules";
import {
  activeTicketStatuses,
  canTransition,
  continueWindowDays,
  submitStatus,
  type TicketAction,
  type TicketActor,
  ticketTransitions,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { companyDate } from "../../lib/company-date";
import type { SessionClaims } from "../auth/token";
import { recordAnsweringTicket, workingAddressInForce } from "../working-address/working-address.service";
import { formatWorkingAddress, toTicket, toTicketLog } from "./commutation-ticket.presenter";
import type { TicketRow } from "./commutation-ticket.repository";
import * as tickets from "./commutation-ticket.repository";
import { listEvidenceOfTickets } from "./evidence.service";
import {
  accessFor,
  accessOf,
  actorsFor,
  leaderIdsOf,
  loadViewer,
  maySee,
  requireDecider,
} from "./ticket-access";
import { allowanceLimitOf, isOverBudget, routeMonthlyCost } from "./ticket-budget";
import { announceTicket } from "./ticket-events";
import { refuseIdenticalLeg } from "./ticket-identical-leg";

// Errors ------------------------------------------------------------------------------------------

/** A transition the status machine does not allow from the ticket's status now. */
export function invalidTransition(): AppError {
  return new AppError(HttpStatus.conflict, TicketMessages.invalidTransition);
}

// Dates -------------------------------------------------------------------------------------------

/** Today in the company's calendar (Japan), YYYY-MM-DD. */
export function companyToday(deps: AppDeps): string {
  return companyDate(deps.clock.now());
}

/** The latest start a new ticket may have: a year ahead (TicketLimits.startMonthsAhead). */
function latestStartDate(deps: AppDeps): string {
  return addMonths(companyToday(deps), TicketLimits.startMonthsAhead);
}

export function getDisabledTime(deps: AppDeps): DisabledTime {
  return {
    minStartDate: addDays(companyToday(deps), -deps.config.commuting.backdateDays),
    maxStartDate: latestStartDate(deps),
    disabledRanges: deps.config.commuting.lockedDates,
  };
}

function isStartAllowed(deps: AppDeps, startDate: string): boolean {
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
async function withAddressOn<C extends PlaceAddress>(db: Db, context: C, date: string) {
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

async function employeeContext(deps: AppDeps, employeeId: number) {
  const context = await tickets.findEmployeeContext(deps.db, employeeId);
  if (!context) throw AppError.sessionExpired();
  return withAddressInForce(deps, context);
}

type EmployeeContext = Awaited<ReturnType<typeof employeeContext>>;

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
    tickets.findRoute(deps.db, routeId),
    tickets.findTicketsOfRoute(deps.db, routeId),
    employeeContext(deps, employeeId),
  ]);
  if (!route) throw AppError.notFound();
  const today = companyToday(deps);
  const inForce = rows.filter((row) => (activeTicketStatuses as readonly number[]).includes(row.status));
  const monthlyTotal = inForce
    .filter((row) => row.endDate >= today)
    .reduce((total, row) => total + monthlyCost(row.amount, row.duration), 0);
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
function actingForColumns(act: OwnerAct) {
  const isActingFor = act.actorId !== act.ownerId;
  return { onBehalfOfId: isActingFor ? act.ownerId : null, via: isActingFor ? "actingFor" : null };
}

/** Who the actor is to the owner's tickets, for presenting what they just changed. */
async function actorsOfAct(deps: AppDeps, act: OwnerAct): Promise<ReadonlySet<TicketActor>> {
  if (act.actorId === act.ownerId) return ownerOnly;
  const owner = await employeeContext(deps, act.ownerId);
  return actorsFor(deps, act.actorId, { employeeId: owner.id, deptId: owner.deptId });
}

export async function getDefaultRouteInfo(deps: AppDeps, session: SessionClaims): Promise<DefaultRouteInfo> {
  const [route, context] = await Promise.all([
    tickets.findRouteOfEmployee(deps.db, session.employeeId),
    employeeContext(deps, session.employeeId),
  ]);
  return {
    route: route ? await presentRoute(deps, route.id, session.employeeId, ownerOnly) : null,
    workingAddress: formatWorkingAddress(context),
    allowanceLimit: allowanceLimitOf(deps, context.commutingAllowanceLimit),
  };
}

// Checking a leg ----------------------------------------------------------------------------------

interface CheckedLeg {
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
async function checkLeg(
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

function hasOtherLeader(context: EmployeeContext): boolean {
  return context.leaderEmployeeId !== null && context.leaderEmployeeId !== context.id;
}

// Creating ----------------------------------------------------------------------------------------

async function insertLegs(
  deps: AppDeps,
  db: Db,
  context: EmployeeContext,
  routeId: number,
  legs: CheckedLeg[],
  act: OwnerAct,
): Promise<number[]> {
  const now = deps.clock.now().toISOString();
  // Each leg keeps the working address in force on its start date (a change may be scheduled).
  const place = (await tickets.findEmployeeContext(db, context.id)) ?? context;
  const ids: number[] = [];
  let sequence = await tickets.nextSequence(db, routeId);
  for (const leg of legs) {
    const workingAddress = formatWorkingAddress(await withAddressOn(db, place, leg.input.startDate));
    const status = submitStatus({
      hasOtherLeader: hasOtherLeader(context),
      isUnchangedContinuation: leg.isUnchangedContinuation,
    });
    const id = await tickets.insertTicket(db, {
      routeId,
      employeeId: context.id,
      kind: leg.input.kind,
      previousTicketId: leg.input.kind === "continueTicket" ? leg.input.previousTicketId : null,
      ticketSequence: sequence++,
      departure: leg.input.departure,
      arrival: leg.input.arrival,
      transportType: leg.input.transportType,
      amount: leg.input.amount,
      duration: leg.input.duration,
      startDate: leg.input.startDate,
      endDate: leg.endDate,
      notes: leg.input.notes,
      workingAddress,
      status,
      overBudget: leg.overBudget ? 1 : 0,
      rejectReason: null,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tickets.insertLog(db, {
      ticketId: id,
      employeeId: context.id,
      actorId: act.actorId,
      ...actingForColumns(act),
      action: "submit",
      fromStatus: null,
      toStatus: status,
      reason: null,
      actedAt: now,
    });
    ids.push(id);
  }
  await answerWorkingAddressChange(db, routeId, legs, ids, now);
  await tickets.touchRoute(db, routeId, now);
  return ids;
}

/**
 * A route marked after a working-address change is answered by the first new request (not a
 * continuation, which copies the old legs) that starts on or after the change date: the marks go
 * and the working-address record keeps that ticket (decision 022).
 */
async function answerWorkingAddressChange(
  db: Db,
  routeId: number,
  legs: readonly CheckedLeg[],
  ids: readonly number[],
  now: string,
): Promise<void> {
  const route = await tickets.findRoute(db, routeId);
  if (route?.isChangeWorkingAddress !== 1 || !route.workingAddressChangeDate) return;
  const changeDate = route.workingAddressChangeDate;
  const answer = legs.findIndex(
    (leg) => leg.input.kind !== "continueTicket" && leg.input.startDate >= changeDate,
  );
  const ticketId = ids[answer];
  if (ticketId === undefined) return;
  await tickets.clearWorkingAddressChange(db, routeId);
  if (route.workingAddressChangeId !== null) {
    await recordAnsweringTicket(db, route.workingAddressChangeId, ticketId, now);
  }
}

async function countActiveLegs(db: Db, routeId: number): Promise<number> {
  const rows = await tickets.findTicketsOfRoute(db, routeId);
  return rows.filter((row) => (activeTicketStatuses as readonly number[]).includes(row.status)).length;
}

async function announceAll(deps: AppDeps, ids: number[]): Promise<void> {
  for (const row of await tickets.findTicketsByIds(deps.db, ids)) {
    await announceTicket(deps, row, row.status as TicketStatus);
  }
}

/** POST commutationTicket: a new request of one or more legs; the route is created if need be. */
export async function createTickets(
  deps: AppDeps,
  act: OwnerAct,
  legs: TicketInput[],
): Promise<CommutingRoute> {
  const context = await employeeContext(deps, act.ownerId);
  const actors = await actorsOfAct(deps, act);
  const { routeId, ids } = await deps.db.transaction().execute(async (trx) => {
    await tickets.lockEmployee(trx, deps.databaseKind, context.id);
    const route =
      (await tickets.findRouteOfEmployee(trx, context.id)) ??
      (await tickets.createRoute(trx, context.id, deps.clock.now().toISOString()));
    if ((await countActiveLegs(trx, route.id)) + legs.length > TicketLimits.maxLegs) {
      throw AppError.field("tickets", TicketMessages.tooManyLegs, { max: TicketLimits.maxLegs });
    }
    const checked: CheckedLeg[] = [];
    for (const [index, input] of legs.entries()) {
      checked.push(
        await checkLeg(deps, trx, context, input, { field: `tickets.${index}`, earlier: checked }),
      );
    }
    return { routeId: route.id, ids: await insertLegs(deps, trx, context, route.id, checked, act) };
  });
  await announceAll(deps, ids);
  return presentRoute(deps, routeId, context.id, actors);
}

/** POST commutationTicket/{routeId}/add: one more leg on the caller's own route. */
export async function addToRoute(
  deps: AppDeps,
  act: OwnerAct,
  routeId: number,
  input: TicketInput,
): Promise<CommutingRoute> {
  const context = await employeeContext(deps, act.ownerId);
  const actors = await actorsOfAct(deps, act);
  const ids = await deps.db.transaction().execute(async (trx) => {
    await tickets.lockEmployee(trx, deps.databaseKind, context.id);
    const route = await tickets.findRoute(trx, routeId);
    if (!route || route.employeeId !== context.id) throw AppError.notFound();
    if ((await countActiveLegs(trx, route.id)) + 1 > TicketLimits.maxLegs) {
      throw AppError.field("", TicketMessages.tooManyLegs, { max: TicketLimits.maxLegs });
    }
    const leg = await checkLeg(deps, trx, context, input, { field: "" });
    return insertLegs(deps, trx, context, route.id, [leg], act);
  });
  await announceAll(deps, ids);
  return presentRoute(deps, routeId, context.id, actors);
}

// The owner's transitions -------------------------------------------------------------------------

/** The owner's ticket, or 404 (someone else's ticket is not found, not forbidden). */
async function ownTicket(db: Db, ownerId: number, id: number): Promise<TicketRow> {
  const row = await tickets.findTicket(db, id);
  if (!row || row.employeeId !== ownerId) throw AppError.notFound();
  return row;
}

/** Edit and resubmit (PUT {id}, POST update): before anyone confirmed it, or after a rejection. */
export async function updateTicket(
  deps: AppDeps,
  act: OwnerAct,
  id: number,
  input: TicketInput,
): Promise<Ticket> {
  const context = await employeeContext(deps, act.ownerId);
  const actors = await actorsOfAct(deps, act);
  const status = await deps.db.transaction().execute(async (trx) => {
    await tickets.lockEmployee(trx, deps.databaseKind, context.id);
    const row = await ownTicket(trx, act.ownerId, id);
    const from = row.status as TicketStatus;
    if (!canTransition("edit", from)) throw invalidTransition();
    const leg = await checkLeg(deps, trx, context, input, { field: "", editingId: id });
    const to = submitStatus({
      hasOtherLeader: hasOtherLeader(context),
      isUnchangedContinuation: leg.isUnchangedContinuation,
    });
    const now = deps.clock.now().toISOString();
    const changed = await tickets.updateIfStatus(trx, id, from, {
      kind: input.kind,
      previousTicketId: input.kind === "continueTicket" ? input.previousTicketId : null,
      departure: input.departure,
      arrival: input.arrival,
      transportType: input.transportType,
      amount: input.amount,
      duration: input.duration,
      startDate: input.startDate,
      endDate: leg.endDate,
      notes: input.notes,
      overBudget: leg.overBudget ? 1 : 0,
      status: to,
      rejectReason: null,
      submittedAt: now,
      updatedAt: now,
    });
    if (!changed) throw invalidTransition();
    await tickets.insertLog(trx, {
      ticketId: id,
      employeeId: row.employeeId,
      actorId: act.actorId,
      ...actingForColumns(act),
      action: "edit",
      fromStatus: from,
      toStatus: to,
      reason: null,
      actedAt: now,
    });
    await tickets.touchRoute(trx, row.routeId, now);
    return to;
  });
  const row = await ownTicket(deps.db, act.ownerId, id);
  await announceTicket(deps, row, status);
  return presentTicket(deps, row, actors);
}

/** Deletes one of the caller's tickets that no one has confirmed yet (or that came back rejected). */
export async function deleteTicket(
  deps: AppDeps,
  session: SessionClaims,
  routeId: number,
  ticketId: number,
): Promise<void> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const ticket = await ownTicket(trx, session.employeeId, ticketId);
    if (ticket.routeId !== routeId) throw AppError.notFound();
    await deleteInTransaction(deps, trx, session, ticket);
    return ticket;
  });
  await announceTicket(deps, row, null);
}

async function deleteInTransaction(deps: AppDeps, trx: Db, session: SessionClaims, ticket: TicketRow) {
  const from = ticket.status as TicketStatus;
  if (!canTransition("delete", from)) throw invalidTransition();
  if (!(await tickets.deleteIfStatus(trx, ticket.id, from))) throw invalidTransition();
  await tickets.insertLog(trx, {
    ticketId: ticket.id,
    employeeId: ticket.employeeId,
    actorId: session.employeeId,
    onBehalfOfId: null,
    via: null,
    action: "delete",
    fromStatus: from,
    toStatus: null,
    reason: null,
    actedAt: deps.clock.now().toISOString(),
  });
}

/** DELETE commutationTicket/{id}: the whole route, when every ticket on it may still be deleted. */
export async function deleteRoute(deps: AppDeps, session: SessionClaims, routeId: number): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const route = await tickets.findRoute(trx, routeId);
    if (!route || route.employeeId !== session.employeeId) throw AppError.notFound();
    const rows = await tickets.findTicketsOfRoute(trx, routeId);
    if (rows.some((row) => !canTransition("delete", row.status as TicketStatus))) throw invalidTransition();
    for (const row of rows) await deleteInTransaction(deps, trx, session, row);
    await tickets.deleteRoute(trx, routeId);
    return rows;
  });
  for (const row of deleted.slice(0, 1)) await announceTicket(deps, row, null);
}

// Decisions ---------------------------------------------------------------------------------------

export interface DecisionOutcome {
  decided: number[];
  refused: { id: number; error: AppError }[];
}

export interface TransitionOptions {
  /** Required by rejections: the owner reads it. */
  reason?: string | null;
  /** Columns written with the new status (a cancellation's date and amounts). */
  extra?: Parameters<typeof tickets.updateIfStatus>[3];
  /** More writes in the same transaction (claiming evidence). */
  inTransaction?: (trx: Db, ticket: TicketRow) => Promise<void>;
  /** HR doing the owner's action for them (cancelByAF); the caller must be HR. */
  actingForOwner?: boolean;
}

/** Who the caller may act as on the ticket, and the log columns saying for whom. */
async function actingAs(
  deps: AppDeps,
  session: SessionClaims,
  ticket: TicketRow,
  actor: TicketActor,
  actingForOwner: boolean,
) {
  const access = await accessFor(deps, session.employeeId, ticket);
  if (!maySee(access.actors)) throw AppError.notFound();
  if (actingForOwner) {
    requireDecider(access, "hr");
    return { onBehalfOfId: ticket.employeeId, via: "actingFor" };
  }
  requireDecider(access, actor);
  const delegator = access.onBehalfOf[actor];
  return delegator === undefined
    ? { onBehalfOfId: null, via: null }
    : { onBehalfOfId: delegator, via: "delegation" };
}

/**
 * One transition on one ticket by one caller, in one transaction: the caller must be the
 * transition's actor for this ticket (themselves, or as a delegate), the status must allow it,
 * and the ticket must still be in that status when written (of two racing decisions exactly one
 * succeeds). Writes the log row; the announcement follows the commit.
 */
export async function transition(
  deps: AppDeps,
  session: SessionClaims,
  action: TicketAction,
  ticketId: number,
  options: TransitionOptions = {},
): Promise<TicketRow> {
  const { extra = {}, inTransaction, actingForOwner = false } = options;
  const reason = options.reason ?? null;
  const rule = ticketTransitions[action];
  const to = rule.to;
  if (to === null || to === "submit") throw new Error(`${action} is not a decision`);
  // Who the caller is to the ticket does not change with its status: checked before the
  // transaction, which then only reads and writes the ticket (SQLite has one connection).
  const before = await tickets.findTicket(deps.db, ticketId);
  if (!before) throw AppError.notFound();
  const onBehalf = await actingAs(deps, session, before, rule.actor, actingForOwner);
  await deps.db.transaction().execute(async (trx) => {
    const row = await tickets.findTicket(trx, ticketId);
    if (!row) throw AppError.notFound();
    const from = row.status as TicketStatus;
    if (!canTransition(action, from)) throw invalidTransition();
    if (rule.reasonRequired && !reason) throw AppError.field("reason", TicketMessages.reasonRequired);
    const now = deps.clock.now().toISOString();
    const changed = await tickets.updateIfStatus(trx, ticketId, from, {
      ...extra,
      status: to,
      rejectReason: rule.reasonRequired ? reason : null,
      updatedAt: now,
    });
    if (!changed) throw invalidTransition();
    await tickets.insertLog(trx, {
      ticketId,
      employeeId: row.employeeId,
      actorId: session.employeeId,
      ...onBehalf,
      action,
      fromStatus: from,
      toStatus: to,
      reason: reason || null,
      actedAt: now,
    });
    await inTransaction?.(trx, row);
  });
  const row = await tickets.findTicket(deps.db, ticketId);
  if (!row) throw AppError.notFound();
  await announceTicket(deps, row, to, reason);
  return row;
}

/** The same decision on several tickets; each succeeds or is refused on its own. */
export async function decideMany(
  deps: AppDeps,
  session: SessionClaims,
  action: TicketAction,
  ids: number[],
  reason: string | null,
): Promise<DecisionOutcome> {
  const outcome: DecisionOutcome = { decided: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await transition(deps, session, action, id, { reason });
      outcome.decided.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.refused.push({ id, error });
    }
  }
  // One ticket: its refusal is the answer (404, 401, 409), as a single call would give.
  const [only] = outcome.refused;
  if (ids.length === 1 && only) throw only.error;
  return outcome;
}

/** Whether a queue's `{id}` names the caller (their account or employee id); others are refused. */
export function requireOwnQueue(session: SessionClaims, id: string): void {
  const isOwn = id.toLowerCase() === session.account || id === String(session.employeeId);
  if (!isOwn) throw AppError.permissionDenied();
}

/**
 * getTicketLeaderConfirm/{id}: the tickets waiting for the caller as leader, or as the delegate
 * of a leader; `id` names the caller.
 */
export async function getLeaderQueue(
  deps: AppDeps,
  session: SessionClaims,
  ownerId: string,
): Promise<Ticket[]> {
  requireOwnQueue(session, ownerId);
  const viewer = await loadViewer(deps, session.employeeId);
  const rows = await tickets.findForLeader(
    deps.db,
    viewer.id,
    leaderIdsOf(viewer),
    TicketStatus.submittedToManager,
  );
  return presentTickets(deps, rows, (row) => accessOf(viewer, row).actors);
}

// Reading -----------------------------------------------------------------------------------------

/** A ticket the caller may see (owner, the owner's leader, HR, approver), else 404. */
export async function getTicket(deps: AppDeps, session: SessionClaims, id: number): Promise<Ticket> {
  const row = await tickets.findTicket(deps.db, id);
  if (!row) throw AppError.notFound();
  const actors = await actorsFor(deps, session.employeeId, row);
  if (!maySee(actors)) throw AppError.notFound();
  return presentTicket(deps, row, actors);
}

export async function getRoute(
  deps: AppDeps,
  session: SessionClaims,
  routeId: number,
): Promise<CommutingRoute> {
  const route = await tickets.findRoute(deps.db, routeId);
  if (!route) throw AppError.notFound();
  const owner = await tickets.findEmployeeContext(deps.db, route.employeeId);
  if (!owner) throw AppError.notFound();
  const actors = await actorsFor(deps, session.employeeId, { employeeId: owner.id, deptId: owner.deptId });
  if (!maySee(actors)) throw AppError.notFound();
  return presentRoute(deps, routeId, owner.id, actors);
}

export async function getHistory(
  deps: AppDeps,
  session: SessionClaims,
  employeeId: number,
  page: { page: number; size: number },
): Promise<Paged<Ticket>> {
  const owner = await tickets.findEmployeeContext(deps.db, employeeId);
  if (!owner) throw AppError.notFound();
  const actors = await actorsFor(deps, session.employeeId, { employeeId: owner.id, deptId: owner.deptId });
  if (!maySee(actors)) throw AppError.notFound();
  const [rows, totalCount] = await Promise.all([
    tickets.findEmployeeTicketsPage(deps.db, employeeId, {
      offset: (page.page - 1) * page.size,
      limit: page.size,
    }),
    tickets.countEmployeeTickets(deps.db, employeeId),
  ]);
  return { data: await presentTickets(deps, rows, actors), totalCount };
}

export async function getLogs(deps: AppDeps, session: SessionClaims, ticketId: number): Promise<TicketLog[]> {
  await getTicket(deps, session, ticketId);
  return (await tickets.findLogs(deps.db, ticketId)).map(toTicketLog);
}

/** The allowance a ticket pays, month by month from its start: its amount spread over its months. */
export async function getPayment(
  deps: AppDeps,
  session: SessionClaims,
  ticketId: number,
): Promise<TicketPayment> {
  const ticket = await getTicket(deps, session, ticketId);
  const perMonth = Math.round(monthlyCost(ticket.amount, ticket.duration));
  return Array.from({ length: ticket.duration }, (_, index) => ({
    month: addMonths(ticket.startDate, index).slice(0, 7),
    amount: index === ticket.duration - 1 ? ticket.amount - perMonth * (ticket.duration - 1) : perMonth,
  }));
}

/** checkOverBudget: whether the owner's route with this leg would exceed their monthly limit. */
export async function checkOverBudget(
  deps: AppDeps,
  ownerId: number,
  query: { id?: number | null; startDate: string; endDate: string; amount: number; duration: number },
): Promise<{ data: boolean }> {
  const context = await employeeContext(deps, ownerId);
  const startDate = query.startDate.slice(0, 10);
  const endDate = query.endDate.slice(0, 10);
  const dates = [startDate, endDate];
  const isTicketDate = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) && isDateIn(date, DateRanges.ticket);
  if (!dates.every(isTicketDate)) {
    throw AppError.field("startDate", TicketMessages.startDateRequired);
  }
  const others = await routeMonthlyCost(deps.db, context.id, { from: startDate, to: endDate }, query.id);
  const total = others + monthlyCost(query.amount, query.duration);
  return { data: total > allowanceLimitOf(deps, context.commutingAllowanceLimit) };
}
