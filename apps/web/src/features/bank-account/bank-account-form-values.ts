import {
  type AccountCategory,
  accountCategories,
  accountNamePattern,
  type Bank,
  type BankAccount,
  type BankAccountRequest,
  type Branch,
  isPayrollBank,
} from "@portal/contract/bank-account/bank-account.schema";
import { toBankKana } from "@portal/contract/common/to-bank-kana";
import { toHalfWidth } from "@portal/contract/common/to-half-width";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type {
  ChangeRequest,
  ChangeRequestEvidence,
} from "@portal/contract/employee-change/employee-change.schema";

/** A bank as the form keeps it (a pending request carries only its code and name, no kana). */
export type BankChoice = Pick<Bank, "code" | "name"> & Partial<Pick<Bank, "kana">>;
export type BranchChoice = Pick<Branch, "code" | "name"> & Partial<Pick<Branch, "kana">>;

/** Zengin account numbers: 7 digits. */
export const accountNumberLength = 7;
/** The longest holder name the request takes. */
export const accountNameMaxLength = 40;

export interface BankAccountFormValues {
  bank: BankChoice | null;
  branch: BranchChoice | null;
  accountCategory: AccountCategory;
  /** Digits only, as typed. */
  accountNumber: string;
  accountName: string;
  /** ISO date, "" for "from today". */
  effectiveDate: string;
  reason: string;
  /** Files of the edited pending request that stay on it. */
  keptEvidences: ChangeRequestEvidence[];
  /** Files chosen now, sent with the request. */
  newFiles: File[];
}

export type BankAccountFormField =
  | "bank"
  | "branch"
  | "accountCategory"
  | "accountNumber"
  | "accountName"
  | "effectiveDate"
  | "reason"
  | "evidences";

/** A problem with one field: a key of the `bank-account:problems` texts. */
export type BankAccountFormProblem =
  | "bankRequired"
  | "branchRequired"
  | "accountNumberInvalid"
  | "accountNameRequired"
  | "accountNameInvalid"
  | "accountNameTooLong"
  | "reasonTooLong"
  | "evidenceRequired"
  | "tooManyEvidences";

export type BankAccountFormProblems = Partial<Record<BankAccountFormField, BankAccountFormProblem>>;

export const emptyBankAccountFormValues: BankAccountFormValues = {
  bank: null,
  branch: null,
  accountCategory: 1,
  accountNumber: "",
  accountName: "",
  effectiveDate: "",
  reason: "",
  keptEvidences: [],
  newFiles: [],
};

/** The new value a request asks for one field ("" when it does not change it). */
export function requestedValue(request: Pick<ChangeRequest, "changes">, field: string): string {
  return request.changes.find((change) => change.field === field)?.newValue ?? "";
}

function categoryOf(value: string): AccountCategory {
  const category = Number(value);
  return accountCategories.find((known) => known === category) ?? 1;
}

/** The account's own value of a request field, as the request writes it (text). */
function accountValue(account: BankAccount | null, field: string): string {
  if (!account || !Object.hasOwn(account, field)) return "";
  return String(account[field as keyof BankAccount]);
}

/**
 * The values of the pending request being edited: what it asks for, the account in use for
 * fields it leaves as they are, and the files it holds.
 */
export function bankAccountFormValuesOf(
  request: ChangeRequest,
  account: BankAccount | null,
): BankAccountFormValues {
  const value = (field: string) => requestedValue(request, field) || accountValue(account, field);
  return {
    bank: value("bankCode") ? { code: value("bankCode"), name: value("bankName") } : null,
    branch: value("branchCode") ? { code: value("branchCode"), name: value("branchName") } : null,
    accountCategory: categoryOf(value("accountCategory")),
    accountNumber: value("accountNumber"),
    accountName: value("accountName"),
    effectiveDate: request.effectiveDate,
    reason: request.reason ?? "",
    keptEvidences: request.evidences,
    newFiles: [],
  };
}

/** What the account number box keeps of typed text: half-width digits, at most 7. */
export function toAccountNumber(text: string): string {
  return toHalfWidth(text).replace(/\D/g, "").slice(0, accountNumberLength);
}

/** The account number with all but its last 3 digits hidden: ••••567. */
export function maskAccountNumber(accountNumber: string): string {
  const shown = 3;
  if (accountNumber.length <= shown) return accountNumber;
  return "•".repeat(accountNumber.length - shown) + accountNumber.slice(-shown);
}

/** The form's rules, checked before anything is sent (the server checks them again). */
export function validateBankAccountForm(values: BankAccountFormValues): BankAccountFormProblems {
  const problems: BankAccountFormProblems = {};
  if (!values.bank) problems.bank = "bankRequired";
  if (!values.branch) problems.branch = "branchRequired";
  if (!new RegExp(`^\\d{${accountNumberLength}}$`).test(values.accountNumber)) {
    problems.accountNumber = "accountNumberInvalid";
  }
  const name = toBankKana(values.accountName);
  if (!name) problems.accountName = "accountNameRequired";
  else if (name.length > accountNameMaxLength) problems.accountName = "accountNameTooLong";
  else if (!accountNamePattern.test(name)) problems.accountName = "accountNameInvalid";
  const evidenceProblem = evidenceProblemOf(
    values.keptEvidences.length + values.newFiles.length,
    isEvidenceRequired(values.bank),
  );
  if (evidenceProblem) problems.evidences = evidenceProblem;
  if (values.reason.trim().length > ChangeRequestLimits.reasonMaxLength) problems.reason = "reasonTooLong";
  return problems;
}

/** An account outside the payroll banks (0001, 0005) needs a photo of the passbook or cash card. */
export const isEvidenceRequired = (bank: BankChoice | null): boolean =>
  bank !== null && !isPayrollBank(bank.code);

/** Too many files, or none where one is needed. */
export function evidenceProblemOf(count: number, isRequired: boolean): BankAccountFormProblem | undefined {
  if (isRequired && count === 0) return "evidenceRequired";
  if (count > ChangeRequestLimits.maxEvidences) return "tooManyEvidences";
  return undefined;
}

/**
 * The bankAccount JSON part of valid values. Editing the pending request names it and the files
 * it keeps; only the new files go as parts.
 */
export function toBankAccountRequest(
  values: BankAccountFormValues,
  pendingId: number | null,
): BankAccountRequest {
  const reason = values.reason.trim();
  return {
    ...(pendingId === null
      ? {}
      : { id: pendingId, evidences: values.keptEvidences.map(({ id }) => ({ id })) }),
    bankCode: values.bank?.code ?? "",
    branchCode: values.branch?.code ?? "",
    accountCategory: values.accountCategory,
    accountName: toBankKana(values.accountName),
    accountNumber: values.accountNumber,
    ...(reason ? { reason } : {}),
    ...(values.effectiveDate ? { effectiveDate: values.effectiveDate } : {}),
  };
}

/** The field whose error a change of one value clears. */
export function formFieldOfValue(key: keyof BankAccountFormValues): BankAccountFormField {
  return key === "keptEvidences" || key === "newFiles" ? "evidences" : key;
}

const directFields: readonly string[] = [
  "accountCategory",
  "accountNumber",
  "accountName",
  "effectiveDate",
  "reason",
];

/** The form field a server field error belongs to ("bankAccount.accountNumber" is the number). */
export function bankAccountFormFieldOf(serverField: string): BankAccountFormField | undefined {
  const path = serverField.split(".");
  if (path.includes("evidences")) return "evidences";
  const field = path.at(-1) ?? "";
  if (field === "bankCode") return "bank";
  if (field === "branchCode") return "branch";
  return directFields.includes(field) ? (field as BankAccountFormField) : undefined;
}
