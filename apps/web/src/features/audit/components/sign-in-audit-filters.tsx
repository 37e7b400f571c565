import { Button, Group, TextInput } from "@mantine/core";
import type { SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import { DateRanges } from "@portal/contract/common/dates";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";

interface SignInAuditFiltersProps {
  onSearch: (filter: SignInAuditQuery) => void;
}

/** User ID and date range; applied on Search (or Enter), so typing does not fire a query a key. */
export function SignInAuditFilters({ onSearch }: SignInAuditFiltersProps) {
  const { t } = useTranslation("audit");
  const [userId, setUserId] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ userId: userId.trim() || undefined, from: from || undefined, to: to || undefined });
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t("filters.label")}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t("filters.userId")}
          value={userId}
          maxLength={100}
          onChange={(event) => setUserId(event.currentTarget.value)}
          onBlur={() => setUserId((value) => value.trim())}
        />
        <TextInput
          type="date"
          label={t("filters.from")}
          min={DateRanges.picker.min}
          max={DateRanges.picker.max}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t("filters.to")}
          min={DateRanges.picker.min}
          max={DateRanges.picker.max}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t("filters.search")}
        </Button>
      </Group>
    </form>
  );
}
