import { CloseButton, Group, NativeSelect, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocalizedName } from "../../../lib/use-localized-name";
import { useDepartments } from "../api/get-departments";

interface ColleagueFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  departmentId: number | undefined;
  onDepartmentChange: (value: number | undefined) => void;
}

/** The directory's filters: the text (searched as typing pauses) and the department. */
export function ColleagueFilters({
  search,
  onSearchChange,
  departmentId,
  onDepartmentChange,
}: ColleagueFiltersProps) {
  const { t } = useTranslation("colleague");
  const departments = useDepartments();
  const nameOf = useLocalizedName();
  const options = [
    { value: "", label: t("filters.allDepartments") },
    ...(departments.data ?? []).map((department) => ({
      value: String(department.id),
      label: nameOf(department),
    })),
  ];
  return (
    <Group role="search" aria-label={t("filters.label")} align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label={t("filters.clear")} onClick={() => onSearchChange("")} />
          ) : null
        }
        autoComplete="off"
        style={{ flex: "1 1 16rem" }}
      />
      <NativeSelect
        label={t("filters.department")}
        data={options}
        value={departmentId === undefined ? "" : String(departmentId)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onDepartmentChange(value ? Number(value) : undefined);
        }}
        style={{ flex: "1 1 12rem" }}
      />
    </Group>
  );
}
