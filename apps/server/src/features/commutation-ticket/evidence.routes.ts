import multipart from "@fastify/multipart";
import { HttpStatus } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { routes } from "@portal/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fromContract } from "../../lib/contract-route";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { sessionOf } from "../../plugins/authenticate";
import { contentDisposition } from "./evidence.presenter";
import {
  addTicketEvidence,
  type EvidenceDownload,
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
    handler: (request) => uploadEvidence(app.deps, sessionOf(request), () => readUpload(request)),
  });
  api.route({
    ...fromContract(ticketRoutes.uploadEvidenceForAF),
    handler: (request) =>
      uploadEvidenceFor(app.deps, sessionOf(request), () => readUpload(request, { withEmployeeId: true })),
  });
  api.route({
    ...fromContract(ticketRoutes.addEvidence),
    handler: (request) =>
      addTicketEvidence(app.deps, sessionOf(request), request.params.id, () => readUpload(request)),
  });
  api.route({
    ...fromContract(ticketRoutes.presignURL),
    handler: (request) => presignEvidence(app.deps, sessionOf(request), request.body.evidenceId),
  });
  api.route({
    ...fromContract(ticketRoutes.downloadEvidence),
    handler: async (request, reply) =>
      sendFile(reply, await openPresignedEvidence(app.deps, request.params.a, request.params.b)),
  });
  api.route({
    ...fromContract(ticketRoutes.download),
    handler: async (request, reply) =>
      sendFile(
        reply,
        await openTicketEvidence(app.deps, sessionOf(request), request.params.a, request.params.b),
      ),
  });
}

/**
 * A file to save, never to render in the portal's origin: its detected type, never sniffed, as an
 * attachment with the uploader's cleaned name, not cached, and sandboxed if opened anyway.
 */
function sendFile(reply: FastifyReply, file: EvidenceDownload) {
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", fileContentSecurityPolicy)
    .send(file.stream);
}

/**
 * The body's `file` part, read into memory up to the size limit, and its `purpose` field (and
 * `employeeId` when acting for an employee); undefined when the body is not multipart or holds
 * anything else.
 */
async function readUpload(
  request: FastifyRequest,
  options: { withEmployeeId?: boolean } = {},
): Promise<EvidenceUpload | undefined> {
  if (!request.isMultipart()) return undefined;
  let file: { fileName: string; bytes: Buffer } | undefined;
  let purpose: string | undefined;
  let employeeId: string | undefined;
  let unexpected = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "file" && !file) {
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.type === "field" && part.fieldname === "purpose" && typeof part.value === "string") {
        purpose = part.value;
      } else if (
        options.withEmployeeId &&
        part.type === "field" &&
        part.fieldname === "employeeId" &&
        typeof part.value === "string"
      ) {
        employeeId = part.value;
      } else {
        unexpected = true;
        // Drain a stray file so the parser moves on to the end of the body.
        if (part.type === "file") part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw evidenceTooLarge();
    const status = (error as { statusCode?: number }).statusCode ?? HttpStatus.serverError;
    // Too many parts or fields, a truncated body: the client sent something other than one file.
    if (status < HttpStatus.serverError) return undefined;
    throw error;
  }
  return file && !unexpected ? { ...file, purpose, employeeId } : undefined;
}
