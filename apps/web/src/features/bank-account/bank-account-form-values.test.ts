import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { describe, expect, it } from "vitest";
import {
  type BankAccountFormValues,
  bankAccountFormFieldOf,
  bankAccountFormValuesOf,
  emptyBankAccountFormValues,
  maskAccountNumber,
  toAccountNumber,
  toBankAccountRequest,
  validateBankAccountForm,
} from "./bank-account-form-values";

const file = (name: string) => new File(["x"], name, { type: "image/png" });

const valid: BankAccountFormValues = {
  ...emptyBankAccountFormValues,
  bank: { code: "0001", name: "みずほ" },
  branch: { code: "001", name: "東京営業部" },
  accountCategory: 1,
  accountNumber: "1234567",
  accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
  newFiles: [file("passbook.png")],
};

describe("bank account form values", () => {
  it("writes the holder name as banks take it (the contract's toBankKana) before checking and sending it", () => {
    const typed = (accountName: string) => ({ ...valid, accountName });
    expect(validateBankAccountForm(typed(" やまだ  はなこ "))).toEqual({});
    expect(validateBankAccountForm(typed("キョウコ"))).toEqual({});
    expect(toBankAccountRequest(typed("ヤマダ　タロウ"), null).accountName).toBe("ﾔﾏﾀﾞ ﾀﾛｳ");
    expect(toBankAccountRequest(typed("ｶ)ﾎﾟｰﾀﾙ abc"), null).accountName).toBe("ｶ)ﾎﾟｰﾀﾙ ABC");
    expect(toBankAccountRequest(typed("ＹＡＭＡＤＡ"), null).accountName).toBe("YAMADA");
  });

  it("keeps half-width digits of the account number, at most 7", () => {
    expect(toAccountNumber("１２３-45678")).toBe("1234567");
    expect(toAccountNumber("0012")).toBe("0012");
  });

  it("hides all but the last 3 digits", () => {
    expect(maskAccountNumber("1234567")).toBe("••••567");
    expect(maskAccountNumber("12")).toBe("12");
  });

  it("checks the rules before sending", () => {
    expect(validateBankAccountForm(valid)).toEqual({});
    expect(validateBankAccountForm(emptyBankAccountFormValues)).toEqual({
      bank: "bankRequired",
      branch: "branchRequired",
      accountNumber: "accountNumberInvalid",
      accountName: "accountNameRequired",
    });
    expect(validateBankAccountForm({ ...valid, accountNumber: "123456", accountName: "山田" })).toEqual({
      accountNumber: "accountNumberInvalid",
      accountName: "accountNameInvalid",
    });
    const sixFiles = Array.from({ length: 6 }, (_, i) => file(`${i}.png`));
    expect(validateBankAccountForm({ ...valid, newFiles: sixFiles })).toEqual({
      evidences: "tooManyEvidences",
    });
  });

  it("needs a photo of the passbook or cash card for banks other than the payroll banks", () => {
    expect(validateBankAccountForm({ ...valid, newFiles: [] })).toEqual({});
    expect(
      validateBankAccountForm({ ...valid, bank: { code: "0005", name: "三菱ＵＦＪ" }, newFiles: [] }),
    ).toEqual({});
    expect(
      validateBankAccountForm({ ...valid, bank: { code: "0009", name: "三井住友" }, newFiles: [] }),
    ).toEqual({
      evidences: "evidenceRequired",
    });
  });

  it("builds the bankAccount part: a new request, or the pending one with the files it keeps", () => {
    expect(toBankAccountRequest({ ...valid, accountName: "ヤマダ　タロウ", reason: "  " }, null)).toEqual({
      bankCode: "0001",
      branchCode: "001",
      accountCategory: 1,
      accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
      accountNumber: "1234567",
    });
    const kept = { id: 31, fileName: "card.jpg", contentType: "image/jpeg", size: 10, createdAt: "" };
    expect(
      toBankAccountRequest(
        { ...valid, keptEvidences: [kept], effectiveDate: "2026-05-01", reason: "Moved" },
        9,
      ),
    ).toEqual({
      id: 9,
      evidences: [{ id: 31 }],
      bankCode: "0001",
      branchCode: "001",
      accountCategory: 1,
      accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
      accountNumber: "1234567",
      reason: "Moved",
      effectiveDate: "2026-05-01",
    });
  });

  it("reads the pending request back into the form", () => {
    const request = {
      id: 9,
      effectiveDate: "2026-05-01",
      reason: null,
      evidences: [],
      changes: [
        { field: "bankCode", oldValue: "0005", newValue: "0001" },
        { field: "bankName", oldValue: "三菱ＵＦＪ", newValue: "みずほ" },
        { field: "branchCode", oldValue: "100", newValue: "001" },
        { field: "branchName", oldValue: "本店", newValue: "東京営業部" },
        { field: "accountCategory", oldValue: "1", newValue: "4" },
        { field: "accountNumber", oldValue: "7654321", newValue: "1234567" },
        { field: "accountName", oldValue: "ﾔﾏﾀﾞ ﾀﾛｳ", newValue: "ﾔﾏﾀﾞ ﾀﾛｳ" },
      ],
    } as unknown as ChangeRequest;
    expect(bankAccountFormValuesOf(request, null)).toMatchObject({
      bank: { code: "0001", name: "みずほ" },
      branch: { code: "001", name: "東京営業部" },
      accountCategory: 4,
      accountNumber: "1234567",
      effectiveDate: "2026-05-01",
      reason: "",
    });
  });

  it("takes the fields a pending request leaves alone from the account in use", () => {
    const request = {
      effectiveDate: "2026-05-01",
      reason: "New number",
      evidences: [],
      changes: [{ field: "accountNumber", oldValue: "7654321", newValue: "1234567" }],
    } as unknown as ChangeRequest;
    const account = {
      bankCode: "0001",
      bankName: "みずほ",
      branchCode: "001",
      branchName: "東京営業部",
      accountCategory: 2 as const,
      accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
      accountNumber: "7654321",
      effectiveDate: "2025-04-01",
    };
    expect(bankAccountFormValuesOf(request, account)).toMatchObject({
      bank: { code: "0001", name: "みずほ" },
      branch: { code: "001", name: "東京営業部" },
      accountCategory: 2,
      accountNumber: "1234567",
      accountName: "ﾔﾏﾀﾞ ﾀﾛｳ",
    });
  });

  it("puts server field errors on their fields", () => {
    expect(bankAccountFormFieldOf("bankAccount.accountNumber")).toBe("accountNumber");
    expect(bankAccountFormFieldOf("bankCode")).toBe("bank");
    expect(bankAccountFormFieldOf("bankAccount.branchCode")).toBe("branch");
    expect(bankAccountFormFieldOf("evidences.0")).toBe("evidences");
    expect(bankAccountFormFieldOf("somethingElse")).toBeUndefined();
  });
});
