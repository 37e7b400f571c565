import type { EmployeeChoice } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmployeeSearchSelect } from "../../../components/ui/employee-search-select";
import { useEmployees } from "../api/search-employees";
import { ticketPaths } from "../ticket-paths";
import { useDepartmentName } from "./department-name";

const idOf = (employee: EmployeeChoice) => employee.id;

/**
 * HR choosing whom to act for: employees found by name, employee code or account (from the first
 * character); picking one opens the acting-for screen for them.
 */
export function ActingForPicker() {
  const { t } = useTranslation("commutation-ticket-acting-for");
  const navigate = useNavigate();
  const departmentName = useDepartmentName();

  return (
    <EmployeeSearchSelect
      label={t("picker.label")}
      placeholder={t("picker.placeholder")}
      useSearch={useEmployees}
      idOf={idOf}
      labelOf={(employee) =>
        t("picker.option", {
          name: employee.name,
          code: employee.employeeCode,
          department: departmentName({ name: employee.departmentName, nameJa: employee.departmentNameJa }),
        })
      }
      messages={{
        searching: t("picker.searching"),
        failed: t("picker.failed"),
        nothingFound: t("picker.nothingFound"),
      }}
      // Never shows a choice: picking one leaves for the employee's screen.
      value={null}
      clearSearchOnPick
      onChange={(employee) => {
        if (employee) void navigate(ticketPaths.actingFor(employee.id));
      }}
      maxDropdownHeight={280}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      maxLength={100}
      w={{ base: "100%", sm: 360 }}
    />
  );
}
