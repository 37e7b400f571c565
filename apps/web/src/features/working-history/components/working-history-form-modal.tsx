import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { HttpStatus } from "@portal/contract/common/http";
import { WorkingHistoryLimits } from "@portal/contract/working-history/working-history.constants";
import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import dayjs from "dayjs";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { notifySuccess } from "../../../lib/notify";
import { useCreateWorkingHistory } from "../api/create-working-history";
import { useUpdateWorkingHistory } from "../api/update-working-history";
import {
  emptyWorkingHistoryForm,
  formatYearMonth,
  parseYearMonth,
  toWorkingHistoryInput,
  trimWorkingHistoryForm,
  validateWorkingHistoryForm,
  type WorkingHistoryFormField,
  type WorkingHistoryFormValues,
  workingHistoryFormFieldOf,
  workingHistoryFormValuesOf,
} from "../working-history-form-values";

type FieldErrors = Partial<Record<WorkingHistoryFormField, string>>;

interface WorkingHistoryFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The record to edit; a new one when null. */
  record: WorkingHistory | null;
}

/** Adds or edits one record of the signed-in user's working history. */
export function WorkingHistoryFormModal({ opened, onClose, record }: WorkingHistoryFormModalProps) {
  const { t } = useTranslation(["working-history", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={record ? t("form.editTitle") : t("form.addTitle")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
      fullScreen={isNarrow}
    >
      {opened && <WorkingHistoryForm record={record} onDone={onClose} />}
    </Modal>
  );
}

/** The refused call's texts when the form can explain it (bad input, a record gone), else null. */
function explainedFailure(error: unknown): { fieldErrors: FieldErrors; message: string } | null {
  const explained: readonly number[] = [HttpStatus.badRequest, HttpStatus.notFound];
  if (!(error instanceof ApiError && explained.includes(error.status))) return null;
  const fieldErrors: FieldErrors = {};
  for (const { field, errorMessage } of error.body.errors) {
    const formField = workingHistoryFormFieldOf(field);
    if (formField) fieldErrors[formField] ??= errorMessage;
  }
  return { fieldErrors, message: error.body.message };
}

function WorkingHistoryForm({ record, onDone }: { record: WorkingHistory | null; onDone: () => void }) {
  const { t } = useTranslation("working-history");
  const [values, setValues] = useState<WorkingHistoryFormValues>(() =>
    record ? workingHistoryFormValuesOf(record) : emptyWorkingHistoryForm,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const create = useCreateWorkingHistory();
  const update = useUpdateWorkingHistory();
  const isSaving = create.isPending || update.isPending;

  function change<F extends keyof WorkingHistoryFormValues>(field: F, value: WorkingHistoryFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === "isCurrent" ? "toMonth" : field]: undefined }));
  }

  const trimOnBlur = (field: WorkingHistoryFormField) => () =>
    setValues((current) => ({ ...current, [field]: current[field].trim() }));

  /** A month that reads as one is shown as YYYY/MM once the field is left. */
  const tidyMonthOnBlur = (field: "fromMonth" | "toMonth") => () =>
    setValues((current) => {
      const month = parseYearMonth(current[field]);
      return { ...current, [field]: month ? formatYearMonth(month) : current[field].trim() };
    });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = trimWorkingHistoryForm(values);
    setValues(trimmed);
    setFormMessage(null);
    const problems = validateWorkingHistoryForm(trimmed, dayjs().format("YYYY-MM"));
    const texts: FieldErrors = {};
    for (const field of Object.keys(problems) as WorkingHistoryFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`form.errors.${problem.key}`, problem.values);
    }
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    const body = toWorkingHistoryInput(trimmed);
    try {
      if (record) await update.mutateAsync({ id: record.id, body });
      else await create.mutateAsync(body);
      notifySuccess(t("form.saved"));
      onDone();
    } catch (error) {
      const shown = explainedFailure(error);
      if (!shown) return handleApiError(error, "save");
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message || t("form.saveFailed"));
    }
  }

  const text = (field: "companyName" | "projectName" | "role" | "technologies", max: number) => ({
    maxLength: max,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    onBlur: trimOnBlur(field),
  });

  const month = (field: "fromMonth" | "toMonth") => ({
    placeholder: t("form.monthPlaceholder"),
    description: t("form.monthHint"),
    inputMode: "numeric" as const,
    autoComplete: "off",
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    onBlur: tidyMonthOnBlur(field),
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={record ? t("form.editTitle") : t("form.addTitle")}>
      <Stack>
        {formMessage && (
          <Alert color="red" variant="light" role="alert">
            {formMessage}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("fields.companyName")}
            required
            {...text("companyName", WorkingHistoryLimits.companyNameMaxLength)}
          />
          <TextInput
            label={t("fields.projectName")}
            {...text("projectName", WorkingHistoryLimits.projectNameMaxLength)}
          />
          <TextInput
            label={t("fields.role")}
            required
            {...text("role", WorkingHistoryLimits.roleMaxLength)}
          />
          <TextInput
            label={t("fields.technologies")}
            {...text("technologies", WorkingHistoryLimits.technologiesMaxLength)}
          />
          <TextInput label={t("fields.fromMonth")} required {...month("fromMonth")} />
          <Stack gap={6}>
            <TextInput
              label={t("fields.toMonth")}
              required={!values.isCurrent}
              disabled={values.isCurrent}
              {...month("toMonth")}
              value={values.isCurrent ? "" : values.toMonth}
            />
            <Checkbox
              label={t("fields.isCurrent")}
              checked={values.isCurrent}
              onChange={(event) => change("isCurrent", event.currentTarget.checked)}
            />
          </Stack>
        </SimpleGrid>
        <Textarea
          label={t("fields.description")}
          rows={4}
          resize="vertical"
          maxLength={WorkingHistoryLimits.descriptionMaxLength}
          value={values.description}
          error={errors.description}
          onChange={(event) => change("description", event.currentTarget.value)}
          onBlur={trimOnBlur("description")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
