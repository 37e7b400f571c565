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
    handler: (request) => searchColleagues(app.deps, request.query),
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
