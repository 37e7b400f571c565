import {
  TicketLimits,
  TicketMessages,
  type TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  Ticket,
  TicketInput,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import {
  activeTicketStatuses,
  canTransition,
  submitStatus,
} from "@portal/contract/commutation-ticket/ticket-status-machine";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { lockEmployee } from "../../lib/employee-lock";
import type { SessionClaims } from "../auth/token";
import { recordAnsweringTicket } from "../working-address/working-address.service";
import { formatWorkingAddress } from "./commutation-ticket.presenter";
import type { TicketRow } from "./commutation-ticket.repository";
import * as tickets from "./commutation-ticket.repository";
import * as commutingRoutes from "./commuting-route.repository";
import {
  actingForColumns,
  actorsOfAct,
  type EmployeeContext,
  employeeContext,
  invalidTransition,
  type OwnerAct,
  presentRoute,
  presentTicket,
  withAddressOn,
} from "./ticket-context";
import * as ticketEmployees from "./ticket-employee.repository";
import { announceTicket } from "./ticket-events";
import { type CheckedLeg, checkLeg, hasOtherLeader } from "./ticket-leg-check";
import * as ticketLogs from "./ticket-log.repository";

// The owner's side of commuting tickets: creating legs, adding to a route, editing, deleting.

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
  const place = (await ticketEmployees.findEmployeeContext(db, context.id)) ?? context;
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
    await ticketLogs.insertLog(db, {
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
  await commutingRoutes.touchRoute(db, routeId, now);
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
  const route = await commutingRoutes.findRoute(db, routeId);
  if (route?.isChangeWorkingAddress !== 1 || !route.workingAddressChangeDate) return;
  const changeDate = route.workingAddressChangeDate;
  const answer = legs.findIndex(
    (leg) => leg.input.kind !== "continueTicket" && leg.input.startDate >= changeDate,
  );
  const ticketId = ids[answer];
  if (ticketId === undefined) return;
  await commutingRoutes.clearWorkingAddressChange(db, routeId);
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
    await lockEmployee(trx, deps.databaseKind, context.id);
    const route =
      (await commutingRoutes.findRouteOfEmployee(trx, context.id)) ??
      (await commutingRoutes.createRoute(trx, context.id, deps.clock.now().toISOString()));
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
    await lockEmployee(trx, deps.databaseKind, context.id);
    const route = await commutingRoutes.findRoute(trx, routeId);
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
    await lockEmployee(trx, deps.databaseKind, context.id);
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
    await ticketLogs.insertLog(trx, {
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
    await commutingRoutes.touchRoute(trx, row.routeId, now);
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
  await ticketLogs.insertLog(trx, {
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
    const route = await commutingRoutes.findRoute(trx, routeId);
    if (!route || route.employeeId !== session.employeeId) throw AppError.notFound();
    const rows = await tickets.findTicketsOfRoute(trx, routeId);
    if (rows.some((row) => !canTransition("delete", row.status as TicketStatus))) throw invalidTransition();
    for (const row of rows) await deleteInTransaction(deps, trx, session, row);
    await commutingRoutes.deleteRoute(trx, routeId);
    return rows;
  });
  for (const row of deleted.slice(0, 1)) await announceTicket(deps, row, null);
}
