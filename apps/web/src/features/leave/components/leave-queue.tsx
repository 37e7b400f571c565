import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLeaveQueue } from "../api/get-leave-queue";
import type { LeaveQueueKind } from "../api/leave-keys";
import { leavePageSize } from "../api/paging-headers";
import { LeaveRequestDrawer } from "./leave-request-drawer";
import { LeaveRequestTable } from "./leave-request-table";

/**
 * The requests waiting for the caller (as a leader, or HR), oldest first: decided in the row or in
 * the drawer, which also shows the days and history. New requests arrive with the menu's number.
 */
export function LeaveQueue({ kind }: { kind: LeaveQueueKind }) {
  const { t } = useTranslation("leave");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const queue = useLeaveQueue(kind, page);
  const totalCount = queue.data?.totalCount ?? 0;
  return (
    <Stack>
      {queue.data && totalCount > 0 && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("queue.total", { count: totalCount })}
        </Text>
      )}
      <LeaveRequestTable
        query={queue}
        label={kind === "leader" ? t("queue.leaderTitle") : t("queue.hrTitle")}
        emptyText={
          <Stack gap={2} align="center">
            <Text fw={600}>{t("queue.empty")}</Text>
            <Text size="sm" c="gray.7">
              {t("queue.emptyDescription")}
            </Text>
          </Stack>
        }
        loadFailedText={t("queue.loadFailed")}
        pager={{
          totalCount,
          pageSize: leavePageSize,
          page,
          onPageChange: setPage,
          size: "sm",
          namedPages: true,
        }}
        showEmployee
        onOpen={(request) => setOpenId(request.id)}
      />
      <LeaveRequestDrawer requestId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
