import multipart from "@fastify/multipart";
import { Headers } from "@portal/contract/common/http";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sendAttachment } from "../../lib/file-response";
import { withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import { approveRequest, listForReview, rejectRequest } from "./change-decision.service";
import { addEvidences, deleteEvidence, openEvidence } from "./change-evidence.service";
import { evidenceMultipartLimits, readEvidenceUpload } from "./change-evidence.upload";
import { createAddressRequest, createProfileRequest, updateRequest } from "./change-fields.service";
import { cancelRequest, getRequest, listOwnRequests, submitRequest } from "./employee-change.service";
import { getFieldHistory } from "./field-history.service";
import { getAddressHistory, getLatestAddress } from "./home-address.service";

/** The page the paging headers ask for, 20 rows unless told otherwise. */
function pageOf(request: FastifyRequest) {
  return {
    page: Number(request.headers[Headers.paginationPage] ?? 1),
    size: Number(request.headers[Headers.paginationSize] ?? ChangeRequestLimits.pageSize),
  };
}

function sendPaged<T>(reply: FastifyReply, result: { data: T[]; totalCount: number }) {
  reply.header(Headers.totalCount, String(result.totalCount));
  return result;
}

/** Change requests (profile, home address; bank and education through their own calls), history, addresses. */
export async function employeeChangeRoutes(app: FastifyInstance) {
  // Multipart is parsed here only (this plugin's scope): the `evidences` files of a request.
  await app.register(multipart, { limits: evidenceMultipartLimits });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.employeeChange;

  api.route({
    ...fromContract(r.address),
    handler: (req) => createAddressRequest(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.addressHistory),
    handler: (req) => getAddressHistory(deps, sessionOf(req), req.query.employeeId),
  });
  api.route({
    ...fromContract(r.latestAddress),
    handler: (req) => getLatestAddress(deps, sessionOf(req), req.query.employeeId),
  });
  api.route({
    ...fromContract(r.myRequests),
    handler: async (req, reply) =>
      sendPaged(reply, await listOwnRequests(deps, sessionOf(req), req.query, pageOf(req))),
  });
  api.route({
    ...fromContract(r.createRequest),
    handler: (req) => createProfileRequest(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.getRequest),
    handler: (req) => getRequest(deps, sessionOf(req), req.params.id),
  });
  api.route({
    ...fromContract(r.updateRequest),
    handler: (req) => updateRequest(deps, sessionOf(req), req.params.id, req.body),
  });
  api.route({
    ...fromContract(r.submitRequest),
    handler: (req) => submitRequest(deps, sessionOf(req), req.params.id),
  });
  api.route({
    ...fromContract(r.cancelRequest),
    handler: (req) => cancelRequest(deps, sessionOf(req), req.params.id),
  });
  api.route({
    ...fromContract(r.uploadEvidences),
    handler: (req) =>
      withUpload(req, sessionOf(req).employeeId, (read) =>
        addEvidences(deps, sessionOf(req), req.params.id, () => readEvidenceUpload(read, [])),
      ),
  });
  api.route({
    ...fromContract(r.deleteEvidence),
    handler: (req) => deleteEvidence(deps, sessionOf(req), req.params.id, req.params.evidenceId),
  });
  api.route({
    ...fromContract(r.downloadEvidence),
    handler: async (req, reply) =>
      sendAttachment(reply, await openEvidence(deps, sessionOf(req), req.params.id, req.params.evidenceId)),
  });
  api.route({
    ...fromContract(r.review),
    handler: async (req, reply) =>
      sendPaged(reply, await listForReview(deps, sessionOf(req), req.query, pageOf(req))),
  });
  api.route({
    ...fromContract(r.approve),
    handler: (req) => approveRequest(deps, sessionOf(req), req.params.id, req.body.comment),
  });
  api.route({
    ...fromContract(r.reject),
    handler: (req) => rejectRequest(deps, sessionOf(req), req.params.id, req.body.reason),
  });
  api.route({
    ...fromContract(r.history),
    handler: async (req, reply) =>
      sendPaged(reply, await getFieldHistory(deps, sessionOf(req), req.query, pageOf(req))),
  });
}
