import { bankAccountRoutes } from "@portal/contract/bank-account/bank-account.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankAccountKeys } from "./bank-account-keys";

/** How many branches the list shows at once; typing narrows the rest down. */
export const branchListLimit = 50;

/** GET /api/employeeBankAccount/getBranches/:bankCode?search=: a bank's branches by name, kana or code. */
export function getBranches(bankCode: string, search: string, signal?: AbortSignal) {
  return apiRequest(bankAccountRoutes.getBranches, {
    params: { bankCode },
    query: { search },
    signal,
  });
}

export function branchesQueryOptions(bankCode: string, search: string) {
  return queryOptions({
    queryKey: bankAccountKeys.branches(bankCode, search),
    queryFn: ({ signal }) => getBranches(bankCode, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30 * 60_000,
    select: (branches) => branches.slice(0, branchListLimit),
    meta: { handlesErrors: true },
  });
}

/** The chosen bank's branches (all of them before anything is typed); nothing without a bank. */
export function useBranches(bankCode: string | null, search: string) {
  return useQuery({ ...branchesQueryOptions(bankCode ?? "", search.trim()), enabled: bankCode !== null });
}

/** A branch search bound to one bank, in the shape a search select asks for. */
export function branchSearchOf(bankCode: string | null) {
  return function useBankBranches(search: string) {
    return useBranches(bankCode, search);
  };
}
