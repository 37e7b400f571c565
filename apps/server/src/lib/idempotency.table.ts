import type { Generated } from "kysely";

/** A write sent with an Idempotency-Key: claimed (no status yet), then its answer (decision 031). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  employeeId: number;
  /** Method and path of the call, e.g. "POST /api/commutationTicket/12/add". */
  route: string;
  idempotencyKey: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  requestHash: string;
  statusCode: number | null;
  contentType: string | null;
  responseBody: string | null;
  createdAt: string;
  expiresAt: string;
}
