import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import {
  createWorkingHistory,
  deleteWorkingHistory,
  listWorkingHistory,
  updateWorkingHistory,
} from "./working-history.service";

/** The working history calls. */
export async function workingHistoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.workingHistory;
  api.route({
    ...fromContract(r.list),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listWorkingHistory(deps, sessionOf(request), request.query, page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(r.create),
    handler: (request) => createWorkingHistory(deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(r.update),
    handler: (request) => updateWorkingHistory(deps, sessionOf(request), request.params.id, request.body),
  });
  api.route({
    ...fromContract(r.remove),
    handler: async (request, reply) => {
      await deleteWorkingHistory(deps, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  });
}
