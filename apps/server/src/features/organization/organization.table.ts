import type { Generated } from "kysely";

export interface WorkingPlacesTable {
  id: Generated<number>;
  code: string;
  nameEn: string;
  nameJa: string;
  postCode: string;
  address1: string;
  address2: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DepartmentsTable {
  id: Generated<number>;
  code: string;
  nameEn: string;
  nameJa: string;
  leaderEmployeeId: number | null;
  createdAt: string;
  updatedAt: string;
}
