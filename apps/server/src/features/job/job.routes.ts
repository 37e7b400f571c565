import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { listJobRuns, listJobs, readJobRun, runJob } from "./job.service";

export async function jobRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.route({
    ...fromContract(routes.job.list),
    handler: (request) => listJobs(deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(routes.job.run),
    handler: (request) => runJob(deps, sessionOf(request), request.params.name, request.language),
  });
  api.route({
    ...fromContract(routes.job.runs),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listJobRuns(deps, sessionOf(request), request.params.name, page, request.language);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.job.runDetail),
    handler: (request) =>
      readJobRun(deps, sessionOf(request), request.params.name, request.params.runId, request.language),
  });
}
