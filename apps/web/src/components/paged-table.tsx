import { Group, type ScrollAreaProps, Stack, type TableProps, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useId } from "react";
import { LoadFailed } from "./ui/load-failed";
import { StackedTable, type TableColumnSpec } from "./ui/stacked-table";
import { TablePagination } from "./ui/table-pagination";
import { TableStateRows } from "./ui/table-state-rows";

/** What a paged table reads of the query loading its page. */
export interface TableQuery {
  data?: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The pages under a table: how many records, how many a page holds, which page is shown. */
export interface TablePager {
  totalCount: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  size?: "sm";
  /** Names each page's button "Page 2" (see TablePagination). */
  namedPages?: boolean;
}

export interface PagedTableProps {
  query: TableQuery;
  /** The page arrived with no rows: `emptyText` is shown instead. */
  empty: boolean;
  emptyText: ReactNode;
  /** The alert's title when the first page could not be loaded (a retry beside it). */
  loadFailedText: string;
  /** The retry button's text, when not "Retry". */
  retryLabel?: string;
  /** The header cells; on a phone they name each row's cells (see StackedTable). */
  columns: readonly TableColumnSpec[];
  /** The table's width before it scrolls sideways inside its box. */
  minWidth: number;
  /** Scrolls with the browser's own scrollbar instead of a ScrollArea. */
  nativeScroll?: boolean;
  /** Mantine's table props beyond the scaffold's (striped unless told, a name, hover). */
  tableProps?: Omit<TableProps, "miw" | "children">;
  scrollAreaProps?: Omit<ScrollAreaProps, "children">;
  skeletonRowCount?: number;
  /** The pager below the table; left out for a table of one page. */
  pager?: TablePager;
  /** The rows of the page. */
  children: ReactNode;
}

/**
 * A paged table's scaffold: skeleton rows while the first page loads, a line when it is empty, a
 * retry instead of the table when it could not be loaded (a page already shown stays while a
 * later one loads), and the pager. The parts are siblings in the caller's layout. The table is a
 * StackedTable: cards on a phone, never wider than the page.
 */
export function PagedTable({
  query,
  empty,
  emptyText,
  loadFailedText,
  retryLabel,
  columns,
  minWidth,
  nativeScroll = false,
  tableProps,
  scrollAreaProps,
  skeletonRowCount,
  pager,
  children,
}: PagedTableProps) {
  return (
    <>
      {query.isError && !query.data ? (
        <LoadFailed title={loadFailedText} retryLabel={retryLabel} onRetry={() => void query.refetch()} />
      ) : (
        <StackedTable
          columns={columns}
          minWidth={minWidth}
          nativeScroll={nativeScroll}
          tableProps={{ striped: true, ...tableProps, "aria-busy": query.isFetching }}
          scrollAreaProps={scrollAreaProps}
        >
          <TableStateRows
            columnCount={columns.length}
            loading={query.isPending}
            empty={empty}
            emptyText={emptyText}
            skeletonRowCount={skeletonRowCount}
          />
          {children}
        </StackedTable>
      )}
      {pager && <PagedTablePagination pager={pager} />}
    </>
  );
}

/** The pager of a paged table. */
function PagedTablePagination({ pager }: { pager: TablePager }) {
  return (
    <TablePagination
      totalCount={pager.totalCount}
      pageSize={pager.pageSize}
      value={pager.page}
      onChange={pager.onPageChange}
      size={pager.size}
      namedPages={pager.namedPages}
    />
  );
}

/** A page of records as the paged calls answer. */
interface PageQuery extends TableQuery {
  data?: { data: readonly unknown[]; totalCount: number };
}

interface PagedTableSectionProps {
  title: string;
  /** The count line beside the title, given the total. */
  totalText: (count: number) => string;
  loadFailedText: string;
  emptyText: string;
  columns: string[];
  minWidth: number;
  highlightOnHover?: boolean;
  query: PageQuery;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The rows of the current page. */
  children: ReactNode;
}

/** A titled section holding one paged table: the count beside the title, then the table. */
export function PagedTableSection({
  title,
  totalText,
  loadFailedText,
  emptyText,
  columns,
  minWidth,
  highlightOnHover,
  query,
  pageSize,
  page,
  onPageChange,
  children,
}: PagedTableSectionProps) {
  const titleId = useId();
  const totalCount = query.data?.totalCount ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {query.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {totalText(totalCount)}
          </Text>
        )}
      </Group>
      <PagedTable
        query={query}
        empty={query.data?.data.length === 0}
        emptyText={emptyText}
        loadFailedText={loadFailedText}
        columns={columns}
        minWidth={minWidth}
        tableProps={{ highlightOnHover }}
        scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
        pager={{ totalCount, pageSize, page, onPageChange, size: "sm", namedPages: true }}
      >
        {children}
      </PagedTable>
    </Stack>
  );
}
