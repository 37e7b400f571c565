import { type DateRange, DateRanges } from "../common/dates";

/**
 * The one table of who may change which profile field, and how (docs/decisions/024):
 * - `direct`: the employee edits it at once (PUT employee/changeProfile);
 * - `workplace`: the employee edits it at once (PUT employee/changeWorkplace);
 * - `request`: the employee asks, HR approves, and it changes on the request's effective date;
 * - `hr`: kept by HR from the personnel records; read-only here.
 * The server validates edits and requests against this table and the web builds its forms from
 * it, so the two can never disagree.
 */
export const profileSections = [
  "basic",
  "contact",
  "address",
  "contract",
  "visa",
  "emergencyContact",
  "passport",
  "bank",
  "education",
  "workingHistory",
] as const;
export type ProfileSection = (typeof profileSections)[number];

export const profileEditModes = ["direct", "workplace", "request", "hr"] as const;
export type ProfileEditMode = (typeof profileEditModes)[number];

/** How a value is typed and shown: plain text, a date (YYYY-MM-DD), or one of a list. */
export type ProfileFieldKind =
  | "text"
  | "date"
  | "email"
  | "tel"
  | "sex"
  | "maritalStatus"
  | "relation"
  | "nationality"
  | "japaneseLevel";

interface ProfileFieldRule {
  section: ProfileSection;
  edit: ProfileEditMode;
  kind: ProfileFieldKind;
  /** Longest text accepted (text-like kinds). */
  maxLength?: number;
  /** The dates accepted (date kind). */
  dateRange?: DateRange;
}

function text<const S extends ProfileSection, const E extends ProfileEditMode, const N extends number = 100>(
  section: S,
  edit: E,
  maxLength?: N,
) {
  return { section, edit, kind: "text", maxLength: (maxLength ?? 100) as N } as const;
}
function date<const S extends ProfileSection, const E extends ProfileEditMode>(
  section: S,
  edit: E,
  dateRange: DateRange = DateRanges.career,
) {
  return { section, edit, kind: "date", dateRange } as const;
}

export const profileFields = {
  // Basic
  employeeCode: text("basic", "hr"),
  account: text("basic", "hr"),
  fullname: text("basic", "request"),
  fullnameJP: text("basic", "request"),
  fullnameVN: text("basic", "request"),
  displayName: text("basic", "direct", 60),
  sex: { section: "basic", edit: "request", kind: "sex" },
  birthday: date("basic", "request", DateRanges.birth),
  marriesStatus: { section: "basic", edit: "request", kind: "maritalStatus" },
  nationality: { section: "basic", edit: "request", kind: "nationality" },
  japaneseLevel: { section: "basic", edit: "request", kind: "japaneseLevel" },
  japaneseNote: text("basic", "direct", 500),
  description: text("basic", "direct", 1000),
  // Contact
  tel: { section: "contact", edit: "direct", kind: "tel", maxLength: 20 },
  personalEmail: { section: "contact", edit: "direct", kind: "email", maxLength: 254 },
  contactMail: { section: "contact", edit: "hr", kind: "email" },
  companyTel: { section: "contact", edit: "workplace", kind: "tel", maxLength: 20 },
  workPlace: text("contact", "hr"),
  customerAddress: text("contact", "workplace", 200),
  housingAddress: text("contact", "hr", 200),
  // Home address (its own request: POST employeeChange/address)
  postCode: text("address", "request", 7),
  prefecture: text("address", "request", 20),
  city: text("address", "request", 100),
  town: text("address", "request", 100),
  building: text("address", "request", 100),
  changeAddressDate: date("address", "hr"),
  // Contract and job (personnel records)
  companyName: text("contract", "hr"),
  deptName: text("contract", "hr"),
  position: text("contract", "hr"),
  displayJobRank: text("contract", "hr"),
  level: text("contract", "hr"),
  function: text("contract", "hr"),
  category: text("contract", "hr"),
  jobCater: text("contract", "hr"),
  jobDescription: text("contract", "hr"),
  fjpJoinedDate: date("contract", "hr"),
  dayOneDate: date("contract", "hr"),
  contractStartDate: date("contract", "hr"),
  contractEndDate: date("contract", "hr"),
  fjpContractType: text("contract", "hr"),
  customerContractType: text("contract", "hr"),
  endDate: date("contract", "hr"),
  lastWorkingDate: date("contract", "hr"),
  // Residence card and visa
  alienceCardNo: text("visa", "request", 12),
  visaKind: text("visa", "request", 60),
  visaExpireDate: date("visa", "request"),
  // Emergency contact
  emergencyContactName: text("emergencyContact", "direct", 100),
  emergencyContactRelation: { section: "emergencyContact", edit: "direct", kind: "relation" },
  emergencyContactPhone: { section: "emergencyContact", edit: "direct", kind: "tel", maxLength: 20 },
  // Passport
  passportNumber: text("passport", "request", 20),
  passportIssueDate: date("passport", "request"),
  passportIssuingAuthority: text("passport", "request", 100),
} as const satisfies Record<string, ProfileFieldRule>;

export type ProfileField = keyof typeof profileFields;

type FieldsIn<M extends ProfileEditMode> = {
  [K in ProfileField]: (typeof profileFields)[K]["edit"] extends M ? K : never;
}[ProfileField];

export type DirectProfileField = FieldsIn<"direct">;
export type WorkplaceProfileField = FieldsIn<"workplace">;
export type RequestProfileField = FieldsIn<"request">;

/** The fields of one edit mode, in table order. */
export function profileFieldsIn<M extends ProfileEditMode>(mode: M): FieldsIn<M>[] {
  return (Object.keys(profileFields) as ProfileField[]).filter(
    (field) => profileFields[field].edit === mode,
  ) as FieldsIn<M>[];
}

/** The fields of one section, in table order. */
export function profileFieldsOf(section: ProfileSection): ProfileField[] {
  return (Object.keys(profileFields) as ProfileField[]).filter(
    (field) => profileFields[field].section === section,
  );
}

/** The home-address fields: changed together by one address request. */
export const addressFields = ["postCode", "prefecture", "city", "town", "building"] as const;
export type AddressField = (typeof addressFields)[number];

/** Marital status (spec: M Married, S Single, or blank). */
export const maritalStatuses = ["M", "S"] as const;

/**
 * Nationalities offered (the spec: "a nationality list of demonyms"): the English demonym is what
 * is stored and sent (the chat greeting's `nation` reads it); screens translate it.
 */
export const nationalities = [
  "Japanese",
  "Vietnamese",
  "Chinese",
  "Taiwanese",
  "Korean",
  "Filipino",
  "Indonesian",
  "Thai",
  "Malaysian",
  "Myanmar",
  "Cambodian",
  "Mongolian",
  "Nepalese",
  "Indian",
  "Sri Lankan",
  "Bangladeshi",
  "Pakistani",
  "American",
  "Canadian",
  "Brazilian",
  "British",
  "French",
  "German",
  "Australian",
] as const;

/** Japanese ability: native, a JLPT level passed, or none. */
export const japaneseLevels = ["Native", "N1", "N2", "N3", "N4", "N5", "None"] as const;

/** Relations of an emergency contact (spec's list, the English list's additions included). */
export const relations = [
  "father",
  "mother",
  "husband",
  "wife",
  "sister",
  "brother",
  "youngerBrother",
  "youngerSister",
  "daughter",
  "son",
  "partner",
  "friend",
  "uncle",
  "aunt",
] as const;

/**
 * The profile fields anyone but the person and HR may receive (colleagues, leaders, approvers and
 * administrators alike: the spec gives none of them more): who someone is, where they work and how
 * to reach them at work (the directory's company phone, work e-mail and working place). Every
 * field not listed is private to the person and HR (mobile, personal e-mail, home and housing
 * address, birthday, emergency contact, passport, residence card and visa, ...), so a new field
 * stays private until it is added here (docs/decisions/023).
 */
export const colleagueProfileFields = [
  "employeeCode",
  "account",
  "fullname",
  "fullnameJP",
  "displayName",
  "companyName",
  "deptName",
  "position",
  "workPlace",
  "contactMail",
  "companyTel",
] as const satisfies readonly ProfileField[];
export type ColleagueProfileField = (typeof colleagueProfileFields)[number];

/** Who reads someone's profile: the person, HR, or anyone else (a colleague, whatever their role). */
export type ProfileReader = "self" | "hr" | "colleague";

/** Whether a reader may receive this field of someone's profile (colleagueProfileFields). */
export function mayReadProfileField(reader: ProfileReader, field: ProfileField): boolean {
  return reader !== "colleague" || (colleagueProfileFields as readonly ProfileField[]).includes(field);
}
