import { Group, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { TablePagination } from "../../../components/ui/table-pagination";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { changeRequestPageSize } from "../api/paging-headers";

interface PagedQuery {
  data?: { data: unknown[]; totalCount: number };
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PagedTableSectionProps {
  title: string;
  /** The count line under the title, given the total. */
  totalText: (count: number) => string;
  loadFailedText: string;
  emptyText: string;
  columns: string[];
  minWidth: number;
  highlightOnHover?: boolean;
  query: PagedQuery;
  page: number;
  onPageChange: (page: number) => void;
  /** The rows of the current page. */
  children: ReactNode;
}

/**
 * A titled section with one paged table of change-request data, 20 a page: the count, the
 * loading, empty and failed states, and the pager.
 */
export function PagedTableSection({
  title,
  totalText,
  loadFailedText,
  emptyText,
  columns,
  minWidth,
  highlightOnHover,
  query,
  page,
  onPageChange,
  children,
}: PagedTableSectionProps) {
  const { t } = useTranslation("employee-change");
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
      {query.isError && !query.data ? (
        <LoadFailed title={loadFailedText} onRetry={() => void query.refetch()} />
      ) : (
        <ScrollArea viewportProps={{ tabIndex: 0 }}>
          <Table striped highlightOnHover={highlightOnHover} miw={minWidth} aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                columnCount={columns.length}
                loading={query.isPending}
                empty={query.data?.data.length === 0}
                emptyText={emptyText}
              />
              {children}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <TablePagination
        totalCount={totalCount}
        pageSize={changeRequestPageSize}
        value={page}
        onChange={onPageChange}
        size="sm"
        getControlProps={(control) => ({ "aria-label": t(`pager.${control}`) })}
        getItemProps={(item) => ({ "aria-label": t("pager.page", { page: item }) })}
      />
    </Stack>
  );
}
