import { bankAccountRoutes } from "@portal/contract/bank-account/bank-account.routes";
import type { BankAccountRequest } from "@portal/contract/bank-account/bank-account.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";
import { invalidateBankAccount } from "./bank-account-keys";

export interface UpdateBankAccountRequestInput {
  /** The bankAccount JSON part (with `id` and the kept `evidences` when editing the pending request). */
  bankAccount: BankAccountRequest;
  /** Files not uploaded yet; those already on the request are named in `bankAccount.evidences`. */
  files: File[];
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** The multipart body of both bank-account requests: a `bankAccount` JSON text part and `evidences` files. */
export function bankAccountFormData(bankAccount: object, files: File[]): FormData {
  const body = new FormData();
  body.append("bankAccount", JSON.stringify(bankAccount));
  for (const file of files) body.append("evidences", file, file.name);
  return body;
}

/**
 * POST /api/employeeBankAccount/updateBankAccountRequest (multipart): a request to use a new
 * account, submitted to HR; or an edit of the pending one.
 */
export function updateBankAccountRequest({ bankAccount, files, onProgress }: UpdateBankAccountRequestInput) {
  return apiUpload(bankAccountRoutes.updateBankAccountRequest, {
    body: bankAccountFormData(bankAccount, files),
    onProgress,
  });
}

/** The form shows the failure itself. */
export function useUpdateBankAccountRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccountRequest,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateBankAccount(queryClient),
  });
}
