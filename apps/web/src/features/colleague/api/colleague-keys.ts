import type { ColleagueSearchQuery } from "@portal/contract/employee/colleague.schema";

/** Query keys of the colleague directory. */
export const colleagueKeys = {
  all: ["colleague"] as const,
  search: (filter: ColleagueSearchQuery) => [...colleagueKeys.all, "search", filter] as const,
  info: (id: number | string) => [...colleagueKeys.all, "info", String(id)] as const,
  departments: () => [...colleagueKeys.all, "departments"] as const,
};
