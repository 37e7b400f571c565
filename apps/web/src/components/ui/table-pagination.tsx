import { Pagination, type PaginationProps } from "@mantine/core";

export interface TablePaginationProps extends Omit<PaginationProps, "total"> {
  /** How many records there are in all. */
  totalCount: number;
  /** How many records a page holds. */
  pageSize: number;
}

/** The pages of a paged table; nothing when every record fits on one page. */
export function TablePagination({ totalCount, pageSize, ...props }: TablePaginationProps) {
  if (totalCount <= pageSize) return null;
  return <Pagination total={Math.ceil(totalCount / pageSize)} {...props} />;
}
