import { ActionIcon, Group, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { PageSize } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import { IconPencil, IconSearch, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { ClampedText } from "../../../components/ui/clamped-text";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { formatNumber } from "../../../lib/format/format-number";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteSectionFare } from "../api/delete-section-fare";
import { useSectionFares } from "../api/get-section-fares";

const pageSize = PageSize.medium;

interface SectionFareTableProps {
  onEdit: (fare: SectionFare) => void;
}

/** HR's official fares, found by either station, each to change or remove. */
export function SectionFareTable({ onEdit }: SectionFareTableProps) {
  const { t } = useTranslation(["commutation-ticket-section-fare", "common"]);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<SectionFare | null>(null);
  const fares = useSectionFares(debounced, page, pageSize);
  const remove = useDeleteSectionFare();
  const totalCount = fares.data?.totalCount ?? 0;
  const yen = (amount: number | null) =>
    amount === null ? "–" : t("amount", { amount: formatNumber(amount) });
  const section = (fare: SectionFare) => t("section", { departure: fare.departure, arrival: fare.arrival });

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess(t("removed", { section: section(removing) }));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="section-fares-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="section-fares-title">
            {t("list.title")}
          </Title>
          <Text size="sm" c="gray.7">
            {t("list.hint")}
          </Text>
        </div>
        <TextInput
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={TicketLimits.locationMaxLength}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("list.total", { count: totalCount })}
        </Text>
        <PagedTable
          query={fares}
          empty={fares.data?.data.length === 0}
          emptyText={debounced ? t("list.noneFound", { search: debounced }) : t("list.empty")}
          loadFailedText={t("list.loadFailed")}
          columns={[
            t("columns.section"),
            { label: t("columns.oneMonth"), thProps: { ta: "right" } },
            { label: t("columns.threeMonths"), thProps: { ta: "right" } },
            { label: t("columns.sixMonths"), thProps: { ta: "right" } },
            t("columns.note"),
            t("columns.updated"),
            { label: t("columns.actions"), isLabelHidden: true },
          ]}
          minWidth={760}
          pager={{ totalCount, pageSize, page, onPageChange: setPage }}
        >
          {fares.data?.data.map((fare) => (
            <StackedRow key={fare.id}>
              <Table.Td>{section(fare)}</Table.Td>
              <Table.Td ta="right">{yen(fare.oneMonth)}</Table.Td>
              <Table.Td ta="right">{yen(fare.threeMonths)}</Table.Td>
              <Table.Td ta="right">{yen(fare.sixMonths)}</Table.Td>
              <Table.Td miw={160} maw={280}>
                <ClampedText size="sm" lines={2}>
                  {fare.note}
                </ClampedText>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(fare.updatedAt)}</Text>
                <Text size="xs" c="gray.7">
                  {fare.updatedByName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t("edit")}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => onEdit(fare)}
                      aria-label={t("editOf", { section: section(fare) })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t("remove")}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      onClick={() => setRemoving(fare)}
                      aria-label={t("removeOf", { section: section(fare) })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </StackedRow>
          ))}
        </PagedTable>
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
        title={t("removeTitle")}
        message={removing ? t("removeMessage", { section: section(removing) }) : ""}
        cancelLabel={t("keep")}
        confirmLabel={t("remove")}
        pending={remove.isPending}
        closeButtonLabel={t("common:close")}
      />
    </Paper>
  );
}
