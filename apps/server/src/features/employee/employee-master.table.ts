import type { Generated } from "kysely";

/** The company's job ranks; `level` orders them, 1 the most junior. */
export interface JobRanksTable {
  id: Generated<number>;
  code: string;
  nameEn: string;
  nameJa: string;
  level: number;
  createdAt: string;
  updatedAt: string;
}

/** An employee's job rank from `effectiveDate` (YYYY-MM-DD) until their next step. */
export interface JobRankHistoriesTable {
  id: Generated<number>;
  employeeId: number;
  jobRankId: number;
  effectiveDate: string;
  note: string | null;
  createdAt: string;
}

/** The company's positions (job titles); employees.position holds the English name. */
export interface PositionsTable {
  id: Generated<number>;
  code: string;
  nameEn: string;
  nameJa: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** An employment contract: the fjpContractTypes id, dates YYYY-MM-DD, endDate null: no fixed term. */
export interface EmployeeContractsTable {
  id: Generated<number>;
  employeeId: number;
  contractNo: string;
  fjpContractType: number;
  startDate: string;
  endDate: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}
