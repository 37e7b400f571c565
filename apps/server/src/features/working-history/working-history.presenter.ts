import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import type { WorkingHistoryRow } from "./working-history.repository";

/** One record as every client reads it; `canEdit` is true for its owner only. */
export function toWorkingHistory(row: WorkingHistoryRow, callerId: number): WorkingHistory {
  return {
    id: row.id,
    employeeId: row.employeeId,
    companyName: row.companyName,
    projectName: row.projectName,
    role: row.role,
    fromMonth: row.fromMonth,
    toMonth: row.toMonth,
    isCurrent: row.toMonth === null,
    technologies: row.technologies,
    description: row.description,
    canEdit: row.employeeId === callerId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
