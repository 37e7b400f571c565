import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { exportSignIns, listSignIns } from "./audit.service";

export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...fromContract(routes.audit.signIns),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listSignIns(app.deps, sessionOf(request), request.query, page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.audit.signInsExport),
    handler: async (request, reply) => {
      const csv = await exportSignIns(app.deps, sessionOf(request), request.query);
      const date = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="sign-in-audit-${date}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  });
}
