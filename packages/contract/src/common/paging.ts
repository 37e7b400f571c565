import { z } from "zod";

/** A page of a paged list: the rows and the total across all pages (also sent as X-Total-Count). */
export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), totalCount: z.number().int() });
}

/** The paging headers of the spec (X-Pagination-Page is 1-based, X-Pagination-Size rows a page). */
// Loose: Fastify replaces request.headers with the parsed value, so every other header must stay.
export const pagingHeadersSchema = z.looseObject({
  "x-pagination-page": z.coerce.number().int().min(1).max(100_000).default(1),
  "x-pagination-size": z.coerce.number().int().min(1).max(100).default(20),
});

/** An answer without a body (204). */
export const noContentSchema = z.undefined();

export type Paged<T> = { data: T[]; totalCount: number };
