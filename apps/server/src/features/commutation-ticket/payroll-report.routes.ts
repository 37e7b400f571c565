import { Headers } from "@portal/contract/common/http";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { sessionOf } from "../../plugins/authenticate";
import { contentDisposition } from "./evidence.presenter";
import {
  listPayrollReports,
  openPayrollReport,
  type PayrollReportDownload,
  xlsxContentType,
} from "./payroll-report.service";

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
      sendWorkbook(reply, await openPayrollReport(deps, sessionOf(request), request.params.id)),
  });
}

/** The workbook as an attachment to save, not cached, never sniffed or rendered in the portal. */
function sendWorkbook(reply: FastifyReply, file: PayrollReportDownload) {
  return reply
    .header("content-type", xlsxContentType)
    .header("content-length", file.size)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", fileContentSecurityPolicy)
    .send(file.stream);
}
