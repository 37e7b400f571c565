import {
  type AccountCategory,
  accountCategories,
  type BankAccount,
} from "@portal/contract/bank-account/bank-account.schema";
import type { BankAccountRow } from "./bank-account.repository";

export function toBankAccount(row: BankAccountRow): BankAccount {
  const category = (accountCategories as readonly number[]).includes(row.accountCategory)
    ? (row.accountCategory as AccountCategory)
    : 1;
  return {
    bankCode: row.bankCode,
    bankName: row.bankName,
    branchCode: row.branchCode,
    branchName: row.branchName,
    accountCategory: category,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    effectiveDate: row.effectiveDate,
  };
}
