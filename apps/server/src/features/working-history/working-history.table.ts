import type { Generated } from "kysely";

/** One position an employee held: months are YYYY-MM, toMonth null while it lasts. */
export interface WorkingHistoriesTable {
  id: Generated<number>;
  employeeId: number;
  companyName: string;
  projectName: string;
  role: string;
  fromMonth: string;
  toMonth: string | null;
  technologies: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}
