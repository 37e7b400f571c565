import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import {
  addDelegation,
  getDelegations,
  removeDelegation,
  searchDelegateCandidates,
} from "./ticket-delegation.service";

/** Delegation of a leader's or approver's queue. */
export async function ticketDelegationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.commutationTicket;

  api.route({ ...fromContract(r.delegations), handler: (req) => getDelegations(deps, sessionOf(req)) });
  api.route({
    ...fromContract(r.addDelegation),
    handler: (req) => addDelegation(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.removeDelegation),
    handler: async (req, reply) => {
      await removeDelegation(deps, sessionOf(req), req.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(r.delegateCandidates),
    handler: (req) => searchDelegateCandidates(deps, sessionOf(req), req.query.search),
  });
}
