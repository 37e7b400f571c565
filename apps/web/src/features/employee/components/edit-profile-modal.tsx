import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { type ProfileSection, profileFields } from "@portal/contract/employee/profile-fields";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProfileFieldInput } from "../../../components/profile-fields/profile-field-input";
import { useValidationText } from "../../../components/profile-fields/use-validation-text";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { useChangeProfile } from "../api/change-profile";
import { useChangeWorkplace } from "../api/change-workplace";
import {
  type EditableField,
  type EditValues,
  editableFieldsOf,
  editBodies,
  initialEditValues,
} from "../profile-edit-values";

interface EditProfileModalProps {
  section: ProfileSection;
  profile: EmployeeProfile;
  opened: boolean;
  onClose: () => void;
}

/** "Edit": the section's fields the employee changes at once; only changed fields are sent. */
export function EditProfileModal({ section, profile, opened, onClose }: EditProfileModalProps) {
  const { t } = useTranslation(["employee-profile", "common"]);
  const sectionName = t(`sections.${section}`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("edit.title", { section: sectionName })}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
    >
      {/* Mounted while open only: every opening starts from the profile as it is now. */}
      {opened && <EditProfileForm section={section} profile={profile} onDone={onClose} />}
    </Modal>
  );
}

const fieldsOfServer = (field: string) =>
  Object.hasOwn(profileFields, field) ? (field as EditableField) : undefined;

function EditProfileForm({
  section,
  profile,
  onDone,
}: {
  section: ProfileSection;
  profile: EmployeeProfile;
  onDone: () => void;
}) {
  const { t } = useTranslation("employee-profile");
  const fields = editableFieldsOf(section);
  const [values, setValues] = useState<EditValues>(() => initialEditValues(profile, fields));
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const changeProfile = useChangeProfile();
  const changeWorkplace = useChangeWorkplace();
  const validationText = useValidationText();
  const failure = useFormFailure(fieldsOfServer);
  const isPending = changeProfile.isPending || changeWorkplace.isPending;

  function update(field: EditableField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const checked = editBodies(profile, values);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, key]) => {
            const rule = profileFields[field as EditableField];
            return [field, validationText(key, rule && "maxLength" in rule ? rule.maxLength : undefined)];
          }),
        ),
      );
      return;
    }
    if (checked.count === 0) {
      setProblem(t("messages.nothingToChange"));
      return;
    }
    try {
      if (Object.keys(checked.direct).length > 0) await changeProfile.mutateAsync(checked.direct);
      if (Object.keys(checked.workplace).length > 0) await changeWorkplace.mutateAsync(checked.workplace);
      notifySuccess(t("edit.saved"));
      onDone();
    } catch (caught) {
      const shown = failure(caught, t("messages.saveFailed"));
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setProblem(shown.message);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack>
        <Text size="sm" c="gray.7">
          {t("edit.description")}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {fields.map((field) => (
          <ProfileFieldInput
            key={field}
            field={field}
            value={values[field] ?? ""}
            onChange={(value) => update(field, value)}
            error={errors[field]}
            required={field === "displayName"}
            disabled={isPending}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isPending}>
            {t("edit.cancel")}
          </Button>
          <Button type="submit" loading={isPending}>
            {t("edit.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
