import type { Generated } from "kysely";

export interface EmployeesTable {
  id: Generated<number>;
  account: string;
  employeeCode: string;
  fullName: string;
  fullNameJp: string | null;
  displayName: string;
  email: string;
  deptId: number;
  position: string | null;
  sex: "M" | "F" | "O" | null;
  birthday: string | null;
  nationality: string | null;
  /** en or ja: the language the employee last used in the portal (e-mail is written in it). */
  preferredLanguage: string | null;
  joinedDate: string | null;
  contractType: string | null;
  workingPlaceId: number | null;
  postCode: string | null;
  prefecture: string | null;
  city: string | null;
  town: string | null;
  building: string | null;
  tel: string | null;
  status: Generated<number>;
  timesheetMode: Generated<number>;
  /** The scheduled week (migration 0026): which of the law's leave grant tables applies. */
  workDaysPerWeek: Generated<number>;
  workHoursPerWeek: Generated<number>;
  /** Monthly commuting allowance limit in yen; null: the company default. */
  commutingAllowanceLimit: number | null;
  // The rest of the profile (migration 0012; docs/decisions/024): dates YYYY-MM-DD.
  fullNameVn: string | null;
  customerAddress: string | null;
  jobFunction: string | null;
  category: string | null;
  jobCater: string | null;
  jobDescription: string | null;
  displayJobRank: string | null;
  level: string | null;
  /** M married, S single. */
  maritalStatus: string | null;
  /** Since when the home address above is lived at. */
  changeAddressDate: string | null;
  companyTel: string | null;
  personalEmail: string | null;
  housingAddress: string | null;
  dayOneDate: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  customerContractType: string | null;
  endDate: string | null;
  lastWorkingDate: string | null;
  /** Residence card number. */
  alienCardNo: string | null;
  visaKind: string | null;
  visaExpireDate: string | null;
  japaneseLevel: string | null;
  japaneseNote: string | null;
  description: string | null;
  emergencyContactName: string | null;
  /** One of the contract's relations. */
  emergencyContactRelation: string | null;
  emergencyContactPhone: string | null;
  passportNumber: string | null;
  passportIssueDate: string | null;
  passportIssuingAuthority: string | null;
  /** 0/1. */
  timesheetRequired: Generated<number>;
  timesheetSource: string | null;
  createdAt: string;
  updatedAt: string;
}
