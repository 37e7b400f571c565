import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sendAttachment } from "../../lib/file-response";
import { sessionOf } from "../../plugins/authenticate";
import { listPayrollReports, openPayrollReport } from "./payroll-report.service";

/** HR's monthly commuting allowance reports for payroll: the list and each workbook. */
export async function payrollReportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  api.route({
    ...fromContract(routes.payrollReport.list),
    handler: async (request, reply) => {
      const page = {
        page: request.headers[Headers.paginationPage],
        size: request.headers[Headers.paginationSize],
      };
      const result = await listPayrollReports(deps, sessionOf(request), page);
      reply.header(Headers.totalCount, String(result.totalCount));
      return result;
    },
  });
  api.route({
    ...fromContract(routes.payrollReport.download),
    handler: async (request, reply) =>
      sendAttachment(reply, await openPayrollReport(deps, sessionOf(request), request.params.id)),
  });
}
