/**
 * Status codes as the spec's web client reads them. Note the swap against plain HTTP habit:
 * 401 means "permission denied" and 403 means "session missing or expired"
 * (docs/decisions/002-spec-status-codes.md).
 */
export const HttpStatus = {
  ok: 200,
  noContent: 204,
  badRequest: 400,
  permissionDenied: 401,
  sessionExpired: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
  serviceUnavailable: 503,
} as const;

/** Header names used by paged calls and the request context. */
export const Headers = {
  paginationPage: "x-pagination-page",
  paginationSize: "x-pagination-size",
  totalCount: "x-total-count",
  contentLanguage: "content-language",
  culture: "culture",
  module: "module",
  authKey: "x-auth-key",
  /** A write the client may repeat safely (common/idempotency.ts). */
  idempotencyKey: "idempotency-key",
  /** On an answer given again for a repeated Idempotency-Key. */
  idempotencyReplayed: "idempotency-replayed",
} as const;

/** Paging presets of the spec. */
export const PageSize = { small: 10, medium: 20, large: 50, extraLarge: 100 } as const;
