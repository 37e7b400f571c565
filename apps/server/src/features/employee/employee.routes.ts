import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import { getColleagueInfo, listColleagueDepartments, searchColleagues } from "./colleague.service";
import { changeProfile, changeWorkplace, getOwnProfile } from "./employee.service";

export async function employeeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...fromContract(routes.employee.profile),
    handler: (request) => getOwnProfile(app.deps, sessionOf(request), request.language),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...fromContract(routes.employee.changeProfile),
    handler: (request) => changeProfile(app.deps, sessionOf(request), request.body, request.language),
  });
  api.route({
    ...fromContract(routes.employee.changeWorkplace),
    handler: (request) => changeWorkplace(app.deps, sessionOf(request), request.body, request.language),
  });
  api.route({
    ...fromContract(routes.employee.colleagueAccount),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await searchColleagues(app.deps, request.query, page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result.data;
    },
  });
  api.route({
    ...fromContract(routes.employee.colleagueInfo),
    handler: (request) => getColleagueInfo(app.deps, request.params.id),
  });
  api.route({
    ...fromContract(routes.employee.departments),
    handler: () => listColleagueDepartments(app.deps),
  });
}
