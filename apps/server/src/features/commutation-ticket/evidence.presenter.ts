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
