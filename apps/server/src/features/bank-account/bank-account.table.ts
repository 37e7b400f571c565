import type { Generated } from "kysely";

/** The salary account in use, one per employee, with the codes and names the Zengin data had. */
export interface EmployeeBankAccountsTable {
  id: Generated<number>;
  employeeId: number;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  /** 1 ordinary, 2 current, 4 savings. */
  accountCategory: number;
  /** Half-width katakana, as banks require. */
  accountName: string;
  accountNumber: string;
  /** Used since (YYYY-MM-DD). */
  effectiveDate: string;
  /** The request that set it. */
  requestId: number | null;
  createdAt: string;
  updatedAt: string;
}
