import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  type TicketStatus,
  ticketStatuses,
  transportTypes,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { TicketSearch } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/ui/date-field";
import { useSearchOptions } from "../api/get-search-options";
import { statusLabelKey } from "../ticket-presentation";
import { useDepartmentName } from "./department-name";

interface DepartmentSelectProps {
  value: number | undefined;
  onChange: (departmentId: number | undefined) => void;
}

/** The departments of searchOptions; while they load or when they failed, the field says so. */
export function DepartmentSelect({ value, onChange }: DepartmentSelectProps) {
  const { t } = useTranslation(["commutation-ticket-search", "common"]);
  const options = useSearchOptions();
  const departmentName = useDepartmentName();
  const data = (options.data?.departments ?? []).map((department) => ({
    value: String(department.id),
    label: departmentName(department),
  }));
  const label = t("filters.department");
  return (
    <Stack gap={4}>
      <Select
        label={label}
        placeholder={options.isPending ? t("filters.departmentsLoading") : t("filters.allDepartments")}
        data={data}
        value={value === undefined ? null : String(value)}
        onChange={(next) => onChange(next ? Number(next) : undefined)}
        searchable
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearOf", { field: label }) }}
        nothingFoundMessage={options.isPending ? t("common:loading") : undefined}
        error={options.isError ? t("filters.departmentsFailed") : undefined}
      />
      {options.isError && (
        <Button
          variant="light"
          color="red"
          size="compact-xs"
          w="fit-content"
          loading={options.isFetching}
          onClick={() => void options.refetch()}
          aria-label={t("filters.departmentsRetry")}
        >
          {t("common:retry")}
        </Button>
      )}
    </Stack>
  );
}

interface SearchFilterFormProps {
  departmentId: number | undefined;
  onDepartmentChange: (departmentId: number | undefined) => void;
  employee: string;
  onEmployeeChange: (employee: string) => void;
  /** The fields after the department and the employee. */
  children?: ReactNode;
  /** The check boxes under the fields. */
  checks: ReactNode;
  /** Search (or Enter). */
  onSubmit: () => void;
  onReset: () => void;
}

/**
 * HR's filter form: the department and the employee, then the caller's fields and check boxes,
 * then Search and Reset.
 */
export function SearchFilterForm({
  departmentId,
  onDepartmentChange,
  employee,
  onEmployeeChange,
  children,
  checks,
  onSubmit,
  onReset,
}: SearchFilterFormProps) {
  const { t } = useTranslation("commutation-ticket-search");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} aria-label={t("filters.label")} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <DepartmentSelect value={departmentId} onChange={onDepartmentChange} />
          <TextInput
            label={t("filters.employee")}
            description={t("filters.employeeHint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={employee}
            maxLength={100}
            onChange={(event) => onEmployeeChange(event.currentTarget.value)}
            onBlur={() => onEmployeeChange(employee.trim())}
          />
          {children}
        </SimpleGrid>
        <Group gap="lg">{checks}</Group>
        <Group gap="sm">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t("filters.search")}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
            {t("filters.reset")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the fields hold before Search applies them. */
interface Draft {
  departmentId: number | undefined;
  employee: string;
  statuses: string[];
  transportType: string | null;
  from: string;
  to: string;
  overBudget: boolean;
  evidencePending: boolean;
}

const emptyDraft: Draft = {
  departmentId: undefined,
  employee: "",
  statuses: [],
  transportType: null,
  from: "",
  to: "",
  overBudget: false,
  evidencePending: false,
};

const isTransportType = (value: string | null): value is (typeof transportTypes)[number] =>
  transportTypes.some((type) => type === value);

/** The filters the fields hold; empty ones are left out, unchecked boxes too (no filter). */
export function filterOf(draft: Draft): TicketSearch {
  const filter: TicketSearch = {};
  const employee = draft.employee.trim();
  if (draft.departmentId !== undefined) filter.departmentId = draft.departmentId;
  if (employee) filter.employee = employee;
  if (draft.statuses.length > 0) {
    filter.statuses = ticketStatuses.filter((status) => draft.statuses.includes(String(status)));
  }
  if (isTransportType(draft.transportType)) filter.transportType = draft.transportType;
  if (draft.from) filter.from = draft.from;
  if (draft.to) filter.to = draft.to;
  if (draft.overBudget) filter.overBudget = true;
  if (draft.evidencePending) filter.evidencePending = true;
  return filter;
}

interface TicketSearchFiltersProps {
  onSearch: (filter: TicketSearch) => void;
}

/**
 * HR's ticket filters: department, employee, statuses, transport, the period in force, over
 * budget and evidence not reviewed. Applied on Search (or Enter), so typing fires no query.
 */
export function TicketSearchFilters({ onSearch }: TicketSearchFiltersProps) {
  const { t } = useTranslation("commutation-ticket-search");
  const { t: tc } = useTranslation("commutation-ticket");
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [periodError, setPeriodError] = useState<string | null>(null);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === "from" || key === "to") setPeriodError(null);
  };

  function handleSubmit() {
    if (draft.from && draft.to && draft.from > draft.to) {
      setPeriodError(t("filters.periodInvalid"));
      return;
    }
    onSearch(filterOf(draft));
  }

  function handleReset() {
    setDraft(emptyDraft);
    setPeriodError(null);
    onSearch({});
  }

  const statusData = ticketStatuses.map((status: TicketStatus) => ({
    value: String(status),
    label: tc(statusLabelKey(status)),
  }));
  const transportData = transportTypes.map((type) => ({ value: type, label: tc(`transportTypes.${type}`) }));

  return (
    <SearchFilterForm
      departmentId={draft.departmentId}
      onDepartmentChange={(value) => set("departmentId", value)}
      employee={draft.employee}
      onEmployeeChange={(value) => set("employee", value)}
      checks={
        <>
          <Checkbox
            label={t("filters.overBudget")}
            checked={draft.overBudget}
            onChange={(event) => set("overBudget", event.currentTarget.checked)}
          />
          <Checkbox
            label={t("filters.evidencePending")}
            checked={draft.evidencePending}
            onChange={(event) => set("evidencePending", event.currentTarget.checked)}
          />
        </>
      }
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      <MultiSelect
        label={t("filters.statuses")}
        placeholder={draft.statuses.length === 0 ? t("filters.anyStatus") : undefined}
        data={statusData}
        value={draft.statuses}
        onChange={(value) => set("statuses", value)}
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearOf", { field: t("filters.statuses") }) }}
      />
      <Select
        label={t("filters.transportType")}
        placeholder={t("filters.anyTransport")}
        data={transportData}
        value={draft.transportType}
        onChange={(value) => set("transportType", value)}
        clearable
        clearButtonProps={{ "aria-label": t("filters.clearOf", { field: t("filters.transportType") }) }}
      />
      <DateField label={t("filters.from")} value={draft.from} onChange={(value) => set("from", value)} />
      <DateField
        label={t("filters.to")}
        value={draft.to}
        onChange={(value) => set("to", value)}
        error={periodError}
      />
    </SearchFilterForm>
  );
}
