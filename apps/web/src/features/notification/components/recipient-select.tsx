import type { Recipient } from "@portal/contract/notification/notification.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmployeeSearchSelect } from "../../../components/ui/employee-search-select";
import { useRecipients } from "../api/search-recipients";

interface RecipientSelectProps {
  /** The chosen employee's id as a string, or null. */
  value: string | null;
  onChange: (employeeId: string | null) => void;
  error?: string;
}

const idOf = (recipient: Recipient) => recipient.employeeId;
const labelOf = (recipient: Recipient) => `${recipient.displayName} (${recipient.account})`;
const departmentOf = (recipient: Recipient) => recipient.departmentName;

/** An employee picked by name or account; the server searches as the user types. */
export function RecipientSelect({ value, onChange, error }: RecipientSelectProps) {
  const { t } = useTranslation("notification");
  const [chosen, setChosen] = useState<Recipient | null>(null);

  return (
    <EmployeeSearchSelect
      label={t("send.fields.employee")}
      placeholder={t("send.fields.employeePlaceholder")}
      required
      clearable
      useSearch={useRecipients}
      idOf={idOf}
      labelOf={labelOf}
      detailOf={departmentOf}
      messages={{
        idle: t("send.fields.employeeTypeToSearch"),
        nothingFound: t("send.fields.employeeNothingFound"),
      }}
      value={chosen && value === String(chosen.employeeId) ? chosen : null}
      onChange={(recipient) => {
        setChosen(recipient);
        onChange(recipient ? String(recipient.employeeId) : null);
      }}
      error={error}
    />
  );
}
