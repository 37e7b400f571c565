import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useEmployees } from "../api/search-employees";
import { ticketPaths } from "../ticket-paths";
import { useDepartmentName } from "./department-name";

/** Typing pauses this long before the server is asked. */
export const employeeSearchDebounceMs = 300;

/**
 * HR choosing whom to act for: employees found by name, employee code or account (from the first
 * character); picking one opens the acting-for screen for them.
 */
export function ActingForPicker() {
  const { t } = useTranslation("ticketActingFor");
  const navigate = useNavigate();
  const departmentName = useDepartmentName();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), employeeSearchDebounceMs);
  const employees = useEmployees(debounced);
  const isWaiting = search.trim() !== "" && (search.trim() !== debounced || employees.isFetching);

  const data = employees.isError
    ? []
    : (employees.data ?? []).map((employee) => ({
        value: employee.id,
        label: t("picker.option", {
          name: employee.name,
          code: employee.employeeCode,
          department: departmentName({ name: employee.departmentName, nameJa: employee.departmentNameJa }),
        }),
      }));

  let nothingFound: string | undefined;
  if (search.trim() === "") nothingFound = undefined;
  else if (isWaiting && data.length === 0) nothingFound = t("picker.searching");
  else if (employees.isError) nothingFound = t("picker.failed");
  else if (employees.data) nothingFound = t("picker.nothingFound");

  return (
    <Select<number>
      label={t("picker.label")}
      placeholder={t("picker.placeholder")}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // Never shows a choice: picking one leaves for the employee's screen.
      value={null}
      onChange={(employeeId) => {
        if (employeeId === null) return;
        setSearch("");
        void navigate(ticketPaths.actingFor(employeeId));
      }}
      data={data}
      // The server has matched them already.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      maxDropdownHeight={280}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={isWaiting ? <Loader size="xs" aria-label={t("picker.searching")} /> : undefined}
      rightSectionPointerEvents="none"
      maxLength={100}
      w={{ base: "100%", sm: 360 }}
    />
  );
}
