import { Button } from "@mantine/core";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { useTranslation } from "react-i18next";
import { FormFooter, type FormReasonField } from "../../../components/form-footer";
import { EvidenceFilesField } from "../../../components/ui/evidence-files-field";

/** The employee's reason for a change request (optional, up to the contract's limit). */
export function useRequestReason(
  field: Pick<FormReasonField, "value" | "onChange" | "error" | "disabled">,
): FormReasonField {
  const { t } = useTranslation("employee-change");
  return { ...field, label: t("request.reason"), maxLength: ChangeRequestLimits.reasonMaxLength, rows: 2 };
}

interface NewRequestFooterProps {
  reason: string;
  onReasonChange(value: string): void;
  reasonError?: string;
  /** New evidence files, uploaded once the request is saved. */
  files: File[];
  onFilesChange(files: File[]): void;
  sending: "draft" | "submit" | null;
  onCancel(): void;
  onSaveDraft(): void;
}

/**
 * The end of a new change request: the reason, the evidence, then Cancel, "Save as draft" and
 * "Submit to HR" (the form's submit button).
 */
export function NewRequestFooter({
  reason,
  onReasonChange,
  reasonError,
  files,
  onFilesChange,
  sending,
  onCancel,
  onSaveDraft,
}: NewRequestFooterProps) {
  const { t } = useTranslation("employee-change");
  const busy = sending !== null;
  const reasonField = useRequestReason({
    value: reason,
    onChange: onReasonChange,
    error: reasonError,
    disabled: busy,
  });
  return (
    <FormFooter
      reason={reasonField}
      evidence={
        <EvidenceFilesField
          label={t("evidence.label")}
          description={t("evidence.hint", { count: ChangeRequestLimits.maxEvidences })}
          files={files}
          onFilesChange={onFilesChange}
          maxFiles={ChangeRequestLimits.maxEvidences}
          disabled={busy}
        />
      }
      cancel={{ label: t("request.cancel"), onClick: onCancel, disabled: busy }}
      actions={
        <Button
          variant="light"
          onClick={onSaveDraft}
          loading={sending === "draft"}
          disabled={busy && sending !== "draft"}
        >
          {t("request.saveDraft")}
        </Button>
      }
      submit={{
        label: t("request.submit"),
        loading: sending === "submit",
        disabled: busy && sending !== "submit",
      }}
    />
  );
}
