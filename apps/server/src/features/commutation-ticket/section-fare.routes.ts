import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { listSectionFares, removeSectionFare, saveSectionFare } from "./section-fare.service";

/** HR's official fares per section. */
export async function sectionFareRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.route({
    ...fromContract(routes.sectionFare.list),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listSectionFares(deps, sessionOf(request), request.query.search, page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.sectionFare.save),
    handler: (request) => saveSectionFare(deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(routes.sectionFare.remove),
    handler: async (request, reply) => {
      await removeSectionFare(deps, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  });
}
