import type { FastifyReply } from "fastify";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { contentDisposition } from "../commutation-ticket/evidence.presenter";
import type { EvidenceDownload } from "./change-evidence.service";

/**
 * A file to save, never to render in the portal's origin: its detected type, never sniffed, as an
 * attachment with the uploader's cleaned name, not cached, and sandboxed if opened anyway.
 */
export function sendAttachment(reply: FastifyReply, file: EvidenceDownload) {
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", fileContentSecurityPolicy)
    .send(file.stream);
}
