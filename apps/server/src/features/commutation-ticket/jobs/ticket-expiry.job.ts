import { monthlyCost } from "@portal/contract/commutation-ticket/ticket-rules";
import { inForceTicketStatuses } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { JobMessages } from "@portal/contract/job/job.constants";
import type { AppDeps } from "../../../app-deps";
import { companyToday } from "../../../lib/company-date";
import type { JobContext, JobCounts, JobDefinition, JobOutcome } from "../../job/job.types";
import * as jobs from "./ticket-jobs.repository";

const pageSize = 500;
const progressEvery = 50;

/** A route's monthly cost: the legs in force on `today`, each's price spread over its months. */
async function recomputeRoute(deps: AppDeps, routeId: number, today: string, at: string): Promise<void> {
  const legs = await jobs.findRouteLegsInForce(deps.db, routeId, inForceTicketStatuses, today);
  const cost = legs.reduce((total, leg) => total + monthlyCost(leg.amount, leg.duration), 0);
  await jobs.setRouteMonthlyCost(deps.db, routeId, Math.round(cost), at);
}

/**
 * Marks the passes in force whose end date (company date, Japan) is before today expired (a
 * conditional write of expired_at each), then recomputes the monthly cost of their routes: of
 * every route with a pass marked after its cost was last computed, so a run that stopped half-way
 * is finished by the next. Counts: passes found, marked, failures.
 */
export async function expireEndedTickets(
  deps: AppDeps,
  progress: (counts: JobCounts) => Promise<void> = async () => {},
  log?: Pick<JobContext["log"], "error">,
): Promise<JobOutcome> {
  const counts: JobCounts = { total: 0, success: 0, failed: 0 };
  const today = companyToday(deps);
  const at = deps.clock.now().toISOString();
  let afterId = 0;
  let handled = 0;
  for (;;) {
    const page = await jobs.findPassesEnded(deps.db, inForceTicketStatuses, today, {
      afterId,
      limit: pageSize,
    });
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? afterId;
    for (const ticket of page) {
      handled++;
      counts.total++;
      try {
        if (await jobs.claimExpired(deps.db, ticket.id, at)) counts.success++;
        else counts.total--;
      } catch (err) {
        counts.failed++;
        log?.error({ err, ticketId: ticket.id }, "marking a ticket expired failed");
      }
      if (handled % progressEvery === 0) await progress(counts);
    }
  }
  let afterRouteId = 0;
  for (;;) {
    const routes = await jobs.findRoutesToRecompute(deps.db, { afterId: afterRouteId, limit: pageSize });
    if (routes.length === 0) break;
    afterRouteId = routes[routes.length - 1] ?? afterRouteId;
    for (const routeId of routes) await recomputeRoute(deps, routeId, today, at);
  }
  return { messageKey: JobMessages.ticketsExpired, ...counts };
}

/** ticketExpiry: every day at 00:10 (Japan), just after the company's date changed. */
export const ticketExpiryJob: JobDefinition = {
  name: "ticketExpiry",
  schedule: () => "10 0 * * *",
  run: ({ deps, progress, log }) => expireEndedTickets(deps, progress, log),
};
