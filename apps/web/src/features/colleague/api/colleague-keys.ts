import type { ColleagueSearchQuery } from "@portal/contract/employee/colleague.schema";

/** Query keys of the colleague directory. */
export const colleagueKeys = {
  all: ["colleague"] as const,
  search: (filter: ColleagueSearchQuery, page: number) =>
    [...colleagueKeys.all, "search", filter, page] as const,
  info: (id: number | string) => [...colleagueKeys.all, "info", String(id)] as const,
  departments: () => [...colleagueKeys.all, "departments"] as const,
};
