import { bankAccountRoutes } from "@portal/contract/bank-account/bank-account.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankAccountKeys } from "./bank-account-keys";

/** GET /api/employeeBankAccount/getBankAccount: the account in use and the request waiting for HR. */
export function getBankAccount(signal?: AbortSignal) {
  return apiRequest(bankAccountRoutes.getBankAccount, { signal });
}

export function bankAccountQueryOptions() {
  return queryOptions({
    queryKey: bankAccountKeys.account(),
    queryFn: ({ signal }) => getBankAccount(signal),
    // The section shows its own load failure with a retry.
    meta: { handlesErrors: true },
  });
}

export function useBankAccount() {
  return useQuery(bankAccountQueryOptions());
}
