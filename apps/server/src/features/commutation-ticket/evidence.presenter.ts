import {
  type Evidence,
  type EvidenceReview,
  evidenceReviews,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { EvidenceRow } from "./evidence.repository";

export function toEvidence(row: EvidenceRow): Evidence {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    purpose: row.purpose === "cancel" ? "cancel" : "ticket",
    review: (evidenceReviews as readonly string[]).includes(row.review)
      ? (row.review as EvidenceReview)
      : "pending",
    reviewReason: row.reviewReason,
    reviewedByName: row.reviewedByName,
    reviewedAt: row.reviewedAt,
    createdAt: row.createdAt,
  };
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
