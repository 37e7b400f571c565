import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sendGeneratedFile } from "../../lib/file-response";
import { sessionOf } from "../../plugins/authenticate";
import { actOnLeave, adjustLeave } from "./leave-decision.service";
import {
  leaveBalances,
  leaveDetail,
  listDaysOff,
  listLeaveQueue,
  listLeaveTypes,
  listOwnLeave,
} from "./leave-reading.service";
import { leaveLedgerCsv, listObligations } from "./leave-report.service";
import { createLeaveRequest, deleteLeaveRequest, updateLeaveRequest } from "./leave-request.service";

/** Leave (docs/decisions/040). */
export async function leaveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.route({ ...fromContract(routes.leave.types), handler: () => listLeaveTypes(deps) });
  api.route({
    ...fromContract(routes.leave.balance),
    handler: (request) => leaveBalances(deps, sessionOf(request), request.query.employeeId),
  });
  api.route({
    ...fromContract(routes.leave.daysOff),
    handler: (request) => listDaysOff(deps, request.query.from, request.query.to),
  });
  api.route({
    ...fromContract(routes.leave.mine),
    handler: async (request, reply) => {
      const result = await listOwnLeave(deps, sessionOf(request), request.query, {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      });
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.leave.create),
    handler: (request) => createLeaveRequest(deps, sessionOf(request), request.body),
  });
  api.route({
    ...fromContract(routes.leave.detail),
    handler: (request) => leaveDetail(deps, sessionOf(request), request.params.id),
  });
  api.route({
    ...fromContract(routes.leave.update),
    handler: (request) => updateLeaveRequest(deps, sessionOf(request), request.params.id, request.body),
  });
  api.route({
    ...fromContract(routes.leave.remove),
    handler: async (request, reply) => {
      await deleteLeaveRequest(deps, sessionOf(request), request.params.id);
      return reply.status(204).send();
    },
  });
  api.route({
    ...fromContract(routes.leave.act),
    handler: (request) =>
      actOnLeave(deps, sessionOf(request), request.params.id, request.params.action, request.body.reason),
  });
  api.route({
    ...fromContract(routes.leave.queue),
    handler: async (request, reply) => {
      const result = await listLeaveQueue(deps, sessionOf(request), request.query.queue, {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      });
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.leave.obligations),
    handler: async (request, reply) => {
      const result = await listObligations(deps, sessionOf(request), request.query.show, {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      });
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.leave.ledger),
    handler: async (request, reply) => {
      const { year } = request.query;
      const csv = await leaveLedgerCsv(deps, sessionOf(request), year, request.language);
      return sendGeneratedFile(reply, "text/csv; charset=utf-8", `leave-ledger-${year}.csv`, csv);
    },
  });
  api.route({
    ...fromContract(routes.leave.adjust),
    handler: (request) => adjustLeave(deps, sessionOf(request), request.body),
  });
}
