import { Skeleton, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

const skeletonKeys = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] as const;

export interface TableStateRowsProps {
  /** How many columns the table has; each state row spans them all. */
  columnCount: number;
  /** The first page is still on its way: skeleton rows stand in for it. */
  loading: boolean;
  /** The page arrived with no rows: `emptyText` is shown instead. */
  empty: boolean;
  emptyText: ReactNode;
  /** How many skeleton rows to show while loading (at most 10). */
  skeletonRowCount?: number;
}

/** A table body's rows for the loading and empty states, put before the data rows. */
export function TableStateRows({
  columnCount,
  loading,
  empty,
  emptyText,
  skeletonRowCount = 3,
}: TableStateRowsProps) {
  return (
    <>
      {loading &&
        skeletonKeys.slice(0, skeletonRowCount).map((row) => (
          <Table.Tr key={row}>
            <Table.Td colSpan={columnCount}>
              <Skeleton height={18} />
            </Table.Td>
          </Table.Tr>
        ))}
      {empty && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Text ta="center" c="gray.7" py="md">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
