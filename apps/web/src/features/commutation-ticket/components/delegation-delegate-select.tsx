import { Loader, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { EmployeeChoice } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { useDelegateCandidates } from "../api/search-delegate-candidates";

/** Typing pauses this long before the server is asked. */
export const delegateSearchDebounceMs = 300;

interface DelegateSelectProps {
  /** The chosen delegate, or null. */
  value: EmployeeChoice | null;
  onChange: (delegate: EmployeeChoice | null) => void;
  error?: string | undefined;
}

const labelOf = (choice: EmployeeChoice) => `${choice.name} (${choice.account}, ${choice.employeeCode})`;

/**
 * The delegate, picked from the employees who may be one: the server searches by name, account or
 * employee code from the first character typed.
 */
export function DelegateSelect({ value, onChange, error }: DelegateSelectProps) {
  const { t } = useTranslation("ticketDecision");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, delegateSearchDebounceMs);
  // The chosen one's label is put in the box on selection: that is not a new search.
  const query = value && debouncedSearch === labelOf(value) ? "" : debouncedSearch;
  const candidates = useDelegateCandidates(query);

  const byId = useMemo(() => {
    const found = new Map<string, EmployeeChoice>();
    if (value) found.set(String(value.id), value);
    for (const candidate of candidates.data ?? []) found.set(String(candidate.id), candidate);
    return found;
  }, [value, candidates.data]);

  const data = [...byId.values()].map((choice) => ({ value: String(choice.id), label: labelOf(choice) }));
  let nothingFound = t("delegation.form.delegateHint");
  if (candidates.isError) nothingFound = t("delegation.form.searchFailed");
  else if (candidates.isFetching) nothingFound = t("delegation.form.searching");
  else if (query.trim()) nothingFound = t("delegation.form.noMatch");

  return (
    <Select
      label={t("delegation.form.delegate")}
      placeholder={t("delegation.form.delegatePlaceholder")}
      description={t("delegation.form.delegateHint")}
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the list shows what it answered.
      filter={({ options }) => options}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(next) => onChange(next ? (byId.get(next) ?? null) : null)}
      nothingFoundMessage={nothingFound}
      rightSection={
        candidates.isFetching ? <Loader size="xs" aria-label={t("delegation.form.searching")} /> : undefined
      }
      renderOption={({ option }) => {
        const choice = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {choice && (
              <Text size="xs" c="gray.7">
                {currentLanguage() === "ja" ? choice.departmentNameJa : choice.departmentName}
              </Text>
            )}
          </Stack>
        );
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
