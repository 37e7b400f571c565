import { Card, Table, Title } from "@mantine/core";
import type { DailyPageViews } from "@portal/contract/page-view/page-view.schema";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";

/** One day of the report: its most visited pages, most visited first. */
export function DailyPageViewsTable({ day }: { day: DailyPageViews }) {
  const { t } = useTranslation("page-view");
  const headingId = `page-views-${day.date}`;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {/* Spec date format yyyy/mm/dd. */}
        <time dateTime={day.date}>{dayjs(day.date).format("YYYY/MM/DD")}</time>
      </Title>
      <Table striped aria-labelledby={headingId} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t("columns.rank")}</Table.Th>
            <Table.Th>{t("columns.path")}</Table.Th>
            <Table.Th w={110} ta="right">
              {t("columns.count")}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {day.pages.map((page, index) => (
            <Table.Tr key={page.path}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{page.path}</Table.Td>
              <Table.Td ta="right">{page.count.toLocaleString()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
