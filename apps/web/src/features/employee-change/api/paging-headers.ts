import { Headers } from "@portal/contract/common/http";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";

/** Rows a page of every change-request list holds. */
export const changeRequestPageSize = ChangeRequestLimits.pageSize;

/** The spec's paging headers for one page (1-based) of 20 rows. */
export function pagingHeaders(page: number): Record<string, string> {
  return {
    [Headers.paginationPage]: String(page),
    [Headers.paginationSize]: String(changeRequestPageSize),
  };
}
