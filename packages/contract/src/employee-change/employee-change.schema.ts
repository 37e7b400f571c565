import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { idParamSchema, idSchema } from "../common/ids";
import { profileFieldsIn, type RequestProfileField } from "../employee/profile-fields";
import { zipCodeSchema } from "../zip-code/zip-code.schema";
import {
  ChangeRequestLimits,
  ChangeRequestMessages,
  changeRequestKinds,
  changeRequestStatuses,
  reviewStatusFilters,
} from "./employee-change.constants";

const isoDate = isoDateIn(DateRanges.picker, ChangeRequestMessages.effectiveDateInvalid);
const effectiveDate = z.string({ error: ChangeRequestMessages.effectiveDateRequired }).pipe(isoDate);
const reason = z
  .string()
  .trim()
  .max(ChangeRequestLimits.reasonMaxLength, { error: ChangeRequestMessages.tooLong })
  .optional()
  .transform((value) => value || null);

/** The request-mode profile fields other than the home address (which has its own request). */
export const requestableProfileFields = profileFieldsIn("request").filter(
  (field) => !["postCode", "prefecture", "city", "town", "building"].includes(field),
) as Exclude<RequestProfileField, "postCode" | "prefecture" | "city" | "town" | "building">[];

/** A new value of a field: text (the server checks it against the field's rule), or null to clear. */
const fieldValue = z.string().trim().max(1000, { error: ChangeRequestMessages.tooLong }).nullable();

/**
 * POST employeeChange/address: a new home address from changeDate (the spec's address change
 * request: employeeId, changeDate, postCode, prefecture, city, town, building, description,
 * townTemp), submitted to HR or kept as a draft.
 */
export const addressChangeSchema = z.strictObject({
  /** The caller's own id (other clients send it); anyone else's is refused. */
  employeeId: idSchema.optional(),
  postCode: zipCodeSchema,
  prefecture: z
    .string({ error: ChangeRequestMessages.prefectureRequired })
    .trim()
    .min(1, { error: ChangeRequestMessages.prefectureRequired })
    .max(20, { error: ChangeRequestMessages.tooLong }),
  city: z
    .string({ error: ChangeRequestMessages.cityRequired })
    .trim()
    .min(1, { error: ChangeRequestMessages.cityRequired })
    .max(100, { error: ChangeRequestMessages.tooLong }),
  town: z.string().trim().max(100, { error: ChangeRequestMessages.tooLong }).optional().default(""),
  /** The town as the postal-code lookup gave it, used when `town` is left empty. */
  townTemp: z.string().trim().max(100, { error: ChangeRequestMessages.tooLong }).optional().default(""),
  building: z.string().trim().max(100, { error: ChangeRequestMessages.tooLong }).optional().default(""),
  /** The day the employee lives at the new address (the request's effective date). */
  changeDate: effectiveDate,
  /** Why (the request's reason). */
  description: reason,
  /** Keep it as a draft instead of submitting it to HR. */
  draft: z.boolean().optional().default(false),
});

/** POST employeeChange/requests: a request to change profile fields (name, visa, passport, ...). */
export const profileChangeRequestSchema = z.strictObject({
  fields: z.partialRecord(z.enum(requestableProfileFields), fieldValue),
  effectiveDate,
  reason,
  draft: z.boolean().optional().default(false),
});

/** PUT employeeChange/requests/:id: the owner edits a draft or a submitted request before the decision. */
export const updateChangeRequestSchema = z.strictObject({
  fields: z.record(z.string(), fieldValue).optional(),
  effectiveDate: effectiveDate.optional(),
  /** Left out: unchanged; empty or null: removed. */
  reason: z
    .string()
    .trim()
    .max(ChangeRequestLimits.reasonMaxLength, { error: ChangeRequestMessages.tooLong })
    .nullable()
    .optional(),
});

export const changeRequestIdParamsSchema = z.strictObject({ id: idParamSchema });
export const changeRequestEvidenceParamsSchema = z.strictObject({
  id: idParamSchema,
  evidenceId: idParamSchema,
});

export const approveChangeRequestSchema = z.strictObject({
  comment: z
    .string()
    .trim()
    .max(ChangeRequestLimits.commentMaxLength, { error: ChangeRequestMessages.tooLong })
    .optional(),
});

export const rejectChangeRequestSchema = z.strictObject({
  reason: z
    .string({ error: ChangeRequestMessages.reasonRequired })
    .trim()
    .min(1, { error: ChangeRequestMessages.reasonRequired })
    .max(ChangeRequestLimits.reasonMaxLength, { error: ChangeRequestMessages.tooLong }),
});

/** GET employeeChange/requests: the caller's requests (paged by the paging headers). */
export const myChangeRequestsQuerySchema = z.strictObject({
  status: z.enum(changeRequestStatuses).optional(),
  kind: z.enum(changeRequestKinds).optional(),
});

/**
 * GET employeeChange/review: HR's list (default: submitted ones, oldest first; `status=all`: every
 * status but drafts, newest change first).
 */
export const reviewChangeRequestsQuerySchema = z.strictObject({
  status: z.enum(reviewStatusFilters).optional(),
  kind: z.enum(changeRequestKinds).optional(),
  /** Employee name, account or code. */
  search: z.string().trim().max(100).optional(),
});

/** GET employeeChange/history: field-level history of the caller, or of any employee for HR. */
export const fieldHistoryQuerySchema = z.strictObject({
  employeeId: idParamSchema.optional(),
  kind: z.enum(changeRequestKinds).optional(),
});

/** GET employeeaddress/...?employeeId: the caller's own id, or anyone's for HR. */
export const addressHistoryQuerySchema = z.strictObject({
  employeeId: idParamSchema,
});

/** One changed field of a request: the value when asked and the value asked for. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});

export const changeRequestEvidenceSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});

export const changeRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(changeRequestKinds),
  status: z.enum(changeRequestStatuses),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  /** The record a bank or education request changes (null: a new one, or not that kind). */
  targetId: z.number().int().nullable(),
  /** A request to remove the record (bank account deletion). */
  isDelete: z.boolean(),
  effectiveDate: z.string(),
  changes: z.array(fieldChangeSchema),
  reason: z.string().nullable(),
  evidences: z.array(changeRequestEvidenceSchema),
  decisionReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  appliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do with it now. */
  canEdit: z.boolean(),
  canCancel: z.boolean(),
  canDecide: z.boolean(),
});

/** One applied change of one field: who asked, who approved, when it took effect. */
export const fieldHistorySchema = z.object({
  id: z.number().int(),
  requestId: z.number().int().nullable(),
  kind: z.enum(changeRequestKinds),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  effectiveDate: z.string(),
  appliedAt: z.string(),
  requestedByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
});

/** One home address of an employee (the spec's employeeaddress calls), newest first. */
export const addressRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  postCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: z.string(),
  building: z.string(),
  changeAddressDate: z.string(),
  requestId: z.number().int().nullable(),
  /** The address in force today. */
  isCurrent: z.boolean(),
});

export type AddressChange = z.output<typeof addressChangeSchema>;
export type ProfileChangeRequest = z.output<typeof profileChangeRequestSchema>;
export type UpdateChangeRequest = z.output<typeof updateChangeRequestSchema>;
export type ChangeRequest = z.infer<typeof changeRequestSchema>;
export type FieldChange = z.infer<typeof fieldChangeSchema>;
export type FieldHistory = z.infer<typeof fieldHistorySchema>;
export type AddressRecord = z.infer<typeof addressRecordSchema>;
export type ChangeRequestEvidence = z.infer<typeof changeRequestEvidenceSchema>;
