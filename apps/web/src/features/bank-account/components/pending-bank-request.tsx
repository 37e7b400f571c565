import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { ChangeRequestStatusBadge } from "../../employee-change/components/change-request-status-badge";
import { maskAccountNumber } from "../bank-account-form-values";

/** Whether the owner may change the request from the section (a removal has nothing to edit). */
export const isEditable = (request: ChangeRequest): boolean => request.canEdit && !request.isDelete;

type Side = "oldValue" | "newValue";
type ShownField = "bank" | "branch" | "accountCategory" | "accountNumber" | "accountName";

interface PendingBankRequestProps {
  request: ChangeRequest;
  /** Opens the request with its files, comments and history. */
  onView: () => void;
}

/** The request waiting for HR (or approved, not in use yet): its status and what it changes. */
export function PendingBankRequest({ request, onView }: PendingBankRequestProps) {
  const { t } = useTranslation("bank-account");
  const value = (field: string, side: Side) =>
    request.changes.find((change) => change.field === field)?.[side] || "";
  // A bank and a branch are shown as code and name together ("0001 みずほ").
  const named = (code: string, name: string) => (code ? t("form.option", { code, name }) : "");
  const category = (code: string) =>
    ["1", "2", "4"].includes(code) ? t(`categories.${code as "1" | "2" | "4"}`) : code;
  const shown: Record<ShownField, (side: Side) => string> = {
    bank: (side) => named(value("bankCode", side), value("bankName", side)),
    branch: (side) => named(value("branchCode", side), value("branchName", side)),
    accountCategory: (side) => category(value("accountCategory", side)),
    accountNumber: (side) => maskAccountNumber(value("accountNumber", side)),
    accountName: (side) => value("accountName", side),
  };
  // Only what differs from the account in use.
  const rows = (Object.keys(shown) as ShownField[])
    .map((field) => ({ field, from: shown[field]("oldValue"), to: shown[field]("newValue") }))
    .filter(({ from, to }) => from !== to);

  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{request.isDelete ? t("pending.removalTitle") : t("pending.title")}</Text>
            <ChangeRequestStatusBadge status={request.status} />
          </Group>
          <Button variant="light" size="xs" onClick={onView}>
            {t("actions.viewRequest")}
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          {t("pending.effective", { date: formatDisplayDate(request.effectiveDate) })}
        </Text>
        {!request.isDelete && rows.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label={t("pending.changes")}
          >
            {rows.map(({ field, from, to }) => (
              <Text key={field} component="li" size="sm" style={{ overflowWrap: "anywhere" }}>
                <Text span fw={500}>
                  {t(`fields.${field}`)}
                </Text>
                {": "}
                {t("pending.change", { from: from || t("pending.none"), to: to || t("pending.none") })}
              </Text>
            ))}
          </Stack>
        )}
        {request.status === "approved" && (
          <Text size="sm">
            {t("pending.approvedHint", { date: formatDisplayDate(request.effectiveDate) })}
          </Text>
        )}
        {!isEditable(request) && request.status !== "approved" && (
          <Text size="sm" c="gray.7">
            {t("pending.waitHint")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
