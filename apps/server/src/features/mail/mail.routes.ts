import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { listOutbox, readMessage } from "./mail.service";

/** Administrators' outbox: every e-mail the portal wrote (decision 030). */
export async function mailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...fromContract(routes.mail.outbox),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listOutbox(app.deps, sessionOf(request), page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.mail.message),
    handler: (request) => readMessage(app.deps, sessionOf(request), request.params.id),
  });
}
