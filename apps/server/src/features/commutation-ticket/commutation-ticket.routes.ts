import { Headers } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { TicketDecisionResult } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { translate } from "../../lib/i18n";
import { idempotent } from "../../lib/idempotency";
import { sessionOf } from "../../plugins/authenticate";
import {
  addToRoute,
  createTickets,
  deleteRoute,
  deleteTicket,
  updateTicket,
} from "./commutation-ticket.service";
import { addStation, searchStations } from "./station.service";
import { cancelTicket } from "./ticket-cancel.service";
import { getDefaultRouteInfo, getDisabledTime, getWorkingAddress, selfAct } from "./ticket-context";
import { type DecisionOutcome, decideMany, getLeaderQueue, transition } from "./ticket-decision.service";
import { getPrice } from "./ticket-fare-hint";
import {
  checkOverBudget,
  getHistory,
  getLogs,
  getPayment,
  getRoute,
  getTicket,
} from "./ticket-reading.service";

/** A decision's outcome per ticket, refusals in the caller's language. */
function toDecisionResult(request: FastifyRequest, outcome: DecisionOutcome): TicketDecisionResult {
  return {
    decided: outcome.decided,
    refused: outcome.refused.map(({ id, error }) => ({
      id,
      message: translate(request.language, error.messageKey, error.options.params),
    })),
  };
}

export async function commutationTicketRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.commutationTicket;
  const pageOf = (request: FastifyRequest) => ({
    page: Number(request.headers[Headers.paginationPage] ?? 1),
    size: Number(request.headers[Headers.paginationSize] ?? TicketLimits.historyPageSize),
  });

  api.route({
    ...fromContract(r.defaultRouteInfo),
    handler: (req) => getDefaultRouteInfo(deps, sessionOf(req)),
  });
  // A submission repeated with its Idempotency-Key (a double-click, a retry) is answered again, not stored twice.
  const repeatable = idempotent(deps);
  api.route({
    ...fromContract(r.create),
    ...repeatable,
    handler: (req) => createTickets(deps, selfAct(sessionOf(req)), req.body.tickets),
  });
  api.route({
    ...fromContract(r.addToRoute),
    ...repeatable,
    handler: (req) => addToRoute(deps, selfAct(sessionOf(req)), req.params.routeId, req.body),
  });
  api.route({
    ...fromContract(r.update),
    handler: (req) => {
      const { id, ...input } = req.body;
      return updateTicket(deps, selfAct(sessionOf(req)), id, input);
    },
  });
  api.route({
    ...fromContract(r.updateById),
    handler: (req) => updateTicket(deps, selfAct(sessionOf(req)), req.params.id, req.body),
  });
  api.route({
    ...fromContract(r.deleteRoute),
    handler: async (req, reply) => {
      await deleteRoute(deps, sessionOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(r.deleteTicket),
    handler: async (req, reply) => {
      await deleteTicket(deps, sessionOf(req), req.params.id, req.params.ticketId);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(r.cancel),
    handler: (req) => {
      const session = sessionOf(req);
      return cancelTicket(deps, session, selfAct(session), req.body);
    },
  });
  api.route({
    ...fromContract(r.checkOverBudget),
    handler: (req) => checkOverBudget(deps, sessionOf(req).employeeId, req.body),
  });
  api.route({
    ...fromContract(r.getTicket),
    handler: (req) => getTicket(deps, sessionOf(req), req.params.id),
  });
  api.route({ ...fromContract(r.getRoute), handler: (req) => getRoute(deps, sessionOf(req), req.params.id) });
  api.route({
    ...fromContract(r.myHistory),
    handler: async (req, reply) => {
      const session = sessionOf(req);
      const result = await getHistory(deps, session, session.employeeId, pageOf(req));
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(r.myHistoryPage),
    handler: async (req, reply) => {
      const session = sessionOf(req);
      const page = { page: req.params.page, size: TicketLimits.historyPageSize };
      const result = await getHistory(deps, session, session.employeeId, page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(r.employeeHistory),
    handler: async (req, reply) => {
      const result = await getHistory(deps, sessionOf(req), req.params.id, pageOf(req));
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({ ...fromContract(r.logs), handler: (req) => getLogs(deps, sessionOf(req), req.params.id) });
  api.route({
    ...fromContract(r.payment),
    handler: (req) => getPayment(deps, sessionOf(req), req.params.id),
  });
  api.route({ ...fromContract(r.address), handler: (req) => getWorkingAddress(deps, sessionOf(req)) });
  api.route({ ...fromContract(r.disabledTime), handler: async () => getDisabledTime(deps) });
  api.route({ ...fromContract(r.stations), handler: (req) => searchStations(deps, req.query.search) });
  api.route({ ...fromContract(r.addStation), handler: (req) => addStation(deps, sessionOf(req), req.body) });
  api.route({
    ...fromContract(r.price),
    handler: (req) => getPrice(deps, sessionOf(req).employeeId, req.query.dept, req.query.arvl),
  });

  // Decisions ---------------------------------------------------------------------------------
  api.route({
    ...fromContract(r.leaderQueue),
    handler: (req) => getLeaderQueue(deps, sessionOf(req), req.params.id),
  });
  api.route({
    ...fromContract(r.leaderConfirmOrReject),
    handler: async (req) => {
      const { ids, confirm, reason } = req.body;
      const action = confirm ? "leaderConfirm" : "leaderReject";
      return toDecisionResult(req, await decideMany(deps, sessionOf(req), action, ids, reason || null));
    },
  });
  api.route({
    ...fromContract(r.hrConfirmOrReject),
    handler: async (req) => {
      const { ids, confirm, reason } = req.body;
      const action = confirm ? "hrConfirm" : "hrReject";
      return toDecisionResult(req, await decideMany(deps, sessionOf(req), action, ids, reason || null));
    },
  });
  api.route({
    ...fromContract(r.approve),
    handler: async (req) =>
      toDecisionResult(req, await decideMany(deps, sessionOf(req), "approve", req.body.ids, null)),
  });
  api.route({
    ...fromContract(r.reject),
    handler: async (req) => {
      const session = sessionOf(req);
      await transition(deps, session, "approverReject", req.params.id, { reason: req.body.reason });
      return getTicket(deps, session, req.params.id);
    },
  });
  api.route({
    ...fromContract(r.approveRefund),
    handler: async (req) =>
      toDecisionResult(req, await decideMany(deps, sessionOf(req), "approveRefund", req.body.ids, null)),
  });
  api.route({
    ...fromContract(r.rejectRefund),
    handler: async (req) =>
      toDecisionResult(
        req,
        await decideMany(deps, sessionOf(req), "rejectRefund", req.body.ids, req.body.reason),
      ),
  });
}
