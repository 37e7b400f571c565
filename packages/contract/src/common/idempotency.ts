/**
 * Writes a client may repeat safely: sent with an `Idempotency-Key` header (Headers.idempotencyKey),
 * a repeat of the same call with the same key and body gets the first answer back, marked with
 * `Idempotency-Replayed: true`, instead of running again (decision 031).
 */
export const IdempotencyLimits = {
  /** A key: 8 to 255 visible ASCII characters (a UUID, or the web's 32 hex digits). */
  keyMinLength: 8,
  keyMaxLength: 255,
  /** How long an answer is kept for repeats. */
  keepHours: 24,
} as const;

export const IdempotencyMessages = {
  keyInvalid: "idempotency.keyInvalid",
  keyReused: "idempotency.keyReused",
  inProgress: "idempotency.inProgress",
} as const;
