import { Box, Group, Modal, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import type { MailMessage } from "@portal/contract/mail/mail.schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/ui/load-failed";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useMailMessage } from "../api/get-mail-message";
import { MailStatusBadge } from "./mail-status-badge";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" fw={600} miw={96}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

function MessageView({ message }: { message: MailMessage }) {
  const { t } = useTranslation("job");
  const to = message.toName ? `${message.toName} <${message.to}>` : message.to;
  return (
    <Stack>
      <Box component="dl" m={0}>
        <Field label={t("outbox.message.to")}>{to}</Field>
        <Field label={t("outbox.message.subject")}>{message.subject}</Field>
        <Field label={t("outbox.message.created")}>{formatDateTime(message.createdAt)}</Field>
        <Field label={t("outbox.message.sent")}>
          <Group gap="xs" component="span">
            <MailStatusBadge status={message.status} />
            {message.sentAt && <span>{formatDateTime(message.sentAt)}</span>}
          </Group>
        </Field>
        {message.error && <Field label={t("outbox.message.error")}>{message.error}</Field>}
        {message.attachments.length > 0 && (
          <Field label={t("outbox.message.attachments")}>{message.attachments.join(", ")}</Field>
        )}
      </Box>
      <Tabs defaultValue="text">
        <Tabs.List aria-label={t("outbox.message.versions")}>
          <Tabs.Tab value="text">{t("outbox.message.text")}</Tabs.Tab>
          <Tabs.Tab value="html">{t("outbox.message.html")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="text" pt="sm">
          <Text
            component="pre"
            size="sm"
            m={0}
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "inherit" }}
          >
            {message.text}
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="html" pt="sm">
          {/* No scripts, no forms, no navigation, an origin of its own: the HTML only shows. */}
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={t("outbox.message.htmlFrame")}
            style={{ width: "100%", height: 420, border: "1px solid var(--mantine-color-gray-3)" }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** One e-mail of the outbox whole: who it went to, its state, its text and HTML versions. */
export function MailMessageModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(["job", "common"]);
  const message = useMailMessage(id);
  let body: ReactNode = (
    <Stack aria-busy>
      <Skeleton height={16} />
      <Skeleton height={16} width="70%" />
      <Skeleton height={200} />
    </Stack>
  );
  if (message.isError)
    body = <LoadFailed title={t("job:outbox.message.loadFailed")} onRetry={() => void message.refetch()} />;
  else if (message.data) body = <MessageView message={message.data} />;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={message.data?.subject ?? t("job:outbox.message.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
    >
      {body}
    </Modal>
  );
}
