import { Button, Group, type MantineColor, Progress, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The free text a request form ends with: the reason for a change, a ticket's notes. */
export interface FormReasonField {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest text the contract takes. */
  maxLength: number;
  /** The field's height in rows (3 unless told). */
  rows?: number;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
}

/** The button that leaves the form unsent: a link back when `to` is given, else `onClick`. */
export interface FormCancelButton {
  label: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

export interface FormSubmitButton {
  label: string;
  loading: boolean;
  disabled?: boolean;
  color?: MantineColor;
}

export interface FormFooterProps {
  reason?: FormReasonField;
  /** The evidence field (EvidenceFilesField, or a feature's own upload). */
  evidence?: ReactNode;
  /** How much of the files has been sent, in percent, while they go; null otherwise. */
  progress?: { percent: number | null; label: string };
  cancel: FormCancelButton;
  /** Buttons between Cancel and the submit button (Save as draft). */
  actions?: ReactNode;
  submit: FormSubmitButton;
}

/**
 * The end of a request form: the reason, the evidence, the upload's progress, then Cancel (or
 * Back) and the submit button on the right. Its parts are siblings in the form's layout.
 */
export function FormFooter({ reason, evidence, progress, cancel, actions, submit }: FormFooterProps) {
  return (
    <>
      {reason && (
        <Textarea
          label={reason.label}
          required={reason.required}
          description={reason.description}
          rows={reason.rows ?? 3}
          resize="vertical"
          maxLength={reason.maxLength}
          value={reason.value}
          onChange={(event) => reason.onChange(event.currentTarget.value)}
          onBlur={reason.onBlur}
          error={reason.error}
          disabled={reason.disabled}
        />
      )}
      {evidence}
      {progress && progress.percent !== null && (
        <Progress value={progress.percent} aria-label={progress.label} />
      )}
      <Group justify="flex-end">
        {cancel.to === undefined ? (
          <Button variant="default" onClick={cancel.onClick} disabled={cancel.disabled}>
            {cancel.label}
          </Button>
        ) : (
          <Button component={Link} to={cancel.to} variant="default">
            {cancel.label}
          </Button>
        )}
        {actions}
        <Button type="submit" color={submit.color} loading={submit.loading} disabled={submit.disabled}>
          {submit.label}
        </Button>
      </Group>
    </>
  );
}
