import {
  accountNamePattern,
  type BankAccount,
  BankAccountMessages,
  BankAccountRequestMessages,
  bankAccountDeleteRequestSchema,
  bankAccountRequestSchema,
  isPayrollBank,
} from "@portal/contract/bank-account/bank-account.schema";
import { toBankKana } from "@portal/contract/common/to-bank-kana";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { companyToday } from "../../lib/company-date";
import { RequestValidationError } from "../../plugins/validation";
import type { SessionClaims } from "../auth/token";
import { viewerOf } from "../employee-change/change-access";
import { storeEvidenceFiles } from "../employee-change/change-evidence.storage";
import { checkEvidenceCount, type ReadEvidenceUpload } from "../employee-change/change-evidence.upload";
import { changesFrom, checkEffectiveDate } from "../employee-change/change-rules";
import { createChangeRequest, reviseChangeRequest } from "../employee-change/change-save.service";
import {
  loadEditable,
  openRequestsOf,
  presentById,
  presentRequests,
} from "../employee-change/employee-change.service";
import { toBankAccount } from "./bank-account.presenter";
import { findBank, findBranch } from "./bank-account.service";
import { bankAccountFields, bankAccountValues, findBankAccount } from "./bank-account-apply";

/** GET getBankAccount: the caller's account in use and their open request (waiting or approved for later). */
export async function getBankAccount(
  deps: AppDeps,
  session: SessionClaims,
): Promise<{ account: BankAccount | null; pendingRequest: ChangeRequest | null }> {
  const [row, open, viewer] = await Promise.all([
    findBankAccount(deps.db, session.employeeId),
    openRequestsOf(deps, session.employeeId, "bankAccount"),
    viewerOf(deps, session),
  ]);
  const [pendingRequest] = await presentRequests(deps, open.slice(0, 1), viewer);
  return { account: row ? toBankAccount(row) : null, pendingRequest: pendingRequest ?? null };
}

const jsonInvalid = () => AppError.field("bankAccount", BankAccountRequestMessages.bankAccountJsonInvalid);

/**
 * The `bankAccount` text part, parsed as JSON and checked by the schema: text that is not JSON is
 * a 400 on bankAccount; the schema's problems are 400s on their fields, in the user's language.
 */
function parseJsonPart<S extends z.ZodType>(text: string | undefined, schema: S): z.output<S> {
  if (text === undefined) throw jsonInvalid();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw jsonInvalid();
  }
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    // A problem of the whole part (not an object) is reported on bankAccount.
    throw Object.assign(new RequestValidationError(parsed.error), { validationContext: "bankAccount" });
  }
  return parsed.data;
}

/**
 * POST updateBankAccountRequest (multipart: `bankAccount` JSON and `evidences` files). The bank and
 * branch must be in the Zengin data (their names are taken from it); the holder name is converted
 * to half-width katakana, then checked. An account outside the payroll banks (0001, 0005) needs an
 * evidence file. With `id` it revises the caller's own open request, keeping the listed files.
 */
export async function requestBankAccountUpdate(
  deps: AppDeps,
  session: SessionClaims,
  read: ReadEvidenceUpload,
): Promise<ChangeRequest> {
  const upload = await read();
  if (!upload) throw jsonInvalid();
  const input = parseJsonPart(upload.fields.bankAccount, bankAccountRequestSchema);
  const edited =
    input.id === undefined ? undefined : await loadEditable(deps, session, input.id, "bankAccount");

  const bank = await findBank(input.bankCode);
  if (!bank) throw AppError.field("bankCode", BankAccountMessages.bankNotFound);
  const branch = await findBranch(input.bankCode, input.branchCode);
  if (!branch) throw AppError.field("branchCode", BankAccountRequestMessages.branchNotFound);
  const accountName = toBankKana(input.accountName);
  if (!accountNamePattern.test(accountName)) {
    throw AppError.field("accountName", BankAccountRequestMessages.accountNameInvalid);
  }
  const today = companyToday(deps);
  const effectiveDate = checkEffectiveDate(input.effectiveDate ?? today, today);
  const current = await findBankAccount(deps.db, session.employeeId);
  const values = {
    bankCode: bank.code,
    bankName: bank.name,
    branchCode: branch.code,
    branchName: branch.name,
    accountCategory: String(input.accountCategory),
    accountName,
    accountNumber: input.accountNumber,
  };
  const changes = changesFrom(values, bankAccountValues(current), { keepAll: true, field: "bankAccount" });

  const existing = edited ? (await presentById(deps, edited.row.id, edited.viewer)).evidences : [];
  const keepIds = input.evidences
    ? existing.filter((file) => input.evidences?.some((kept) => kept.id === file.id)).map((file) => file.id)
    : existing.map((file) => file.id);
  const fileCount = keepIds.length + upload.files.length;
  checkEvidenceCount(fileCount);
  if (fileCount === 0 && !isPayrollBank(bank.code)) {
    throw AppError.field("evidences", BankAccountRequestMessages.evidenceRequired);
  }
  const files = await storeEvidenceFiles(deps.config.dataDir, upload.files);
  const reason = input.reason === undefined ? undefined : input.reason || null;
  if (edited) {
    await reviseChangeRequest(deps, edited.row, {
      changes,
      effectiveDate,
      ...(reason !== undefined && { reason }),
      keepEvidenceIds: keepIds,
      files,
    });
    return presentById(deps, edited.row.id, edited.viewer);
  }
  const row = await createChangeRequest(
    deps,
    {
      employeeId: session.employeeId,
      kind: "bankAccount",
      targetId: current?.id ?? null,
      effectiveDate,
      changes,
      reason: reason ?? null,
      draft: false,
    },
    files,
  );
  return presentById(deps, row.id, await viewerOf(deps, session));
}

/**
 * POST deleteBankAccountRequest (multipart: an optional `bankAccount` JSON part with the reason and
 * date, and `evidences` files): a request to stop using the account. Without one: 400.
 */
export async function requestBankAccountDelete(
  deps: AppDeps,
  session: SessionClaims,
  read: ReadEvidenceUpload,
): Promise<ChangeRequest> {
  const upload = await read();
  if (!upload) throw jsonInvalid();
  const text = upload.fields.bankAccount;
  const input =
    text === undefined || text.trim() === "" ? {} : parseJsonPart(text, bankAccountDeleteRequestSchema);
  const current = await findBankAccount(deps.db, session.employeeId);
  if (!current) throw AppError.field("bankAccount", BankAccountRequestMessages.noAccountToDelete);
  const today = companyToday(deps);
  const effectiveDate = checkEffectiveDate(input.effectiveDate ?? today, today);
  checkEvidenceCount(upload.files.length);
  const before = bankAccountValues(current);
  const files = await storeEvidenceFiles(deps.config.dataDir, upload.files);
  const row = await createChangeRequest(
    deps,
    {
      employeeId: session.employeeId,
      kind: "bankAccount",
      targetId: current.id,
      isDelete: true,
      effectiveDate,
      changes: bankAccountFields.map((field) => ({ field, oldValue: before[field], newValue: null })),
      reason: input.reason || null,
      draft: false,
    },
    files,
  );
  return presentById(deps, row.id, await viewerOf(deps, session));
}
