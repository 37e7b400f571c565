import { Badge, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { AddressRecord } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { formatPostCode } from "../../../components/profile-fields/profile-field-text";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { LoadFailed } from "../../../components/ui/load-failed";
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
        <ScrollArea viewportProps={{ tabIndex: 0 }}>
          <Table miw={520} aria-busy={history.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("address.columns.since")}</Table.Th>
                <Table.Th>{t("address.columns.postCode")}</Table.Th>
                <Table.Th>{t("address.columns.address")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("address.columns.state")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                columnCount={4}
                loading={history.isPending}
                empty={history.data?.length === 0}
                emptyText={t("address.historyEmpty")}
              />
              {history.data?.map((record) => (
                <Table.Tr key={record.id} aria-current={record.isCurrent ? "true" : undefined}>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
