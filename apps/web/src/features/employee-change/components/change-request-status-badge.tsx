import { Badge } from "@mantine/core";
import type { ChangeRequestStatusValue } from "@portal/contract/employee-change/employee-change.constants";
import { useTranslation } from "react-i18next";

/** Badge colours per status, dark shades so the outline badge keeps a 4.5:1 contrast. */
const changeRequestStatusColors: Record<ChangeRequestStatusValue, string> = {
  draft: "gray.7",
  submitted: "blue.9",
  approved: "teal.9",
  rejected: "red.9",
  cancelled: "gray.9",
};

/** A request's status in the user's language. */
export function ChangeRequestStatusBadge({ status }: { status: ChangeRequestStatusValue }) {
  const { t } = useTranslation("employee-change");
  return (
    // At least as wide as its label: a narrow table cell must not cut the status short.
    <Badge
      color={changeRequestStatusColors[status]}
      variant="outline"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
