import { Badge } from "@mantine/core";
import type { MailStatus } from "@portal/contract/mail/mail.constants";
import { useTranslation } from "react-i18next";

// Dark shades: the badge text keeps a 4.5:1 contrast on striped rows.
const statusColor: Record<MailStatus, string> = {
  outbox: "blue.9",
  sent: "teal.9",
  failed: "red.9",
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation("job");
  return (
    <Badge color={statusColor[status]} variant="outline">
      {t(`outbox.statuses.${status}`)}
    </Badge>
  );
}
