import type { BankAccount } from "@portal/contract/bank-account/bank-account.schema";
import type {
  ChangeRequest,
  ChangeRequestEvidence,
} from "@portal/contract/employee-change/employee-change.schema";

/** The account in use as the server sends it: an ordinary account at みずほ 東京営業部. */
export const mizuhoAccount: BankAccount = {
  bankCode: "0001",
  bankName: "みずほ",
  branchCode: "001",
  branchName: "東京営業部",
  accountCategory: 1,
  accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
  accountNumber: "7654321",
  effectiveDate: "2025-04-01",
};

/** A file already on a request, as the server sends it. */
export function uploadedEvidence(id: number, fileName: string): ChangeRequestEvidence {
  return { id, fileName, contentType: "image/jpeg", size: 2048, createdAt: "2026-03-20T01:00:00.000Z" };
}

/**
 * A bank-account request waiting for HR (every field, as the server sends them): to move the
 * salary to 三井住友 本店 unless overridden.
 */
export function bankRequest(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  return {
    id: 9,
    kind: "bankAccount",
    status: "submitted",
    employeeId: 12,
    employeeCode: "E0001",
    employeeName: "Taro Yamada",
    targetId: 3,
    isDelete: false,
    effectiveDate: "2026-05-01",
    changes: [
      { field: "bankCode", oldValue: "0001", newValue: "0009" },
      { field: "bankName", oldValue: "みずほ", newValue: "三井住友" },
      { field: "branchCode", oldValue: "001", newValue: "100" },
      { field: "branchName", oldValue: "東京営業部", newValue: "本店" },
      { field: "accountCategory", oldValue: "1", newValue: "1" },
      { field: "accountName", oldValue: "ﾔﾏﾀﾞ ﾀﾛｳ", newValue: "ﾔﾏﾀﾞ ﾀﾛｳ" },
      { field: "accountNumber", oldValue: "7654321", newValue: "1234567" },
    ],
    reason: "Salary to my new account",
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
