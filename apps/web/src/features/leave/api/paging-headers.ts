import { Headers } from "@portal/contract/common/http";

/** Rows a page of every leave list holds. */
export const leavePageSize = 20;

/** The spec's paging headers for one page (1-based). */
export function pagingHeaders(page: number): Record<string, string> {
  return { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(leavePageSize) };
}
