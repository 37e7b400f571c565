import type { AppLanguage } from "@portal/contract/common/culture";
import {
  customerContractTypes,
  fjpContractTypes,
  visaKinds,
} from "@portal/contract/employee/employee-master.constants";
import { type ProfileField, profileFields } from "@portal/contract/employee/profile-fields";
import { useTranslation } from "react-i18next";
import { i18n } from "../../lib/i18n";
import { formatDisplayDate } from "../ui/calendar-dates";
import { isChoiceKind } from "./profile-field-input";

export const isProfileField = (field: string): field is ProfileField => Object.hasOwn(profileFields, field);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A post code as people write it: 100-0005. */
export const formatPostCode = (code: string) =>
  /^\d{7}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;

/** Fields of the bank and education requests whose values are codes labelled by their feature. */
const codedFields: Record<string, string> = {
  accountCategory: "bank-account:categories",
  literacy: "employee-education:degreeLevels",
  graduationRating: "employee-education:ratings",
  status: "employee-education:statuses",
};

/** HR's lists of the contract, whose entries carry their own English and Japanese labels. */
const labelledLists: Partial<
  Record<ProfileField, readonly ({ code: string } & Record<AppLanguage, string>)[]>
> = {
  fjpContractType: fjpContractTypes,
  customerContractType: customerContractTypes,
  visaKind: visaKinds,
};

/** A value of one of HR's lists (stored as its code or its English label) in the language shown. */
function listedLabel(field: ProfileField, value: string, language: string): string | undefined {
  const entry = labelledLists[field]?.find((item) => item.code === value || item.en === value);
  if (!entry) return undefined;
  return language === "ja" ? entry.ja : entry.en;
}

/**
 * The label of a changed field: profile fields under `employee-profile:fields`, bank and education fields
 * under `employee-change:fields`; an unknown field shows its name.
 */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string): string => {
    const key = isProfileField(field)
      ? `employee-profile:fields.${field}`
      : `employee-change:fields.${field}`;
    return i18n.exists(key) ? String(t(key as never)) : field;
  };
}

/**
 * A field's value as people read it: "Not set" for none, dates as YYYY/MM/DD, coded values
 * (sex, marital status, relation, account category, degree...) in the user's language.
 */
export function useFieldValue() {
  const { t } = useTranslation();
  const { t: tProfile } = useTranslation("employee-profile");
  return (field: string, value: string | null | undefined): string => {
    if (value === null || value === undefined || value === "") return tProfile("notSet");
    const kind = isProfileField(field) ? profileFields[field].kind : undefined;
    let key: string | undefined;
    if (kind && isChoiceKind(kind)) key = `employee-profile:values.${kind}.${value}`;
    const listed = isProfileField(field) ? listedLabel(field, value, i18n.language) : undefined;
    if (listed) return listed;
    const coded = codedFields[field];
    if (!isProfileField(field) && coded) key = `${coded}.${value}`;
    if (key && i18n.exists(key)) return String(t(key as never));
    if (field === "postCode") return formatPostCode(value);
    return isoDate.test(value) ? formatDisplayDate(value) : value;
  };
}
