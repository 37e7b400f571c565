import type { AppLanguage } from "@portal/contract/common/culture";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import type { Company } from "../../config/env";
import type { EmployeeProfileRow } from "./employee.repository";

export function toEmployeeProfile(
  row: EmployeeProfileRow,
  company: Company,
  language: AppLanguage,
): EmployeeProfile {
  const inJapanese = language === "ja";
  return {
    id: row.id,
    employeeCode: row.employeeCode,
    account: row.account,
    displayName: row.displayName,
    fullname: row.fullName,
    fullnameJP: row.fullNameJp,
    companyCode: company.code,
    companyName: company.name,
    deptId: row.deptId,
    deptCode: row.deptCode,
    deptName: inJapanese ? row.deptNameJa : row.deptNameEn,
    position: row.position,
    workPlace: (inJapanese ? row.workPlaceJa : row.workPlaceEn) ?? null,
    sex: row.sex,
    birthday: row.birthday,
    nationality: row.nationality,
    fjpJoinedDate: row.joinedDate,
    fjpContractType: row.contractType,
    postCode: row.postCode,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    tel: row.tel,
    contactMail: row.email,
    status: row.status,
  };
}
