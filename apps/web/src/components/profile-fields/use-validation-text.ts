import { useTranslation } from "react-i18next";
import { i18n } from "../../lib/i18n";

/** Where the web keeps the texts of each contract message-key prefix. */
const namespaceOf: Record<string, string> = {
  profile: "employee-profile:messages",
  employeeChange: "employee-change:messages",
  validation: "common:validation",
  zipCode: "employee-change:messages",
};

/** zipCode.invalid is the address form's "Post Code invalid." */
const renamed: Record<string, string> = { "zipCode.invalid": "postCodeInvalid" };

/**
 * The text of a contract schema's message key (profile.tooLong, employeeChange.reasonRequired,
 * validation.validateEmail) in the user's language; `max` fills "at most {{max}} characters".
 * A message that is no key of ours (zod's own words) becomes "Enter a valid value."
 */
export function useValidationText() {
  const { t } = useTranslation();
  const { t: tProfile } = useTranslation("employee-profile");
  return (message: string, max?: number): string => {
    const [prefix = "", name = ""] = message.split(".");
    const base = namespaceOf[prefix];
    const key = base && `${base}.${renamed[message] ?? name}`;
    if (key && i18n.exists(key)) return String(t(key as never, { max } as never));
    return tProfile("messages.valueInvalid");
  };
}

/** The first message of each top-level field of a failed schema check. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    found[field] ??= issue.message;
  }
  return found;
}
