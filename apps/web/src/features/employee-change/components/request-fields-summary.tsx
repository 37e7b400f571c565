import { Text } from "@mantine/core";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { useFieldLabel } from "../../../components/profile-fields/profile-field-text";

/** The labels of the fields a request changes, in one line. */
export function RequestFieldsSummary({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation("employee-change");
  const fieldLabel = useFieldLabel();
  const labels = request.changes.map((change) => fieldLabel(change.field));
  return (
    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
      {request.isDelete ? t("drawer.isDelete") : labels.join(t("listSeparator")) || "–"}
    </Text>
  );
}
