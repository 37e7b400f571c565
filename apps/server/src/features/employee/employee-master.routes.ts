import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sessionOf } from "../../plugins/authenticate";
import {
  checkRoleAdmin,
  getAccountSummary,
  getJobRankHistory,
  getSelfCheck,
  listActiveEmployees,
  listAllEmployees,
  listEmployeeContracts,
  listFixedMaster,
  listJobRanks,
  listLedMembers,
  listPositions,
  searchJobRankHistory,
} from "./employee-master.service";

/** The employee master and lookup calls. */
export async function employeeMasterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.employee;

  for (const list of [
    "contractTypes",
    "fjpContractTypes",
    "degreeLevels",
    "visaKinds",
    "longTermOffTypes",
  ] as const) {
    api.route({
      ...fromContract(r[list]),
      handler: async (request) => listFixedMaster(list, request.language),
    });
  }
  api.route({ ...fromContract(r.jobRanks), handler: (request) => listJobRanks(deps, request.language) });
  api.route({ ...fromContract(r.positions), handler: (request) => listPositions(deps, request.language) });
  api.route({ ...fromContract(r.all), handler: (request) => listActiveEmployees(deps, request.language) });
  api.route({
    ...fromContract(r.allEmployee),
    handler: (request) => listAllEmployees(deps, sessionOf(request), request.query, request.language),
  });
  api.route({
    ...fromContract(r.employeeAccountByLeader),
    handler: (request) => listLedMembers(deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(r.jobRankHistory),
    handler: (request) => getJobRankHistory(deps, sessionOf(request), request.params, request.language),
  });
  api.route({
    ...fromContract(r.jobRankHistoryFilter),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await searchJobRankHistory(
        deps,
        sessionOf(request),
        request.query,
        page,
        request.language,
      );
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(r.employeeContracts),
    handler: (request) =>
      listEmployeeContracts(deps, sessionOf(request), request.query.employeeId, request.language),
  });
  api.route({
    ...fromContract(r.selfCheck),
    handler: (request) => getSelfCheck(deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(r.account),
    handler: (request) => getAccountSummary(deps, sessionOf(request), request.language),
  });
  api.route({
    ...fromContract(r.checkRoleAdmin),
    handler: (request) => checkRoleAdmin(deps, sessionOf(request)),
  });
}
