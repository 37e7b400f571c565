import { Badge } from "@mantine/core";
import { LeaveStatus } from "@portal/contract/leave/leave.constants";
import { useTranslation } from "react-i18next";

/** Badge colours per status, dark shades so the outline badge keeps a 4.5:1 contrast. */
const statusColors: Record<number, string> = {
  [LeaveStatus.draft]: "gray.7",
  [LeaveStatus.submitted]: "blue.9",
  [LeaveStatus.approved]: "teal.9",
  [LeaveStatus.rejected]: "red.9",
  [LeaveStatus.cancelled]: "gray.9",
  [LeaveStatus.hrConfirm]: "teal.9",
  [LeaveStatus.takenUp]: "indigo.9",
  [LeaveStatus.closed]: "gray.9",
};

/** A leave request's status in the user's language. */
export function LeaveStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation("leave");
  return (
    <Badge
      color={statusColors[status] ?? "gray.7"}
      variant="outline"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {t(`status.${status}` as "status.1")}
    </Badge>
  );
}
