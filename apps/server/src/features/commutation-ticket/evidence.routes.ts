import multipart from "@fastify/multipart";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { sendAttachment } from "../../lib/file-response";
import { type ReadUpload, withUpload } from "../../lib/upload-reader";
import { sessionOf } from "../../plugins/authenticate";
import {
  addTicketEvidence,
  type EvidenceUpload,
  evidenceTooLarge,
  openPresignedEvidence,
  openTicketEvidence,
  presignEvidence,
  uploadEvidence,
} from "./evidence.service";
import { uploadEvidenceFor } from "./ticket-acting-for.service";

/** Evidence files of commuting tickets: uploads, presigned links and downloads. */
export async function evidenceRoutes(app: FastifyInstance) {
  // Multipart is parsed here only (this plugin's scope): one file part and one purpose field.
  await app.register(multipart, {
    limits: { fileSize: TicketLimits.evidenceMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 64 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ticketRoutes = routes.commutationTicket;

  api.route({
    ...fromContract(ticketRoutes.upload),
    handler: (request) =>
      withUpload(request, sessionOf(request).employeeId, (read) =>
        uploadEvidence(app.deps, sessionOf(request), () => readEvidence(read)),
      ),
  });
  api.route({
    ...fromContract(ticketRoutes.uploadEvidenceForAF),
    handler: (request) =>
      withUpload(request, sessionOf(request).employeeId, (read) =>
        uploadEvidenceFor(app.deps, sessionOf(request), () => readEvidence(read, { withEmployeeId: true })),
      ),
  });
  api.route({
    ...fromContract(ticketRoutes.addEvidence),
    handler: (request) =>
      withUpload(request, sessionOf(request).employeeId, (read) =>
        addTicketEvidence(app.deps, sessionOf(request), request.params.id, () => readEvidence(read)),
      ),
  });
  api.route({
    ...fromContract(ticketRoutes.presignURL),
    handler: (request) => presignEvidence(app.deps, sessionOf(request), request.body.evidenceId),
  });
  api.route({
    ...fromContract(ticketRoutes.downloadEvidence),
    handler: async (request, reply) =>
      sendAttachment(reply, await openPresignedEvidence(app.deps, request.params.a, request.params.b)),
  });
  api.route({
    ...fromContract(ticketRoutes.download),
    handler: async (request, reply) =>
      sendAttachment(
        reply,
        await openTicketEvidence(app.deps, sessionOf(request), request.params.a, request.params.b),
      ),
  });
}

/**
 * The body's `file` part (streamed to a temporary file) and its `purpose` field (and `employeeId`
 * when acting for an employee); undefined when the body is not multipart or holds anything else.
 */
async function readEvidence(
  read: ReadUpload,
  options: { withEmployeeId?: boolean } = {},
): Promise<EvidenceUpload | undefined> {
  const form = await read({ fileFields: ["file"], tooLarge: evidenceTooLarge });
  if (!form) return undefined;
  const { purpose, employeeId, ...others } = form.fields;
  const [file, ...moreFiles] = form.files;
  const isUnexpected =
    moreFiles.length > 0 ||
    form.strayParts.length > 0 ||
    Object.keys(others).length > 0 ||
    (employeeId !== undefined && !options.withEmployeeId);
  return file && !isUnexpected ? { file, purpose, employeeId } : undefined;
}
