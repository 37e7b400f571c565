import type { FieldChange } from "@portal/contract/employee-change/employee-change.schema";
import type { Db } from "../../db/database";
import type { BankAccountRow } from "./bank-account.repository";
import * as accounts from "./bank-account.repository";

/** The fields of a bank-account request, as its changes and the field history name them. */
export const bankAccountFields = [
  "bankCode",
  "bankName",
  "branchCode",
  "branchName",
  "accountCategory",
  "accountName",
  "accountNumber",
] as const;
export type BankAccountField = (typeof bankAccountFields)[number];

/** An account's values as text (the changes' form); every field null without an account. */
export function bankAccountValues(row: BankAccountRow | undefined): Record<BankAccountField, string | null> {
  return {
    bankCode: row?.bankCode ?? null,
    bankName: row?.bankName ?? null,
    branchCode: row?.branchCode ?? null,
    branchName: row?.branchName ?? null,
    accountCategory: row ? String(row.accountCategory) : null,
    accountName: row?.accountName ?? null,
    accountNumber: row?.accountNumber ?? null,
  };
}

/** The employee's account in use, if any (inside a transaction, pass its handle). */
export function findBankAccount(db: Db, employeeId: number): Promise<BankAccountRow | undefined> {
  return accounts.findByEmployeeId(db, employeeId);
}

/**
 * Applies an approved bank-account request (the change-request applier calls it in its
 * transaction): sets the employee's account to the values asked for, or removes it for a delete
 * request. Answers each field's value before and after, for the field history.
 */
export async function applyBankAccountRequest(
  db: Db,
  request: {
    id: number;
    employeeId: number;
    isDelete: boolean;
    changes: FieldChange[];
    effectiveDate: string;
  },
  appliedAt: string,
): Promise<FieldChange[]> {
  const current = await accounts.findByEmployeeId(db, request.employeeId);
  const before = bankAccountValues(current);
  if (request.isDelete) {
    if (current) await accounts.remove(db, current.id);
    return bankAccountFields.map((field) => ({ field, oldValue: before[field], newValue: null }));
  }
  const asked = Object.fromEntries(request.changes.map((change) => [change.field, change.newValue]));
  const value = (field: BankAccountField) => asked[field] ?? before[field] ?? "";
  const values = {
    bankCode: value("bankCode"),
    bankName: value("bankName"),
    branchCode: value("branchCode"),
    branchName: value("branchName"),
    accountCategory: Number(value("accountCategory")),
    accountName: value("accountName"),
    accountNumber: value("accountNumber"),
    effectiveDate: request.effectiveDate,
    requestId: request.id,
    updatedAt: appliedAt,
  };
  if (current) await accounts.update(db, current.id, values);
  else await accounts.insert(db, { ...values, employeeId: request.employeeId, createdAt: appliedAt });
  const after = (field: BankAccountField) => String(values[field]);
  return bankAccountFields.map((field) => ({ field, oldValue: before[field], newValue: after(field) }));
}
