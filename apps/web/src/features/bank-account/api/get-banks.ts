import { bankAccountRoutes } from "@portal/contract/bank-account/bank-account.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bankAccountKeys } from "./bank-account-keys";

/** GET /api/employeeBankAccount/getBanks?search=: banks by name, kana, romaji or code prefix (at most 50). */
export function getBanks(search: string, signal?: AbortSignal) {
  return apiRequest(bankAccountRoutes.getBanks, { query: { search }, signal });
}

export function banksQueryOptions(search: string) {
  return queryOptions({
    queryKey: bankAccountKeys.banks(search),
    queryFn: ({ signal }) => getBanks(search, signal),
    placeholderData: keepPreviousData,
    // The Zengin data changes a few times a year.
    staleTime: 30 * 60_000,
    // The select says the search failed itself.
    meta: { handlesErrors: true },
  });
}

/** Searches once something is typed; blank text asks nothing (every bank would be ~1,150 rows). */
export function useBanks(search: string) {
  const trimmed = search.trim();
  return useQuery({ ...banksQueryOptions(trimmed), enabled: trimmed !== "" });
}
