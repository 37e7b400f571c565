import type { AppLanguage } from "../common/culture";

/** Commuting ticket statuses (tickets spec §4), with the spec's values. */
export const TicketStatus = {
  submitted: 1,
  approved: 2,
  cancelling: 3,
  cancelled: 4,
  rejected: 5,
  cancelRejected: 6,
  submittedToManager: 7,
  managerConfirmed: 8,
  hrConfirmed: 9,
  rejectedNew: 10,
  rejectedToHr: 11,
} as const;
export type TicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];
export const ticketStatuses = Object.values(TicketStatus) as TicketStatus[];

/** The spec's status labels (also the keys of their translations). */
export const ticketStatusNames: Record<TicketStatus, string> = {
  1: "Submitted",
  2: "Approved",
  3: "Cancelling",
  4: "Cancelled",
  5: "Rejected",
  6: "CancelRejected",
  7: "SubmittedToManager",
  8: "ManagerConfirmed",
  9: "HRConfirmed",
  10: "RejectedNew",
  11: "RejectedToHr",
};

export const transportTypes = ["Train", "Bus", "Other"] as const;
export type TransportType = (typeof transportTypes)[number];

/** Pass durations in months. */
export const ticketDurations = [1, 3, 6] as const;
export type TicketDuration = (typeof ticketDurations)[number];

/**
 * Kinds of request (the chat's task names): a new ticket, a continuation of an existing one
 * (continueTicket), a 6-month ticket (createTicket6Months: Train, 6 months).
 */
export const ticketKinds = ["createTicket", "continueTicket", "createTicket6Months"] as const;
export type TicketKind = (typeof ticketKinds)[number];

/** Cancel reasons (tickets spec §9), English/Japanese; the id is what is sent and stored. */
export const cancelReasons = [
  { id: 1, en: "Quit plan", ja: "退職予定" },
  { id: 2, en: "Long-term Off", ja: "長期休職" },
  { id: 3, en: "Change home address", ja: "住所変更" },
  { id: 4, en: "Change working address", ja: "勤務地変更" },
  { id: 5, en: "Work from home/telework", ja: "在宅勤務/テレワーク" },
  { id: 6, en: "Other", ja: "その他" },
] as const satisfies readonly ({ id: number } & Record<AppLanguage, string>)[];
export type CancelReasonId = (typeof cancelReasons)[number]["id"];
/** "Other/その他": the note becomes required. */
export const otherCancelReasonId = 6;

/**
 * How a cancellation settles: the whole amount back (full), no refund because the pass simply
 * is not renewed (renewal, refund 0), or a partial amount, which needs evidence.
 */
export const cancelTypes = ["full", "renewal", "partial"] as const;
export type CancelType = (typeof cancelTypes)[number];

/** Limits and business constants of commuting tickets (tickets spec §5, §9; our design). */
/**
 * How a section's usual fare is found (price?dept&arvl): passes accepted within the last `months`,
 * over-budget exceptions and amounts more than `spread` times away from the median left out; the
 * amount the most colleagues paid, shown only when at least `minPeople` others paid it.
 */
export const FareHintRules = { months: 12, minPeople: 3, spread: 1.5 } as const;

export const TicketLimits = {
  locationMaxLength: 100,
  /** Amounts are whole yen, at most 9 digits. */
  amountMaxDigits: 9,
  amountMax: 999_999_999,
  notesMaxLength: 1000,
  reasonMaxLength: 500,
  stationSuggestionsMax: 500,
  historyPageSize: 10,
  listPageSize: 20,
  /** Statutory tax-free limit for public-transport commuting allowance, yen a month. */
  taxFreeMonthlyLimit: 150_000,
  /** The railways' handling fee on a refunded pass, yen. */
  refundFee: 220,
  /** Images above this size are compressed in the browser before upload (bytes). */
  compressThresholdBytes: 5_242_880,
  /** Largest evidence file the server accepts (bytes, after any compression). */
  evidenceMaxBytes: 10 * 1024 * 1024,
  /** Most legs a route holds. */
  maxLegs: 10,
  /** How far ahead a ticket may start, in months (a continuation starts when the last one ends). */
  startMonthsAhead: 12,
  /** Rows a page of HR's search, the base list and the refunds list. */
  searchPageSize: 20,
  /** Most rows an export holds. */
  exportMaxRows: 50_000,
  /** Minutes a presigned download link stays valid. */
  presignMinutes: 10,
} as const;

/** Evidence file types (checked from the content on the server). */
export const evidenceExtensions = ["png", "jpg", "jpeg", "pdf", "jfif", "heif", "heic", "webp"] as const;
export const evidenceMimeTypes = [
  "image/png",
  "image/jpeg",
  "application/pdf",
  "image/heif",
  "image/heic",
  "image/webp",
] as const;

/** Message keys of the ticket feature (texts in the locales of server and web). */
export const TicketMessages = {
  departureRequired: "ticket.departureRequired",
  arrivalRequired: "ticket.arrivalRequired",
  startDateRequired: "ticket.startDateRequired",
  amountRequired: "ticket.amountRequired",
  amountInvalid: "ticket.amountInvalid",
  sameStations: "ticket.sameStations",
  startDateDisabled: "ticket.startDateDisabled",
  startDateTooLate: "ticket.startDateTooLate",
  overBudgetReasonRequired: "ticket.overBudgetReasonRequired",
  sixMonthsFixed: "ticket.sixMonthsFixed",
  continuationMismatch: "ticket.continuationMismatch",
  continuationStart: "ticket.continuationStart",
  previousTicketRequired: "ticket.previousTicketRequired",
  cancelDateRequired: "ticket.cancelDateRequired",
  refundAmountRequired: "ticket.refundAmountRequired",
  refundAmountInvalid: "ticket.refundAmountInvalid",
  refundAmountRange: "ticket.refundAmountRange",
  refundTypeMismatch: "ticket.refundTypeMismatch",
  noteRequired: "ticket.noteRequired",
  evidenceRequired: "ticket.evidenceRequired",
  reasonRequired: "ticket.reasonRequired",
  invalidTransition: "ticket.invalidTransition",
  tooManyLegs: "ticket.tooManyLegs",
  /** The same section from the same day for as many months is already asked for or in force. */
  identicalLeg: "ticket.identicalLeg",
  overlappingPass: "ticket.overlappingPass",
  evidenceType: "ticket.evidenceType",
  evidenceFileRequired: "ticket.evidenceFileRequired",
  evidenceUnavailable: "ticket.evidenceUnavailable",
  evidenceTooLarge: "ticket.evidenceTooLarge",
  linkExpired: "ticket.linkExpired",
  periodInvalid: "ticket.periodInvalid",
  evidenceAlreadyReviewed: "ticket.evidenceAlreadyReviewed",
  /** A refund approved while a file of its cancellation is not reviewed yet. */
  evidenceNotReviewed: "ticket.evidenceNotReviewed",
  delegateInvalid: "ticket.delegateInvalid",
  delegationOverlap: "ticket.delegationOverlap",
  delegationTooLong: "ticket.delegationTooLong",
  delegationPast: "ticket.delegationPast",
  cannotDelegate: "ticket.cannotDelegate",
  employeeNotFound: "ticket.employeeNotFound",
  /** An official fare needs the fare of at least one pass length. */
  fareRequired: "ticket.fareRequired",
  sectionFareNotFound: "ticket.sectionFareNotFound",
} as const;
