import { Alert, Modal, Stack, Text } from "@mantine/core";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import type { ProfileSection } from "@portal/contract/employee/profile-fields";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProfileFieldInput } from "../../../components/profile-fields/profile-field-input";
import { useValidationText } from "../../../components/profile-fields/use-validation-text";
import { DateField } from "../../../components/ui/date-field";
import { useFormFailure } from "../../../components/use-server-text";
import { useCreateRequest } from "../api/create-request";
import {
  changedFields,
  fieldProblem,
  type RequestableField,
  requestableFieldsOf,
  requestProblems,
} from "../request-form-values";
import { NewRequestFooter } from "./request-form-parts";
import { useFinishRequest } from "./use-finish-request";

interface ProfileRequestModalProps {
  section: ProfileSection;
  profile: EmployeeProfile;
  opened: boolean;
  onClose: () => void;
}

/** "Request a change": new values of the section's request fields, for HR to approve. */
export function ProfileRequestModal({ section, profile, opened, onClose }: ProfileRequestModalProps) {
  const { t } = useTranslation(["employee-change", "employee-profile", "common"]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("request.title", { section: t(`employee-profile:sections.${section}`) })}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
    >
      {opened && <ProfileRequestForm section={section} profile={profile} onDone={onClose} />}
    </Modal>
  );
}

type FormField = RequestableField | "effectiveDate" | "reason";

const formFields = new Set<string>(["effectiveDate", "reason"]);

/** A server error on `fields.fullname` belongs to the fullname input. */
const formFieldOf = (serverField: string): FormField | undefined => {
  const name = serverField.replace(/^fields\./, "");
  return formFields.has(name) || serverField.startsWith("fields.") ? (name as FormField) : undefined;
};

function ProfileRequestForm({
  section,
  profile,
  onDone,
}: {
  section: ProfileSection;
  profile: EmployeeProfile;
  onDone: () => void;
}) {
  const { t } = useTranslation("employee-change");
  const fields = requestableFieldsOf(section);
  const [values, setValues] = useState<Partial<Record<RequestableField, string>>>(() =>
    Object.fromEntries(fields.map((field) => [field, profile[field] ?? ""])),
  );
  const [effectiveDate, setEffectiveDate] = useState("");
  const [reason, setReason] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<"draft" | "submit" | null>(null);
  const create = useCreateRequest();
  const finish = useFinishRequest();
  const validationText = useValidationText();
  const failure = useFormFailure(formFieldOf);

  function clearError(field: FormField) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function check(): boolean {
    const found: Partial<Record<FormField, string>> = {};
    for (const field of fields) {
      const fieldIssue = fieldProblem(field, (values[field] ?? "").trim());
      if (fieldIssue) found[field] = validationText(fieldIssue.key, fieldIssue.max);
    }
    for (const [field, issue] of Object.entries(requestProblems(effectiveDate, reason))) {
      found[field as FormField] = validationText(issue.key, issue.max);
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return false;
    if (Object.keys(changedFields(profile, values)).length === 0) {
      setProblem(t("messages.nothingChanges"));
      return false;
    }
    return true;
  }

  async function send(isDraft: boolean) {
    setProblem(null);
    if (!check()) return;
    setSending(isDraft ? "draft" : "submit");
    try {
      const request = await create.mutateAsync({
        fields: changedFields(profile, values),
        effectiveDate,
        ...(reason.trim() && { reason: reason.trim() }),
        // With files, a draft until they are in (useFinishRequest submits it then).
        draft: isDraft || files.length > 0,
      });
      await finish(request, files, isDraft);
      onDone();
    } catch (caught) {
      const shown = failure(caught, t("messages.saveFailed"));
      if (shown) {
        setErrors(shown.fieldErrors);
        setProblem(shown.message);
      }
    } finally {
      setSending(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(false);
  }

  const isPending = sending !== null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm" c="gray.7">
          {t("request.description")}
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
            onChange={(value) => {
              setValues((current) => ({ ...current, [field]: value }));
              clearError(field);
            }}
            error={errors[field]}
            disabled={isPending}
          />
        ))}
        <DateField
          label={t("request.effectiveDate")}
          description={t("request.effectiveDateHint")}
          required
          value={effectiveDate}
          onChange={(value) => {
            setEffectiveDate(value);
            clearError("effectiveDate");
          }}
          error={errors.effectiveDate}
          disabled={isPending}
        />
        <NewRequestFooter
          reason={reason}
          onReasonChange={(value) => {
            setReason(value);
            clearError("reason");
          }}
          reasonError={errors.reason}
          files={files}
          onFilesChange={setFiles}
          sending={sending}
          onCancel={onDone}
          onSaveDraft={() => void send(true)}
        />
      </Stack>
    </form>
  );
}
