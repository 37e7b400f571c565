import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";

/** An approved record as the server sends it: a bachelor's degree with one certificate unless overridden. */
export function educationRecord(overrides: Partial<Education> = {}): Education {
  return {
    id: 5,
    employeeEducationId: 50,
    schoolName: "Waseda University",
    literacy: "bachelor",
    specialized: "Computer Science",
    graduationYear: 2015,
    graduationRating: "Good",
    status: "graduated",
    evidences: [
      { id: 71, educationId: 5, fileName: "diploma.pdf", filePath: "education/5/71", isDelete: false },
    ],
    ...overrides,
  };
}

/** An education request waiting for HR: a new master's degree unless overridden. */
export function educationRequest(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  return {
    id: 21,
    kind: "education",
    status: "submitted",
    employeeId: 12,
    employeeCode: "E0001",
    employeeName: "Taro Yamada",
    targetId: null,
    isDelete: false,
    effectiveDate: "2026-03-20",
    changes: [
      { field: "schoolName", oldValue: null, newValue: "University of Tokyo" },
      { field: "literacy", oldValue: null, newValue: "master" },
    ],
    reason: null,
    evidences: [],
    decisionReason: null,
    decidedByName: null,
    decidedAt: null,
    submittedAt: "2026-03-20T01:00:00.000Z",
    appliedAt: null,
    createdAt: "2026-03-20T01:00:00.000Z",
    updatedAt: "2026-03-20T01:00:00.000Z",
    canEdit: true,
    canCancel: true,
    canDecide: false,
    ...overrides,
  };
}
