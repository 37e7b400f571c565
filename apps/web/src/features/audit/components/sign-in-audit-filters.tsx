import { Button, Group, TextInput } from "@mantine/core";
import type { SignInAuditQuery } from "@portal/contract/audit/audit.schema";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/ui/date-field";

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
        <DateField label={t("filters.from")} value={from} onChange={setFrom} />
        <DateField label={t("filters.to")} value={to} onChange={setTo} />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t("filters.search")}
        </Button>
      </Group>
    </form>
  );
}
