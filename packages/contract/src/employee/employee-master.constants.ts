import type { AppLanguage } from "../common/culture";
import type { DegreeLevel } from "../employee-education/employee-education.schema";

// Fixed enumerations of the employee master calls (docs/decisions/023). Job ranks and positions
// are company data and live in tables; these change only with the law or the rules of work.
// The id is what is stored and sent; labels are English and Japanese.

type Labelled = { id: number; code: string } & Record<AppLanguage, string>;

/** fjpContractType: the employment contract between the employee and the company. */
export const fjpContractTypes = [
  { id: 1, code: "Permanent", en: "Permanent employee", ja: "正社員" },
  { id: 2, code: "Fixed-term", en: "Fixed-term contract employee", ja: "契約社員" },
  { id: 3, code: "Part-time", en: "Part-time employee", ja: "パートタイム社員" },
  { id: 4, code: "Commissioned", en: "Commissioned employee (post-retirement)", ja: "嘱託社員" },
  { id: 5, code: "Intern", en: "Intern", ja: "インターン" },
] as const satisfies readonly Labelled[];

/** contractTypes: the contract under which the employee works for a customer. */
export const customerContractTypes = [
  { id: 1, code: "QuasiMandate", en: "Quasi-mandate (SES)", ja: "準委任契約" },
  { id: 2, code: "ContractForWork", en: "Contract for work", ja: "請負契約" },
  { id: 3, code: "Dispatch", en: "Worker dispatch", ja: "労働者派遣契約" },
  { id: 4, code: "InHouse", en: "In-house work", ja: "社内業務" },
] as const satisfies readonly Labelled[];

/** getVisaKindMasterList: statuses of residence the company's foreign staff hold. */
export const visaKinds = [
  {
    id: 1,
    code: "Engineer",
    en: "Engineer/Specialist in Humanities/International Services",
    ja: "技術・人文知識・国際業務",
  },
  { id: 2, code: "HighlySkilled1", en: "Highly Skilled Professional (i)", ja: "高度専門職1号" },
  { id: 3, code: "HighlySkilled2", en: "Highly Skilled Professional (ii)", ja: "高度専門職2号" },
  { id: 4, code: "IntraCompanyTransferee", en: "Intra-company Transferee", ja: "企業内転勤" },
  { id: 5, code: "PermanentResident", en: "Permanent Resident", ja: "永住者" },
  { id: 6, code: "SpouseOfJapanese", en: "Spouse or Child of Japanese National", ja: "日本人の配偶者等" },
  {
    id: 7,
    code: "SpouseOfPermanentResident",
    en: "Spouse or Child of Permanent Resident",
    ja: "永住者の配偶者等",
  },
  { id: 8, code: "LongTermResident", en: "Long-term Resident", ja: "定住者" },
  { id: 9, code: "DesignatedActivities", en: "Designated Activities", ja: "特定活動" },
  { id: 10, code: "SpecifiedSkilled1", en: "Specified Skilled Worker (i)", ja: "特定技能1号" },
  { id: 11, code: "Dependent", en: "Dependent", ja: "家族滞在" },
  { id: 12, code: "Student", en: "Student", ja: "留学" },
] as const satisfies readonly Labelled[];

/** Long-term off "Other" (tickets spec §9: long-term off other type id 3). */
export const longTermOffOtherTypeId = 3;

/** getLongtermOffTypeList: kinds of long-term absence; Other (id 3) comes last. */
export const longTermOffTypes = [
  { id: 1, code: "Childcare", en: "Childcare leave", ja: "育児休業" },
  { id: 2, code: "Sick", en: "Sick leave", ja: "傷病休職" },
  { id: 4, code: "Maternity", en: "Maternity leave", ja: "産前産後休業" },
  { id: 5, code: "NursingCare", en: "Family care leave", ja: "介護休業" },
  { id: longTermOffOtherTypeId, code: "Other", en: "Other", ja: "その他" },
] as const satisfies readonly Labelled[];

/**
 * get-degree-level-employee: the degree levels (literacy) education records use, lowest first;
 * the codes are employee-education's `degreeLevels`.
 */
export const degreeLevels = [
  { id: 1, code: "highSchool", en: "High school", ja: "高等学校" },
  { id: 2, code: "vocational", en: "Vocational school", ja: "専門学校" },
  { id: 3, code: "associate", en: "Junior college / college of technology", ja: "短期大学・高等専門学校" },
  { id: 4, code: "bachelor", en: "Bachelor's degree", ja: "学士" },
  { id: 5, code: "master", en: "Master's degree", ja: "修士" },
  { id: 6, code: "doctor", en: "Doctorate", ja: "博士" },
  { id: 7, code: "other", en: "Other", ja: "その他" },
] as const satisfies readonly (Labelled & { code: DegreeLevel })[];

/** Active status of an employee (tickets spec §4): 0 Active, 1 Inactive. */
export const ActiveStatus = { active: 0, inactive: 1 } as const;
export type ActiveStatus = (typeof ActiveStatus)[keyof typeof ActiveStatus];

/** What the self-check (employeeChe/self-che) looks at in the caller's own records. */
export const selfCheckItems = [
  "homeAddress",
  "phone",
  "birthday",
  "nationality",
  "workingPlace",
  "contract",
  "jobRank",
  "workingHistory",
] as const;
export type SelfCheckItem = (typeof selfCheckItems)[number];

/** Limits of the employee master calls. */
export const EmployeeMasterLimits = {
  /** Rows a page of getJobRankHistoryFilter holds. */
  jobRankHistoryPageSize: 20,
  searchMaxLength: 100,
  /** Years getJobRankHistory accepts. */
  minYear: 2000,
  maxYear: 2100,
} as const;
