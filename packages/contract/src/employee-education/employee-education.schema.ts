import { z } from "zod";
import { idParamSchema, idSchema } from "../common/ids";

/** Degree levels (literacy) of an education record, from high school up. */
export const degreeLevels = [
  "highSchool",
  "vocational",
  "associate",
  "bachelor",
  "master",
  "doctor",
  "other",
] as const;
export type DegreeLevel = (typeof degreeLevels)[number];

/** Graduation ratings (spec: Excellent, Good, Average, Below Average, Weak, or blank). */
export const graduationRatings = ["Excellent", "Good", "Average", "Below Average", "Weak"] as const;
export type GraduationRating = (typeof graduationRatings)[number];

/** Whether the course is finished. */
export const educationStatuses = ["graduated", "studying"] as const;

export const EducationMessages = {
  schoolNameRequired: "education.schoolNameRequired",
  tooLong: "education.tooLong",
  literacyInvalid: "education.literacyInvalid",
  graduationYearInvalid: "education.graduationYearInvalid",
  graduationRatingInvalid: "education.graduationRatingInvalid",
  statusInvalid: "education.statusInvalid",
  notFound: "education.notFound",
  linkExpired: "education.linkExpired",
} as const;

export const EducationLimits = {
  schoolNameMaxLength: 200,
  specializedMaxLength: 200,
  firstYear: 1950,
  /** Minutes a certificate link from education-presign-url works. */
  presignMinutes: 10,
} as const;

const educationFields = {
  schoolName: z
    .string({ error: EducationMessages.schoolNameRequired })
    .trim()
    .min(1, { error: EducationMessages.schoolNameRequired })
    .max(EducationLimits.schoolNameMaxLength, { error: EducationMessages.tooLong }),
  literacy: z.enum(degreeLevels, { error: EducationMessages.literacyInvalid }),
  specialized: z
    .string()
    .trim()
    .max(EducationLimits.specializedMaxLength, { error: EducationMessages.tooLong })
    .optional()
    .transform((value) => value || null),
  /** Null while studying. */
  graduationYear: z
    .number({ error: EducationMessages.graduationYearInvalid })
    .int({ error: EducationMessages.graduationYearInvalid })
    .min(EducationLimits.firstYear, { error: EducationMessages.graduationYearInvalid })
    .max(2100, { error: EducationMessages.graduationYearInvalid })
    .nullable(),
  /** One of the spec's ratings; blank ("") or null for none. */
  graduationRating: z
    .union([z.literal(""), z.enum(graduationRatings)], { error: EducationMessages.graduationRatingInvalid })
    .nullable()
    .transform((value) => value || null),
  status: z.enum(educationStatuses, { error: EducationMessages.statusInvalid }),
  reason: z.string().trim().max(500, { error: EducationMessages.tooLong }).optional(),
  /**
   * Kept as the owner's draft instead of going to HR (optional; the spec's clients leave it out):
   * a request sent with certificates stays a draft until they are uploaded, then is submitted, so
   * HR never receives one without its files.
   */
  isDraft: z.boolean().default(false),
};

/** POST employee/add-education-request: a new education record, for HR to approve. */
export const addEducationRequestSchema = z.strictObject(educationFields);

/** POST employee/update-education-request: a change to an approved record. */
export const updateEducationRequestSchema = z.strictObject({
  ...educationFields,
  employeeEducationId: idSchema,
});

/** The text part of upload-education-certficates (multipart `requestId` plus `evidences` files). */
export const educationCertificatesFieldsSchema = z.strictObject({
  requestId: idParamSchema,
});

export const educationIdParamsSchema = z.strictObject({ id: idParamSchema });
export const educationPresignQuerySchema = z.strictObject({ evidenceId: idParamSchema });
/** The signed, short-lived certificate link education-presign-url answers. */
export const educationCertificateParamsSchema = z.strictObject({
  evidenceId: idParamSchema,
});
export const educationCertificateQuerySchema = z.strictObject({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** A certificate of an education record (spec: id, educationId, fileName, filePath, isDelete). */
export const educationEvidenceSchema = z.object({
  id: z.number().int(),
  educationId: z.number().int(),
  fileName: z.string(),
  /** Not a link: ask education-presign-url for one. */
  filePath: z.string(),
  isDelete: z.boolean(),
});

/** An approved education record (spec: id, employeeEducationId, schoolName, literacy, ...). */
export const educationSchema = z.object({
  id: z.number().int(),
  employeeEducationId: z.number().int(),
  schoolName: z.string(),
  literacy: z.enum(degreeLevels),
  specialized: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  graduationRating: z.enum(graduationRatings).nullable(),
  status: z.enum(educationStatuses),
  evidences: z.array(educationEvidenceSchema),
});

export const presignedUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });

export type Education = z.infer<typeof educationSchema>;
export type AddEducationRequest = z.output<typeof addEducationRequestSchema>;
export type UpdateEducationRequest = z.output<typeof updateEducationRequestSchema>;
