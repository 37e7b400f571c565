import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { leaveStatuses } from "@portal/contract/leave/leave.constants";
import type { LeaveRequest } from "@portal/contract/leave/leave.schema";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMyLeave } from "../api/get-my-leave";
import { leavePageSize } from "../api/paging-headers";
import { LeaveBalanceCard } from "./leave-balance-card";
import { LeaveRequestDrawer } from "./leave-request-drawer";
import { LeaveRequestModal } from "./leave-request-form";
import { LeaveRequestTable } from "./leave-request-table";

/** Years the list filters by: this year and the two before, and next year for leave ahead. */
function yearOptions(): number[] {
  const year = new Date().getFullYear();
  return [year + 1, year, year - 1, year - 2];
}

/**
 * The employee's leave: the balance explained, the form to ask for leave, and their requests by
 * status and year, each opening in a drawer with its days and history.
 */
export function MyLeave() {
  const { t } = useTranslation("leave");
  const [status, setStatus] = useState(0);
  const [year, setYear] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ request: LeaveRequest | null } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const mine = useMyLeave({ status, year }, page);
  const totalCount = mine.data?.totalCount ?? 0;
  const filtered = status !== 0 || year !== undefined;
  return (
    <Stack gap="lg">
      <LeaveBalanceCard />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          {t("mine.title")}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ request: null })}>
          {t("newRequest")}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("mine.statusFilter")}
          data={[
            { value: "0", label: t("mine.allStatuses") },
            ...leaveStatuses.map((value) => ({ value: String(value), label: t(`status.${value}`) })),
          ]}
          value={String(status)}
          onChange={(value) => {
            setStatus(Number(value ?? 0));
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t("mine.yearFilter")}
          data={[
            { value: "", label: t("mine.allYears") },
            ...yearOptions().map((value) => ({ value: String(value), label: String(value) })),
          ]}
          value={year === undefined ? "" : String(year)}
          onChange={(value) => {
            setYear(value ? Number(value) : undefined);
            setPage(1);
          }}
          allowDeselect={false}
          w={160}
        />
        {mine.data && (
          <Text size="sm" c="gray.7" aria-live="polite" ml="auto">
            {t("mine.total", { count: totalCount })}
          </Text>
        )}
      </Group>
      <LeaveRequestTable
        query={mine}
        label={t("mine.title")}
        emptyText={filtered ? t("mine.emptyFiltered") : t("mine.empty")}
        loadFailedText={t("loadFailed")}
        pager={{
          totalCount,
          pageSize: leavePageSize,
          page,
          onPageChange: setPage,
          size: "sm",
          namedPages: true,
        }}
        onOpen={(request) => setOpenId(request.id)}
        onEdit={(request) => setForm({ request })}
      />
      <LeaveRequestModal
        opened={form !== null}
        request={form?.request ?? null}
        onClose={() => setForm(null)}
      />
      <LeaveRequestDrawer
        requestId={openId}
        onClose={() => setOpenId(null)}
        onEdit={(request) => {
          setOpenId(null);
          setForm({ request });
        }}
      />
    </Stack>
  );
}
