import { z } from "zod";
import { emailSchema } from "../common/validation";
import { maritalStatuses, profileFields, relations } from "./profile-fields";

export const sexValues = ["M", "F", "O"] as const;

/** Message keys of the profile edits (texts in the locales of server and web). */
export const ProfileMessages = {
  tooLong: "profile.tooLong",
  telInvalid: "profile.telInvalid",
  dateInvalid: "profile.dateInvalid",
  valueInvalid: "profile.valueInvalid",
  nothingToChange: "profile.nothingToChange",
} as const;

const text = z.string().nullable();

/**
 * Employee profile (spec: GET employee/profile). Dates are YYYY-MM-DD; missing values are null.
 * Which field may be edited and how is in ./profile-fields.ts.
 */
export const employeeProfileSchema = z.object({
  id: z.number().int(),
  employeeCode: z.string(),
  account: z.string(),
  displayName: z.string(),
  fullname: z.string(),
  fullnameJP: text,
  fullnameVN: text,
  /** The photo's URL (a versioned public image), or null for the letter avatar. */
  avatarURL: text,
  companyCode: z.string(),
  companyName: z.string(),
  deptId: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  position: text,
  workPlace: text,
  customerAddress: text,
  function: text,
  category: text,
  jobCater: text,
  jobDescription: text,
  displayJobRank: text,
  level: text,
  sex: z.enum(sexValues).nullable(),
  marriesStatus: z.enum(maritalStatuses).nullable(),
  birthday: text,
  nationality: text,
  postCode: text,
  prefecture: text,
  city: text,
  town: text,
  building: text,
  changeAddressDate: text,
  tel: text,
  companyTel: text,
  personalEmail: text,
  contactMail: text,
  housingAddress: text,
  fjpJoinedDate: text,
  dayOneDate: text,
  contractStartDate: text,
  contractEndDate: text,
  fjpContractType: text,
  customerContractType: text,
  endDate: text,
  lastWorkingDate: text,
  alienceCardNo: text,
  visaKind: text,
  visaExpireDate: text,
  japaneseLevel: text,
  japaneseNote: text,
  description: text,
  emergencyContactName: text,
  emergencyContactRelation: z.enum(relations).nullable(),
  emergencyContactPhone: text,
  passportNumber: text,
  passportIssueDate: text,
  passportIssuingAuthority: text,
  timesheetRequired: z.boolean(),
  timesheetSource: text,
  allowance: z.number().nullable(),
  status: z.number().int(),
});

export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

/** A telephone number: digits, spaces, hyphens, parentheses and a leading +. */
export const telSchema = z
  .string()
  .trim()
  .transform((value) => value.normalize("NFKC"))
  .pipe(z.string().regex(/^\+?[0-9()\- ]{6,20}$/, { error: ProfileMessages.telInvalid }));

/** A text field of the table: trimmed, within its length; empty clears it (null). */
function textField(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: ProfileMessages.tooLong })
    .nullable()
    .transform((value) => value || null);
}

const optionalTel = z
  .union([z.literal(""), telSchema])
  .nullable()
  .transform((value) => value || null);

/** PUT employee/changeProfile: the `direct` fields of the table; a field left out is unchanged. */
export const changeProfileSchema = z
  .strictObject({
    displayName: z
      .string()
      .trim()
      .min(1, { error: ProfileMessages.valueInvalid })
      .max(profileFields.displayName.maxLength, {
        error: ProfileMessages.tooLong,
      }),
    japaneseNote: textField(profileFields.japaneseNote.maxLength),
    description: textField(profileFields.description.maxLength),
    tel: optionalTel,
    personalEmail: z
      .union([z.literal(""), emailSchema])
      .nullable()
      .transform((value) => value || null),
    emergencyContactName: textField(profileFields.emergencyContactName.maxLength),
    emergencyContactRelation: z.enum(relations, { error: ProfileMessages.valueInvalid }).nullable(),
    emergencyContactPhone: optionalTel,
  })
  .partial();

/** PUT employee/changeWorkplace: the `workplace` fields of the table; a field left out is unchanged. */
export const changeWorkplaceSchema = z
  .strictObject({
    companyTel: optionalTel,
    customerAddress: textField(profileFields.customerAddress.maxLength),
  })
  .partial();

export type ChangeProfile = z.output<typeof changeProfileSchema>;
export type ChangeWorkplace = z.output<typeof changeWorkplaceSchema>;
