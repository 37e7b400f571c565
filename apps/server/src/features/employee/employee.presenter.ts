import type { AppLanguage } from "@portal/contract/common/culture";
import { type EmployeeProfile, sexValues } from "@portal/contract/employee/employee.schema";
import { maritalStatuses, relations } from "@portal/contract/employee/profile-fields";
import type { Company } from "../../config/env";
import type { EmployeeProfileRow } from "./employee.repository";

/** The value when it is one of the list, else null (a stored value the contract does not know). */
function oneOf<const T extends readonly string[]>(list: T, value: string | null): T[number] | null {
  return value !== null && list.includes(value) ? (value as T[number]) : null;
}

/** What the profile needs besides the employee's row. */
export interface ProfileExtras {
  company: Company;
  language: AppLanguage;
  /** The photo's URL, or null. */
  avatarURL: string | null;
  /** The monthly commuting allowance limit in force for the employee (theirs or the company's). */
  allowance: number;
}

export function toEmployeeProfile(row: EmployeeProfileRow, extras: ProfileExtras): EmployeeProfile {
  const inJapanese = extras.language === "ja";
  return {
    id: row.id,
    employeeCode: row.employeeCode,
    account: row.account,
    displayName: row.displayName,
    fullname: row.fullName,
    fullnameJP: row.fullNameJp,
    fullnameVN: row.fullNameVn,
    avatarURL: extras.avatarURL,
    companyCode: extras.company.code,
    companyName: extras.company.name,
    deptId: row.deptId,
    deptCode: row.deptCode,
    deptName: inJapanese ? row.deptNameJa : row.deptNameEn,
    position: (inJapanese && row.positionJa) || row.position,
    workPlace: (inJapanese ? row.workPlaceJa : row.workPlaceEn) ?? null,
    customerAddress: row.customerAddress,
    function: row.jobFunction,
    category: row.category,
    jobCater: row.jobCater,
    jobDescription: row.jobDescription,
    displayJobRank: row.displayJobRank,
    level: row.level,
    sex: oneOf(sexValues, row.sex),
    marriesStatus: oneOf(maritalStatuses, row.maritalStatus),
    birthday: row.birthday,
    nationality: row.nationality,
    postCode: row.postCode,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    changeAddressDate: row.changeAddressDate,
    tel: row.tel,
    companyTel: row.companyTel,
    personalEmail: row.personalEmail,
    contactMail: row.email,
    housingAddress: row.housingAddress,
    fjpJoinedDate: row.joinedDate,
    dayOneDate: row.dayOneDate,
    contractStartDate: row.contractStartDate,
    contractEndDate: row.contractEndDate,
    fjpContractType: row.contractType,
    customerContractType: row.customerContractType,
    endDate: row.endDate,
    lastWorkingDate: row.lastWorkingDate,
    alienceCardNo: row.alienCardNo,
    visaKind: row.visaKind,
    visaExpireDate: row.visaExpireDate,
    japaneseLevel: row.japaneseLevel,
    japaneseNote: row.japaneseNote,
    description: row.description,
    emergencyContactName: row.emergencyContactName,
    emergencyContactRelation: oneOf(relations, row.emergencyContactRelation),
    emergencyContactPhone: row.emergencyContactPhone,
    passportNumber: row.passportNumber,
    passportIssueDate: row.passportIssueDate,
    passportIssuingAuthority: row.passportIssuingAuthority,
    timesheetRequired: row.timesheetRequired === 1,
    timesheetSource: row.timesheetSource,
    allowance: extras.allowance,
    status: row.status,
  };
}
