import { Button, Stack, Table, Text } from "@mantine/core";
import { MailLimits } from "@portal/contract/mail/mail.constants";
import { IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable } from "../../../components/paged-table";
import { StackedRow } from "../../../components/ui/stacked-table";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useOutbox } from "../api/get-outbox";
import { MailMessageModal } from "./mail-message-modal";
import { MailStatusBadge } from "./mail-status-badge";

const pageSize = MailLimits.outboxPageSize;

/** The e-mail the portal wrote, newest first, paged; each opens whole. */
export function OutboxTable() {
  const { t } = useTranslation("job");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(page, pageSize);
  const totalCount = outbox.data?.totalCount ?? 0;

  return (
    <Stack>
      <Text size="sm" c="gray.7">
        {t("outbox.description")}
      </Text>
      {!(outbox.isError && !outbox.data) && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("outbox.totalRecords", { count: totalCount })}
        </Text>
      )}
      <PagedTable
        query={outbox}
        empty={outbox.data?.data.length === 0}
        emptyText={t("outbox.empty")}
        loadFailedText={t("outbox.loadFailed")}
        columns={[
          t("outbox.columns.created"),
          t("outbox.columns.to"),
          t("outbox.columns.subject"),
          t("outbox.columns.template"),
          t("outbox.columns.language"),
          t("outbox.columns.status"),
          t("outbox.columns.sent"),
          t("outbox.columns.attachments"),
          t("outbox.columns.actions"),
        ]}
        minWidth={960}
        tableProps={{ highlightOnHover: true }}
        skeletonRowCount={5}
        pager={{ totalCount, pageSize, page, onPageChange: setPage }}
      >
        {outbox.data?.data.map((mail) => (
          <StackedRow key={mail.id}>
            <Table.Td>{formatDateTime(mail.createdAt)}</Table.Td>
            <Table.Td>
              {mail.toName && <Text size="sm">{mail.toName}</Text>}
              <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                {mail.to}
              </Text>
            </Table.Td>
            <Table.Td maw={280}>{mail.subject}</Table.Td>
            <Table.Td>{t(`outbox.templates.${mail.template}`)}</Table.Td>
            <Table.Td>{t(`outbox.languages.${mail.language}`)}</Table.Td>
            <Table.Td>
              <MailStatusBadge status={mail.status} />
              {mail.error && (
                <Text size="xs" c="red.9">
                  {mail.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{mail.sentAt ? formatDateTime(mail.sentAt) : t("outbox.notSent")}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{mail.attachments.join(", ")}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMail size={14} aria-hidden />}
                onClick={() => setOpenId(mail.id)}
                aria-label={t("outbox.viewLabel", { subject: mail.subject, to: mail.to })}
              >
                {t("outbox.view")}
              </Button>
            </Table.Td>
          </StackedRow>
        ))}
      </PagedTable>
      <MailMessageModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
