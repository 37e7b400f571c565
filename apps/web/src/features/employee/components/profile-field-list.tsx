import { DataList, Group, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { type ProfileField, profileFields } from "@portal/contract/employee/profile-fields";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFieldValue } from "../../../components/profile-fields/profile-field-text";

interface ProfileFieldListProps {
  profile: EmployeeProfile;
  fields: readonly ProfileField[];
  /** Marks the fields HR keeps with a lock (left out when the whole section is HR's). */
  marksHrFields: boolean;
}

/** The fields of a section as label and value: dates as YYYY/MM/DD, codes translated, "Not set" for none. */
export function ProfileFieldList({ profile, fields, marksHrFields }: ProfileFieldListProps) {
  const { t } = useTranslation("employee-profile");
  const fieldValue = useFieldValue();
  // On a phone each label stands above its value: beside it, long values broke mid-word.
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <DataList
      withDivider
      orientation={isNarrow ? "vertical" : "horizontal"}
      labelWidth={200}
      styles={{ itemLabel: { color: "var(--mantine-color-gray-7)" } }}
    >
      {fields.map((field) => {
        const value = profile[field];
        const isHr = marksHrFields && profileFields[field].edit === "hr";
        return (
          <DataList.Item key={field}>
            <DataList.ItemLabel>
              <Group gap={4} wrap="nowrap" component="span">
                {t(`fields.${field}`)}
                {isHr && (
                  <>
                    <IconLock size={14} aria-hidden />
                    <VisuallyHidden>{t("modes.hr")}</VisuallyHidden>
                  </>
                )}
              </Group>
            </DataList.ItemLabel>
            <DataList.ItemValue style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {value === null || value === "" ? (
                <Text span c="gray.7" size="sm">
                  {t("notSet")}
                </Text>
              ) : (
                fieldValue(field, value)
              )}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList>
  );
}
