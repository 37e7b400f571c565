import { Badge, Stack, Table, Title } from "@mantine/core";
import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { TableStateRows } from "../../../components/ui/table-state-rows";

type State = "current" | "scheduled" | "past";

const stateOf = (record: EmployeeWorkingAddress): State =>
  record.isCurrent ? "current" : record.isScheduled ? "scheduled" : "past";

const stateColor: Record<State, string> = { current: "teal.9", scheduled: "blue.9", past: "gray.7" };

interface WorkingAddressHistoryProps {
  history: Pick<UseQueryResult<EmployeeWorkingAddress[]>, "data" | "isError" | "isPending" | "refetch">;
}

/** Every working address of the employee, newest change date first, with its state. */
export function WorkingAddressHistory({ history }: WorkingAddressHistoryProps) {
  const { t } = useTranslation("working-address");
  const titleId = "working-address-history-title";
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t("history.title")}
      </Title>
      {history.isError && !history.data ? (
        <LoadFailed title={t("history.loadFailed")} onRetry={() => void history.refetch()} />
      ) : (
        <StackedTable
          columns={[
            t("history.columns.changeDate"),
            t("history.columns.address"),
            t("history.columns.state"),
          ]}
          minWidth={560}
          tableProps={{ striped: true, "aria-labelledby": titleId }}
        >
          <TableStateRows
            columnCount={3}
            loading={history.isPending}
            empty={history.data?.length === 0}
            emptyText={t("history.empty")}
          />
          {history.data?.map((record) => {
            const state = stateOf(record);
            return (
              <StackedRow key={record.id}>
                <Table.Td>{formatDisplayDate(record.changeDate)}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{record.workingAddress}</Table.Td>
                <Table.Td>
                  <Badge color={stateColor[state]} variant="outline">
                    {t(`history.state.${state}`)}
                  </Badge>
                </Table.Td>
              </StackedRow>
            );
          })}
        </StackedTable>
      )}
    </Stack>
  );
}
