import type { QueryClient } from "@tanstack/react-query";
import { invalidateChangeRequests } from "../../employee-change/api/employee-change-keys";

/** Every query key of the bank-account feature, in one place. */
export const bankAccountKeys = {
  all: ["bankAccount"] as const,
  /** The caller's account in use and their pending request. */
  account: () => [...bankAccountKeys.all, "account"] as const,
  banks: (search: string) => [...bankAccountKeys.all, "banks", search] as const,
  branches: (bankCode: string, search: string) =>
    [...bankAccountKeys.all, "branches", bankCode, search] as const,
};

/** Refetches what a new or edited request changes: the section, and the lists of change requests. */
export function invalidateBankAccount(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bankAccountKeys.account() }),
    invalidateChangeRequests(queryClient),
  ]).then(() => undefined);
}
