import { Select, Textarea } from "@mantine/core";
import { sexValues } from "@portal/contract/employee/employee.schema";
import {
  japaneseLevels,
  maritalStatuses,
  nationalities,
  type ProfileField,
  profileFields,
  relations,
} from "@portal/contract/employee/profile-fields";
import { useTranslation } from "react-i18next";
import { DateField } from "../ui/date-field";
import { TrimmedTextInput } from "../ui/trimmed-text-input";

interface ProfileFieldInputProps {
  field: ProfileField;
  /** The text typed or the code chosen; "" for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** Longer texts than this get a text area. */
const textAreaFrom = 500;

const choicesOf = {
  sex: sexValues,
  maritalStatus: maritalStatuses,
  relation: relations,
  nationality: nationalities,
  japaneseLevel: japaneseLevels,
} as const;

/** Whether the field's value is one of a fixed list (chosen from, and shown translated). */
export const isChoiceKind = (kind: string): kind is keyof typeof choicesOf => Object.hasOwn(choicesOf, kind);

/** The input a profile field needs by its kind in the contract's table: text, date or a list. */
export function ProfileFieldInput({
  field,
  value,
  onChange,
  error,
  required,
  disabled,
}: ProfileFieldInputProps) {
  const { t } = useTranslation("employee-profile");
  const rule = profileFields[field];
  const label = t(`fields.${field}`);
  const maxLength = "maxLength" in rule ? rule.maxLength : undefined;
  const common = { label, error, required, disabled };

  if (rule.kind === "date") {
    return <DateField {...common} value={value} onChange={onChange} range={rule.dateRange} />;
  }
  if (isChoiceKind(rule.kind)) {
    const kind = rule.kind;
    return (
      <Select
        {...common}
        placeholder={t("edit.choose")}
        data={choicesOf[kind].map((code) => ({ value: code, label: t(`values.${kind}.${code}` as never) }))}
        value={value || null}
        onChange={(chosen) => onChange(chosen ?? "")}
        clearable={!required}
        allowDeselect={!required}
        searchable={choicesOf[kind].length > 10}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (maxLength !== undefined && maxLength >= textAreaFrom) {
    return (
      <Textarea
        {...common}
        rows={3}
        resize="vertical"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TrimmedTextInput
      {...common}
      type={rule.kind === "email" ? "email" : rule.kind === "tel" ? "tel" : "text"}
      autoComplete="off"
      convertsToHalfWidth={rule.kind === "tel" || rule.kind === "email"}
      maxLength={maxLength}
      value={value}
      onChange={onChange}
    />
  );
}
