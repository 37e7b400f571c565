import { useTranslation } from "react-i18next";
import { EmployeeSearchSelect } from "../../../components/ui/employee-search-select";
import { useBanks } from "../api/get-banks";
import { branchSearchOf } from "../api/get-branches";
import type { BankChoice, BranchChoice } from "../bank-account-form-values";

interface ChoiceSelectProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const codeOf = (choice: BankChoice | BranchChoice) => choice.code;

/** A bank picked by name, kana, romaji or code: the server searches once typing pauses. */
export function BankSelect({ value, onChange, error, disabled }: ChoiceSelectProps<BankChoice>) {
  const { t } = useTranslation("bank-account");
  const labelOf = (bank: BankChoice) => t("form.option", { code: bank.code, name: bank.name });
  return (
    <EmployeeSearchSelect
      label={t("fields.bank")}
      placeholder={t("form.bankPlaceholder")}
      required
      clearable
      disabled={disabled}
      useSearch={useBanks}
      idOf={codeOf}
      labelOf={labelOf}
      detailOf={(bank) => bank.kana}
      messages={{
        idle: t("form.bankIdle"),
        searching: t("form.searching"),
        failed: t("form.searchFailed"),
        nothingFound: t("form.bankNothingFound"),
      }}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

interface BranchSelectProps extends ChoiceSelectProps<BranchChoice> {
  /** The chosen bank's code; no branch can be chosen without one. */
  bankCode: string | null;
}

/**
 * A branch of the chosen bank: its first branches when opened, the server's matches by name,
 * kana or code once something is typed. Mount it again (a `key`) when the bank changes.
 */
export function BranchSelect({ bankCode, value, onChange, error, disabled }: BranchSelectProps) {
  const { t } = useTranslation("bank-account");
  const labelOf = (branch: BranchChoice) => t("form.option", { code: branch.code, name: branch.name });
  return (
    <EmployeeSearchSelect
      label={t("fields.branch")}
      placeholder={bankCode ? t("form.branchPlaceholder") : t("form.branchNeedsBank")}
      required
      clearable
      disabled={disabled || bankCode === null}
      useSearch={branchSearchOf(bankCode)}
      idOf={codeOf}
      labelOf={labelOf}
      detailOf={(branch) => branch.kana}
      messages={{
        idle: t("form.branchIdle"),
        searching: t("form.searching"),
        failed: t("form.searchFailed"),
        nothingFound: t("form.branchNothingFound"),
      }}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
