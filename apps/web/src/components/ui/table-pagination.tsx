import { Pagination, type PaginationProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface TablePaginationProps extends Omit<PaginationProps, "total"> {
  /** How many records there are in all. */
  totalCount: number;
  /** How many records a page holds. */
  pageSize: number;
  /** Names each page's button "Page 2"; by default it is named by its number alone. */
  namedPages?: boolean;
}

/**
 * The pages of a paged table, its first, previous, next and last buttons named in the user's
 * language; nothing when every record fits on one page.
 */
export function TablePagination({
  totalCount,
  pageSize,
  namedPages = false,
  ...props
}: TablePaginationProps) {
  const { t } = useTranslation("common");
  if (totalCount <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(totalCount / pageSize)}
      getControlProps={(control) => ({ "aria-label": t(`pager.${control}`) })}
      getItemProps={namedPages ? (page) => ({ "aria-label": t("pager.page", { page }) }) : undefined}
      {...props}
    />
  );
}
