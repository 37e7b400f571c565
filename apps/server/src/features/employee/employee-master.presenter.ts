import type { AppLanguage } from "@portal/contract/common/culture";
import { addDays } from "@portal/contract/common/dates";
import { fjpContractTypes } from "@portal/contract/employee/employee-master.constants";
import type {
  AccountSummary,
  EmployeeChoice,
  EmployeeContract,
  EmployeeListItem,
  JobRank,
  JobRankHistoryEntry,
  JobRankHistoryRow,
  MasterItem,
} from "@portal/contract/employee/employee-master.schema";
import { mayReadProfileField, type ProfileReader } from "@portal/contract/employee/profile-fields";
import type { MenuRole } from "@portal/contract/menu/menu.constants";
import type {
  ContractRow,
  EmployeeChoiceRow,
  EmployeeListRow,
  EmployeeRow,
  JobRankRow,
  JobRankSearchRow,
  JobRankStepRow,
} from "./employee-master.repository";

type Named = { nameEn: string; nameJa: string };
const nameIn = (row: Named, language: AppLanguage) => (language === "ja" ? row.nameJa : row.nameEn);

/** An entry of a fixed master list, named in the caller's language. */
export function toMasterItem(
  item: { id: number; code: string } & Record<AppLanguage, string>,
  language: AppLanguage,
): MasterItem {
  return { id: item.id, code: item.code, name: item[language] };
}

/** The fjpContractTypes entry whose code or id is stored, or null for an unknown one. */
export function fjpContractTypeOf(stored: string | number | null, language: AppLanguage): MasterItem | null {
  const type = fjpContractTypes.find((entry) => entry.code === stored || entry.id === stored);
  return type ? toMasterItem(type, language) : null;
}

export function toJobRank(row: JobRankRow, language: AppLanguage): JobRank {
  return { id: row.id, code: row.code, name: nameIn(row, language), level: row.level };
}

export function toPosition(row: { id: number; code: string } & Named, language: AppLanguage): MasterItem {
  return { id: row.id, code: row.code, name: nameIn(row, language) };
}

function departmentOf(row: Omit<EmployeeChoiceRow, "id">, language: AppLanguage): MasterItem {
  return {
    id: row.deptId,
    code: row.deptCode,
    name: language === "ja" ? row.deptNameJa : row.deptNameEn,
  };
}

export function toEmployeeChoice(row: EmployeeChoiceRow, language: AppLanguage): EmployeeChoice {
  return {
    id: row.id,
    account: row.account,
    fullName: row.fullName,
    fullNameJp: row.fullNameJp,
    department: departmentOf(row, language),
  };
}

/** One row of allEmployee, each profile field only when the reader may receive it. */
export function toEmployeeListItem(
  row: EmployeeListRow,
  language: AppLanguage,
  reader: ProfileReader,
): EmployeeListItem {
  return {
    ...toEmployeeChoice(row, language),
    employeeCode: row.employeeCode,
    email: row.email,
    position: row.position,
    joinedDate: mayReadProfileField(reader, "fjpJoinedDate") ? row.joinedDate : null,
    fjpContractType: mayReadProfileField(reader, "fjpContractType")
      ? fjpContractTypeOf(row.contractType, language)
      : null,
    status: row.status,
  };
}

function rankOf(row: JobRankStepRow | JobRankSearchRow, language: AppLanguage): JobRank {
  return {
    id: row.rankId,
    code: row.rankCode,
    name: language === "ja" ? row.rankNameJa : row.rankNameEn,
    level: row.rankLevel,
  };
}

export function toJobRankHistoryEntry(row: JobRankStepRow, language: AppLanguage): JobRankHistoryEntry {
  return {
    id: row.id,
    employeeId: row.employeeId,
    jobRank: rankOf(row, language),
    effectiveDate: row.effectiveDate,
    endDate: row.nextDate ? addDays(row.nextDate, -1) : null,
    note: row.note,
  };
}

export function toJobRankHistoryRow(row: JobRankSearchRow, language: AppLanguage): JobRankHistoryRow {
  return {
    ...toJobRankHistoryEntry(row, language),
    employee: {
      id: row.employeeId,
      account: row.account,
      employeeCode: row.employeeCode,
      fullName: row.fullName,
      fullNameJp: row.fullNameJp,
      department: departmentOf(row, language),
    },
  };
}

/** A contract; `today` (YYYY-MM-DD, Japan) decides whether it is in force. */
export function toEmployeeContract(row: ContractRow, today: string, language: AppLanguage): EmployeeContract {
  const type = fjpContractTypeOf(row.fjpContractType, language);
  return {
    id: row.id,
    employeeId: row.employeeId,
    contractNo: row.contractNo,
    fjpContractType: type ?? { id: row.fjpContractType, code: "", name: "" },
    startDate: row.startDate,
    endDate: row.endDate,
    isCurrent: row.startDate <= today && (row.endDate === null || row.endDate >= today),
    note: row.note,
  };
}

export function toAccountSummary(
  row: EmployeeRow,
  roles: ReadonlySet<MenuRole>,
  jobRank: JobRank | null,
  language: AppLanguage,
): AccountSummary {
  return {
    id: row.id,
    account: row.account,
    employeeCode: row.employeeCode,
    displayName: row.displayName,
    fullName: row.fullName,
    fullNameJp: row.fullNameJp,
    email: row.email,
    department: departmentOf(row, language),
    position: row.position,
    jobRank,
    roles: [...roles].sort(),
    isHr: roles.has("hr"),
    isAdministrator: roles.has("administrator"),
    isDepartmentLeader: roles.has("departmentLeader"),
  };
}
