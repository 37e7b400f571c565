import { Headers } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { EvidenceReviewResult } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sendGeneratedFile } from "../../lib/file-response";
import { translate } from "../../lib/i18n";
import { sessionOf } from "../../plugins/authenticate";
import { type ReviewOutcome, reviewEvidence, reviewEvidenceList } from "./evidence-review.service";
import { getAllowanceHistory, searchAllowances } from "./ticket-allowance.service";
import { exportCsv, exportFileName, exportWorkbook } from "./ticket-export.service";
import {
  getAllInForce,
  getAllOfAccount,
  getApproverQueue,
  getEmployeeRouteInfo,
  getHrQueue,
  getRefunds,
  getSearchOptions,
  saveNote,
  searchEmployees,
  searchTickets,
} from "./ticket-review.service";

/** A review's outcome per file, refusals in the caller's language. */
function toReviewResult(request: FastifyRequest, outcome: ReviewOutcome): EvidenceReviewResult {
  return {
    reviewed: outcome.reviewed,
    refused: outcome.refused.map(({ id, error }) => ({
      id,
      message: translate(request.language, error.messageKey, error.options.params),
    })),
  };
}

/** The page the paging headers ask for, 20 rows unless told otherwise. */
function pageOf(request: FastifyRequest) {
  return {
    page: Number(request.headers[Headers.paginationPage] ?? 1),
    size: Number(request.headers[Headers.paginationSize] ?? TicketLimits.searchPageSize),
  };
}

function sendPaged<P extends { data: unknown[]; totalCount: number }>(reply: FastifyReply, result: P): P {
  reply.header(Headers.totalCount, String(result.totalCount));
  return result;
}

/** A download: an attachment named by Content-Disposition, never cached. */

/** The HR and approver calls: queues, search, refunds, evidence review, notes, allowances, exports. */
export async function ticketReviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.commutationTicket;

  // Queues and lists ------------------------------------------------------------------------------
  api.route({
    ...fromContract(r.hrQueue),
    handler: (req) => getHrQueue(deps, sessionOf(req), req.params.id),
  });
  api.route({
    ...fromContract(r.approverQueue),
    handler: (req) => getApproverQueue(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.list),
    handler: async (req, reply) =>
      sendPaged(reply, await searchTickets(deps, sessionOf(req), {}, pageOf(req))),
  });
  api.route({
    ...fromContract(r.search),
    handler: async (req, reply) =>
      sendPaged(reply, await searchTickets(deps, sessionOf(req), req.body, pageOf(req))),
  });
  api.route({
    ...fromContract(r.refunds),
    handler: async (req, reply) =>
      sendPaged(reply, await getRefunds(deps, sessionOf(req), req.body, pageOf(req))),
  });
  api.route({ ...fromContract(r.searchOptions), handler: (req) => getSearchOptions(deps, sessionOf(req)) });
  api.route({
    ...fromContract(r.employees),
    handler: (req) => searchEmployees(deps, sessionOf(req), req.query.search),
  });
  api.route({
    ...fromContract(r.searchAllowanceRequest),
    handler: async (req, reply) =>
      sendPaged(reply, await searchAllowances(deps, sessionOf(req), req.body, pageOf(req))),
  });
  api.route({
    ...fromContract(r.allowanceHistory),
    handler: (req) => getAllowanceHistory(deps, sessionOf(req), req.params.id),
  });
  api.route({ ...fromContract(r.allInForce), handler: (req) => getAllInForce(deps, sessionOf(req)) });
  api.route({
    ...fromContract(r.allOfAccount),
    handler: (req) => getAllOfAccount(deps, sessionOf(req), req.params.account),
  });
  api.route({
    ...fromContract(r.routeOfEmployee),
    handler: (req) => getEmployeeRouteInfo(deps, sessionOf(req), req.params.id),
  });
  api.route({ ...fromContract(r.saveNote), handler: (req) => saveNote(deps, sessionOf(req), req.body) });

  // Evidence review ------------------------------------------------------------------------------
  api.route({
    ...fromContract(r.approveEvidence),
    handler: (req) => reviewEvidence(deps, sessionOf(req), req.params.id, "approved", null),
  });
  api.route({
    ...fromContract(r.rejectEvidence),
    handler: (req) => reviewEvidence(deps, sessionOf(req), req.body.id, "rejected", req.body.reason),
  });
  api.route({
    ...fromContract(r.approveEvidenceList),
    handler: async (req) =>
      toReviewResult(req, await reviewEvidenceList(deps, sessionOf(req), req.body.ids, "approved", null)),
  });
  api.route({
    ...fromContract(r.rejectEvidenceList),
    handler: async (req) =>
      toReviewResult(
        req,
        await reviewEvidenceList(deps, sessionOf(req), req.body.ids, "rejected", req.body.reason),
      ),
  });

  // Exports --------------------------------------------------------------------------------------
  api.route({
    ...fromContract(r.export),
    handler: async (req, reply) => {
      const csv = await exportCsv(deps, sessionOf(req), req.query, req.language);
      return sendGeneratedFile(reply, "text/csv; charset=utf-8", exportFileName(deps, "csv"), csv);
    },
  });
  api.route({
    ...fromContract(r.exportAF),
    handler: async (req, reply) => {
      const workbook = await exportWorkbook(deps, sessionOf(req), req.body, req.language);
      const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
      return sendGeneratedFile(reply, type, exportFileName(deps, "xlsx"), workbook);
    },
  });
}
