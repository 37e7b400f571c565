import { Loader, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { Recipient } from "@portal/contract/notification/notification.schema";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRecipients } from "../api/search-recipients";

/** Typing pauses this long before the server is asked. */
export const recipientSearchDebounceMs = 300;

interface RecipientSelectProps {
  /** The chosen employee's id as a string, or null. */
  value: string | null;
  onChange: (employeeId: string | null) => void;
  error?: string;
}

const labelOf = (recipient: Recipient) => `${recipient.displayName} (${recipient.account})`;

/** An employee picked by name or account; the server searches as the user types. */
export function RecipientSelect({ value, onChange, error }: RecipientSelectProps) {
  const { t } = useTranslation("notification");
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Recipient | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, recipientSearchDebounceMs);
  // The chosen one's label is put in the box on selection: that is not a new search.
  const query = chosen && debouncedSearch === labelOf(chosen) ? "" : debouncedSearch;
  const recipients = useRecipients(query);

  const byId = useMemo(() => {
    const found = new Map<string, Recipient>();
    if (chosen) found.set(String(chosen.employeeId), chosen);
    for (const recipient of recipients.data ?? []) found.set(String(recipient.employeeId), recipient);
    return found;
  }, [chosen, recipients.data]);

  const data = [...byId.values()].map((recipient) => ({
    value: String(recipient.employeeId),
    label: labelOf(recipient),
  }));

  return (
    <Select
      label={t("send.fields.employee")}
      placeholder={t("send.fields.employeePlaceholder")}
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the list shows what it answered.
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(next) => {
        setChosen(next ? (byId.get(next) ?? null) : null);
        onChange(next);
      }}
      nothingFoundMessage={
        query.trim() ? t("send.fields.employeeNothingFound") : t("send.fields.employeeTypeToSearch")
      }
      rightSection={recipients.isFetching ? <Loader size="xs" /> : undefined}
      renderOption={({ option }) => {
        const recipient = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {recipient?.departmentName && (
              <Text size="xs" c="gray.7">
                {recipient.departmentName}
              </Text>
            )}
          </Stack>
        );
      }}
      error={error}
    />
  );
}
