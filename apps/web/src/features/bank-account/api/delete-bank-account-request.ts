import { bankAccountRoutes } from "@portal/contract/bank-account/bank-account.routes";
import type { BankAccountRequest } from "@portal/contract/bank-account/bank-account.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "../../../lib/api-client";
import { invalidateBankAccount } from "./bank-account-keys";
import { bankAccountFormData } from "./update-bank-account-request";

export interface DeleteBankAccountRequestInput {
  /** The bankAccount JSON part (bankAccountDeleteRequestSchema). */
  bankAccount: Pick<BankAccountRequest, "reason" | "effectiveDate">;
  files: File[];
  onProgress?: (fraction: number) => void;
}

/** POST /api/employeeBankAccount/deleteBankAccountRequest (multipart): a request to stop using the account. */
export function deleteBankAccountRequest({ bankAccount, files, onProgress }: DeleteBankAccountRequestInput) {
  return apiUpload(bankAccountRoutes.deleteBankAccountRequest, {
    body: bankAccountFormData(bankAccount, files),
    onProgress,
  });
}

/** The form shows the failure itself. */
export function useDeleteBankAccountRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccountRequest,
    meta: { handlesErrors: true },
    onSuccess: () => invalidateBankAccount(queryClient),
  });
}
