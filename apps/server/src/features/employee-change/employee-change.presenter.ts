import {
  type ChangeRequestKind,
  type ChangeRequestStatusValue,
  changeRequestKinds,
  changeRequestStatuses,
} from "@portal/contract/employee-change/employee-change.constants";
import type {
  AddressRecord,
  ChangeRequest,
  ChangeRequestEvidence,
  FieldChange,
  FieldHistory,
} from "@portal/contract/employee-change/employee-change.schema";
import type { Selectable } from "kysely";
import type { Viewer } from "./change-access";
import type { ChangeRequestRow, EvidenceRow } from "./employee-change.repository";
import type { EmployeeHomeAddressesTable } from "./employee-change.table";
import type { FieldHistoryRow } from "./field-history.repository";

const asKind = (value: string): ChangeRequestKind =>
  (changeRequestKinds as readonly string[]).includes(value) ? (value as ChangeRequestKind) : "profile";
const asStatus = (value: string): ChangeRequestStatusValue =>
  (changeRequestStatuses as readonly string[]).includes(value)
    ? (value as ChangeRequestStatusValue)
    : "draft";

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The stored changes of a request; anything unreadable is left out rather than failing a list. */
export function parseChanges(stored: string): FieldChange[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is Record<string, unknown> => !!item && typeof item.field === "string")
      .map((item) => ({
        field: String(item.field),
        oldValue: text(item.oldValue),
        newValue: text(item.newValue),
      }));
  } catch {
    return [];
  }
}

export function serializeChanges(changes: readonly FieldChange[]): string {
  return JSON.stringify(changes.map(({ field, oldValue, newValue }) => ({ field, oldValue, newValue })));
}

/** Statuses in which the owner may still edit or cancel a request (before HR's decision). */
export const editableStatuses: readonly ChangeRequestStatusValue[] = ["draft", "submitted"];

/** What the viewer may do with a request now. */
function permissionsOf(row: Pick<ChangeRequestRow, "employeeId" | "status">, viewer: Viewer) {
  const isOwner = row.employeeId === viewer.employeeId;
  const isOpen = editableStatuses.includes(asStatus(row.status));
  return {
    canEdit: isOwner && isOpen,
    canCancel: isOwner && isOpen,
    canDecide: viewer.isHr && !isOwner && row.status === "submitted",
  };
}

export function toEvidence(row: EvidenceRow): ChangeRequestEvidence {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt,
  };
}

export function toChangeRequest(
  row: ChangeRequestRow,
  evidences: EvidenceRow[],
  viewer: Viewer,
): ChangeRequest {
  return {
    id: row.id,
    kind: asKind(row.kind),
    status: asStatus(row.status),
    employeeId: row.employeeId,
    employeeCode: row.employeeCode,
    employeeName: row.employeeName,
    targetId: row.targetId,
    isDelete: row.isDelete === 1,
    effectiveDate: row.effectiveDate,
    changes: parseChanges(row.changes),
    reason: row.reason,
    evidences: evidences.map(toEvidence),
    decisionReason: row.decisionReason,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt,
    submittedAt: row.submittedAt,
    appliedAt: row.appliedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...permissionsOf(row, viewer),
  };
}

export function toFieldHistory(row: FieldHistoryRow): FieldHistory {
  return {
    id: row.id,
    requestId: row.requestId,
    kind: asKind(row.kind),
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
    effectiveDate: row.effectiveDate,
    appliedAt: row.appliedAt,
    requestedByName: row.requestedByName,
    approvedByName: row.approvedByName,
  };
}

export function toAddressRecord(
  row: Selectable<EmployeeHomeAddressesTable>,
  currentId: number | undefined,
): AddressRecord {
  return {
    id: row.id,
    employeeId: row.employeeId,
    postCode: row.postCode,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    changeAddressDate: row.changeAddressDate,
    requestId: row.requestId,
    isCurrent: row.id === currentId,
  };
}
