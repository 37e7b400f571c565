import { Button, Group, Textarea } from "@mantine/core";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { useTranslation } from "react-i18next";
import { EvidenceFilesField } from "../../../components/ui/evidence-files-field";

interface ReasonFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  disabled: boolean;
}

/** The employee's reason for a change request (optional, up to the contract's limit). */
export function RequestReasonField({ value, onChange, error, disabled }: ReasonFieldProps) {
  const { t } = useTranslation("employee-change");
  return (
    <Textarea
      label={t("request.reason")}
      rows={2}
      resize="vertical"
      maxLength={ChangeRequestLimits.reasonMaxLength}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}

/** New evidence files of a change request, uploaded once the request is saved. */
export function RequestEvidenceField({
  files,
  onFilesChange,
  disabled,
}: {
  files: File[];
  onFilesChange(files: File[]): void;
  disabled: boolean;
}) {
  const { t } = useTranslation("employee-change");
  return (
    <EvidenceFilesField
      label={t("evidence.label")}
      description={t("evidence.hint", { count: ChangeRequestLimits.maxEvidences })}
      files={files}
      onFilesChange={onFilesChange}
      maxFiles={ChangeRequestLimits.maxEvidences}
      disabled={disabled}
    />
  );
}

/** Cancel, "Save as draft" and "Submit to HR" (the form's submit button) of a new request. */
export function NewRequestActions({
  sending,
  onCancel,
  onSaveDraft,
}: {
  sending: "draft" | "submit" | null;
  onCancel(): void;
  onSaveDraft(): void;
}) {
  const { t } = useTranslation("employee-change");
  const busy = sending !== null;
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t("request.cancel")}
      </Button>
      <Button
        variant="light"
        onClick={onSaveDraft}
        loading={sending === "draft"}
        disabled={busy && sending !== "draft"}
      >
        {t("request.saveDraft")}
      </Button>
      <Button type="submit" loading={sending === "submit"} disabled={busy && sending !== "submit"}>
        {t("request.submit")}
      </Button>
    </Group>
  );
}
