import type { EmployeeChoice } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { useTranslation } from "react-i18next";
import { EmployeeSearchSelect } from "../../../components/ui/employee-search-select";
import { useDelegateCandidates } from "../api/search-delegate-candidates";
import { useDepartmentName } from "./department-name";

interface DelegateSelectProps {
  /** The chosen delegate, or null. */
  value: EmployeeChoice | null;
  onChange: (delegate: EmployeeChoice | null) => void;
  error?: string | undefined;
}

const idOf = (choice: EmployeeChoice) => choice.id;
const labelOf = (choice: EmployeeChoice) => `${choice.name} (${choice.account}, ${choice.employeeCode})`;

/**
 * The delegate, picked from the employees who may be one: the server searches by name, account or
 * employee code from the first character typed.
 */
export function DelegateSelect({ value, onChange, error }: DelegateSelectProps) {
  const { t } = useTranslation("commutation-ticket-decision");
  const departmentName = useDepartmentName();

  return (
    <EmployeeSearchSelect
      label={t("delegation.form.delegate")}
      placeholder={t("delegation.form.delegatePlaceholder")}
      description={t("delegation.form.delegateHint")}
      required
      clearable
      useSearch={useDelegateCandidates}
      idOf={idOf}
      labelOf={labelOf}
      detailOf={(choice) => departmentName({ name: choice.departmentName, nameJa: choice.departmentNameJa })}
      messages={{
        idle: t("delegation.form.delegateHint"),
        searching: t("delegation.form.searching"),
        failed: t("delegation.form.searchFailed"),
        nothingFound: t("delegation.form.noMatch"),
      }}
      value={value}
      onChange={onChange}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
