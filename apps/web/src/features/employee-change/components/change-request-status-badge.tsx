import { Badge } from "@mantine/core";
import type { ChangeRequestStatusValue } from "@portal/contract/employee-change/employee-change.constants";
import { useTranslation } from "react-i18next";
import { changeRequestStatusColors } from "../field-presentation";

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
