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
  /** Monthly commuting allowance limit in yen; null: the company default. */
  commutingAllowanceLimit: number | null;
  createdAt: string;
  updatedAt: string;
}
