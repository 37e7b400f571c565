import { Anchor, Button, Card, Checkbox, Group, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { Evidence, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { IconCheck, IconPaperclip, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { formatBytes } from "../../../lib/format/format-bytes";
import { useOpenEvidence } from "../api/presign-evidence";
import { ticketPaths } from "../ticket-paths";
import { useDepartmentName } from "./department-name";
import { sectionOf } from "./ticket-field";
import { TicketStatusBadge } from "./ticket-status-badge";

/** A ticket with the files still waiting for HR. */
export interface PendingTicket {
  ticket: Ticket;
  files: Evidence[];
}

/** Stands in for the cards while the first page loads. */
export function ReviewSkeleton() {
  const { t } = useTranslation("common");
  return (
    <Stack aria-busy gap="xs">
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
      <Skeleton height={96} radius="md" />
      <Skeleton height={96} radius="md" />
    </Stack>
  );
}

interface TicketCardProps {
  item: PendingTicket;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onApprove: (file: Evidence) => void;
  onReject: (file: Evidence) => void;
  /** While a review is being sent. */
  isBusy: boolean;
  /** The file being approved on its own, if any. */
  approvingId: number | undefined;
}

/** One ticket with its files to review: open, approve, reject, or select for a review of several. */
export function EvidenceTicketCard({
  item,
  selected,
  onToggle,
  onApprove,
  onReject,
  isBusy,
  approvingId,
}: TicketCardProps) {
  const { t } = useTranslation(["commutation-ticket-search", "commutation-ticket"]);
  const open = useOpenEvidence();
  const departmentName = useDepartmentName();
  const { ticket, files } = item;
  const section = sectionOf(ticket);
  const ticketLabel = t("evidence.ticket", { name: ticket.employeeName, code: ticket.employeeCode, section });
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} flex={1}>
            <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
              {ticket.employeeName}{" "}
              <Text span size="xs" c="gray.7" fw={400}>
                {ticket.employeeCode} ·{" "}
                {departmentName({ name: ticket.departmentName, nameJa: ticket.departmentNameJa })}
              </Text>
            </Text>
            <Anchor
              component={Link}
              to={ticketPaths.detail(ticket.id)}
              size="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {section}
            </Anchor>
          </Stack>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("evidence.files", { ticket: ticketLabel })}
        >
          {files.map((file) => (
            <Group key={file.id} component="li" gap="xs" wrap="wrap" align="center">
              <Group gap="xs" wrap="nowrap" flex={1} miw={220} align="flex-start">
                <Checkbox
                  mt={2}
                  checked={selected.has(file.id)}
                  onChange={() => onToggle(file.id)}
                  disabled={isBusy}
                  aria-label={t("evidence.select", { name: file.fileName })}
                />
                <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Stack gap={0} miw={0}>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {file.fileName}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t("evidence.fileInfo", {
                      size: formatBytes(file.size),
                      purpose: t(`commutation-ticket:evidencePurposes.${file.purpose}`),
                      date: formatDisplayDate(file.createdAt),
                    })}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="xs"
                  loading={open.isPending && open.variables?.id === file.id}
                  onClick={() => open.mutate(file)}
                  aria-label={t("evidence.openOf", { name: file.fileName })}
                >
                  {t("evidence.open")}
                </Button>
                <Button
                  variant="outline"
                  size="xs"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={approvingId === file.id}
                  disabled={isBusy}
                  onClick={() => onApprove(file)}
                  aria-label={t("evidence.approveOf", { name: file.fileName })}
                >
                  {t("evidence.approve")}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  size="xs"
                  leftSection={<IconX size={14} aria-hidden />}
                  disabled={isBusy}
                  onClick={() => onReject(file)}
                  aria-label={t("evidence.rejectOf", { name: file.fileName })}
                >
                  {t("evidence.reject")}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
