import type { LeaveRequest, LeaveRequestDetail, LeaveType } from "@portal/contract/leave/leave.schema";
import type { LeaveAction } from "@portal/contract/leave/leave-status-machine";
import type { Selectable } from "kysely";
import type { LeaveTypesTable } from "./leave.table";
import type { LeaveRequestRow } from "./leave-request.repository";

export function toLeaveType(row: Selectable<LeaveTypesTable>): LeaveType {
  return {
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameJa: row.nameJa,
    nameVi: row.nameVi,
    isPaid: row.isPaid === 1,
    allowsHalfDay: row.allowsHalfDay === 1,
    allowsHourly: row.allowsHourly === 1,
    needsEvidence: row.needsEvidence === 1,
    hrConfirms: row.hrConfirms === 1,
    countsForObligation: row.countsForObligation === 1,
    hasBalance: row.hasBalance === 1,
    longTermTypeId: row.longTermTypeId,
  };
}

export function toLeaveRequest(row: LeaveRequestRow, actions: LeaveAction[]): LeaveRequest {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    leaveTypeId: row.leaveTypeId,
    typeCode: row.typeCode,
    status: row.status,
    fromDate: row.fromDate,
    toDate: row.toDate,
    duration: row.duration,
    fromTime: row.fromTime,
    toTime: row.toTime,
    hours: row.hours,
    reason: row.reason,
    designated: row.designated === 1,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt,
    decisionReason: row.decisionReason,
    submittedAt: row.submittedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    actions,
  };
}

export function toLeaveRequestDetail(
  row: LeaveRequestRow,
  actions: LeaveAction[],
  days: LeaveRequestDetail["days"],
  logs: LeaveRequestDetail["logs"],
): LeaveRequestDetail {
  return { ...toLeaveRequest(row, actions), days, logs };
}
