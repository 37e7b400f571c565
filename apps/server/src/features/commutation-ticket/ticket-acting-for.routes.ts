import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { idempotent } from "../../lib/idempotency";
import { sessionOf } from "../../plugins/authenticate";
import {
  addTicketFor,
  cancelTicketFor,
  checkOverBudgetFor,
  updateTicketFor,
} from "./ticket-acting-for.service";

/** The AF calls: HR acting for an employee (the upload is among the evidence routes, for its multipart). */
export async function ticketActingForRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.commutationTicket;

  api.route({
    ...fromContract(r.addTicketAF),
    // Repeated with its Idempotency-Key, the request is answered again, not stored twice.
    ...idempotent(deps),
    handler: (req) => addTicketFor(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.updateTicketAF),
    handler: (req) => updateTicketFor(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.cancelByAF),
    handler: (req) => cancelTicketFor(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.checkOverBudgetAF),
    handler: (req) => checkOverBudgetFor(deps, sessionOf(req), req.body),
  });
}
