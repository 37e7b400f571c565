import multipart from "@fastify/multipart";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sendAttachment } from "../../lib/file-response";
import { withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import { evidenceMultipartLimits, readEvidenceUpload } from "../employee-change/change-evidence.upload";
import {
  addEducationRequest,
  getEducation,
  getEducationRequests,
  openCertificate,
  presignCertificate,
  updateEducationRequest,
  uploadEducationCertificates,
} from "./employee-education.service";

/** Education records and their requests (change requests of kind education), certificates by signed links. */
export async function employeeEducationRoutes(app: FastifyInstance) {
  // Multipart is parsed here only (this plugin's scope): `requestId` and `evidences` files.
  await app.register(multipart, { limits: evidenceMultipartLimits });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const r = routes.employeeEducation;

  api.route({ ...fromContract(r.getEducation), handler: (req) => getEducation(deps, sessionOf(req)) });
  api.route({
    ...fromContract(r.getEducationRequest),
    handler: (req) => getEducationRequests(deps, sessionOf(req)),
  });
  api.route({
    ...fromContract(r.addEducationRequest),
    handler: (req) => addEducationRequest(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.updateEducationRequest),
    handler: (req) => updateEducationRequest(deps, sessionOf(req), req.body),
  });
  api.route({
    ...fromContract(r.uploadEducationCertificates),
    handler: (req) =>
      withUpload(req, sessionOf(req).employeeId, (read) =>
        uploadEducationCertificates(deps, sessionOf(req), () => readEvidenceUpload(read, ["requestId"])),
      ),
  });
  api.route({
    ...fromContract(r.educationPresignUrl),
    handler: (req) => presignCertificate(deps, sessionOf(req), req.params.id, req.query.evidenceId),
  });
  api.route({
    ...fromContract(r.educationCertificate),
    handler: async (req, reply) =>
      sendAttachment(reply, await openCertificate(deps, req.params.evidenceId, req.query)),
  });
}
