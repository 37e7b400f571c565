import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * The Content-Security-Policy of a file served on its own (an image, an evidence download): if a
 * browser renders it anyway, nothing in it runs (sandbox, no source of any kind), nothing can
 * frame it, and it has no base URL or form target to misuse (decision 027).
 */
export const fileContentSecurityPolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** A stored file ready to send. */
export interface FileDownload {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** RFC 5987 encoding of a header parameter value (UTF-8, percent-encoded). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Content-Disposition for a download: an ASCII fallback name for old clients, and the real name
 * (Japanese and all) as filename* (RFC 6266, RFC 5987).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/**
 * A file to save, never to render in the portal's origin: its detected type, never sniffed, as an
 * attachment with its cleaned name, not cached, and sandboxed if opened anyway.
 */
export function sendAttachment(reply: FastifyReply, file: FileDownload) {
  return reply
    .header("content-type", file.contentType)
    .header("content-length", file.size)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .header("content-security-policy", fileContentSecurityPolicy)
    .send(file.stream);
}

/** A file the portal made for the caller (an export): its type and name, never cached. */
export function sendGeneratedFile(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  body: string | Buffer,
) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", contentDisposition(fileName))
    .header("cache-control", "private, no-store")
    .send(body);
}
