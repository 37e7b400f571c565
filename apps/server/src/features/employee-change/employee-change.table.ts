import type { Generated } from "kysely";

/**
 * A change request (decision 024). `changes` is JSON: [{ field, oldValue, newValue }], the old
 * value as it was when asked. `openKey` is set while the request is open (draft, submitted, or
 * approved and not yet applied) and unique, so one open request per employee, kind and target.
 */
export interface ChangeRequestsTable {
  id: Generated<number>;
  employeeId: number;
  /** profile, address, bankAccount or education. */
  kind: string;
  /** draft, submitted, approved, rejected or cancelled. */
  status: string;
  /** The bank account or education record changed; null for a new one and other kinds. */
  targetId: number | null;
  /** 0/1: the request removes the record. */
  isDelete: Generated<number>;
  /** YYYY-MM-DD in Japan. */
  effectiveDate: string;
  changes: string;
  reason: string | null;
  openKey: string | null;
  decisionReason: string | null;
  decidedBy: number | null;
  decidedAt: string | null;
  submittedAt: string | null;
  appliedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChangeRequestEvidencesTable {
  id: Generated<number>;
  requestId: number;
  uploadedBy: number;
  /** The uploader's name, cleaned, for display and Content-Disposition only. */
  fileName: string;
  /** The random name under DATA_DIR/change-request-evidence. */
  storedName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** One applied change of one field: by a request (approved by HR) or the employee's own edit. */
export interface EmployeeFieldHistoryTable {
  id: Generated<number>;
  employeeId: number;
  requestId: number | null;
  kind: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  effectiveDate: string;
  appliedAt: string;
  requestedBy: number | null;
  approvedBy: number | null;
}

/** A home address of an employee from its change date (applied address requests). */
export interface EmployeeHomeAddressesTable {
  id: Generated<number>;
  employeeId: number;
  postCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string;
  changeAddressDate: string;
  requestId: number | null;
  createdAt: string;
}
