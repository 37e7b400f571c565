import { addMonths, DateRanges, isDateIn } from "@portal/contract/common/dates";
import type { Paged } from "@portal/contract/common/paging";
import { TicketMessages } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type {
  CommutingRoute,
  Ticket,
  TicketLog,
  TicketPayment,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { monthlyCost } from "@portal/contract/commutation-ticket/ticket-rules";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { SessionClaims } from "../auth/token";
import { toTicketLog } from "./commutation-ticket.presenter";
import * as tickets from "./commutation-ticket.repository";
import * as commutingRoutes from "./commuting-route.repository";
import { actorsFor, maySee } from "./ticket-access";
import { allowanceLimitOf, routeMonthlyCost } from "./ticket-budget";
import { employeeContext, presentRoute, presentTicket, presentTickets } from "./ticket-context";
import * as ticketEmployees from "./ticket-employee.repository";
import * as ticketLogs from "./ticket-log.repository";

// Reading tickets, routes, history, logs and payments.

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
  const route = await commutingRoutes.findRoute(deps.db, routeId);
  if (!route) throw AppError.notFound();
  const owner = await ticketEmployees.findEmployeeContext(deps.db, route.employeeId);
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
  const owner = await ticketEmployees.findEmployeeContext(deps.db, employeeId);
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
  return (await ticketLogs.findLogs(deps.db, ticketId)).map(toTicketLog);
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
  // 0 is a new ticket, as null is.
  const editedId = query.id || undefined;
  const others = await routeMonthlyCost(deps.db, context.id, { from: startDate, to: endDate }, editedId);
  const total = others + monthlyCost(query.amount, query.duration);
  return { data: total > allowanceLimitOf(deps, context.commutingAllowanceLimit) };
}
