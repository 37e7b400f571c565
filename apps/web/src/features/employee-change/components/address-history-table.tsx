import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import type { AddressRecord } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { formatPostCode } from "../../../components/profile-fields/profile-field-text";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
import { StackedRow, StackedTable } from "../../../components/ui/stacked-table";
import { TableStateRows } from "../../../components/ui/table-state-rows";
import { useAddressHistory } from "../api/get-address-history";

const addressLine = (record: AddressRecord) =>
  [record.prefecture, record.city, record.town, record.building].filter(Boolean).join(" ");

/** The home addresses the employee has had, newest first; the one in force today is marked. */
export function AddressHistoryTable({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation("employee-change");
  const history = useAddressHistory(employeeId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="address-history-title">
      <Title order={3} size="h5" id="address-history-title">
        {t("address.historyTitle")}
      </Title>
      {history.isError ? (
        <LoadFailed title={t("address.historyLoadFailed")} onRetry={() => void history.refetch()} />
      ) : (
        <StackedTable
          columns={[
            t("address.columns.since"),
            t("address.columns.postCode"),
            t("address.columns.address"),
            { label: t("address.columns.state"), isLabelHidden: true },
          ]}
          minWidth={520}
          tableProps={{ "aria-busy": history.isFetching }}
          scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
        >
          <TableStateRows
            columnCount={4}
            loading={history.isPending}
            empty={history.data?.length === 0}
            emptyText={t("address.historyEmpty")}
          />
          {history.data?.map((record) => (
            <StackedRow key={record.id} aria-current={record.isCurrent ? "true" : undefined}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDisplayDate(record.changeAddressDate)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatPostCode(record.postCode)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: "anywhere" }} lang="ja">
                  {addressLine(record)}
                </Text>
              </Table.Td>
              <Table.Td>
                {record.isCurrent && (
                  <Badge color="teal.9" variant="outline" style={{ minWidth: "max-content" }}>
                    {t("address.current")}
                  </Badge>
                )}
              </Table.Td>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </Stack>
  );
}
