import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { useTranslation } from "react-i18next";
import type { BankAccountFormField, BankAccountFormProblems } from "../bank-account-form-values";

/** The texts of the problems the forms found, by field. */
export function useProblemTexts() {
  const { t } = useTranslation("bank-account");
  return (problems: BankAccountFormProblems): Partial<Record<BankAccountFormField, string>> => {
    const texts: Partial<Record<BankAccountFormField, string>> = {};
    for (const field of Object.keys(problems) as BankAccountFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`problems.${problem}`, { max: ChangeRequestLimits.maxEvidences });
    }
    return texts;
  };
}
