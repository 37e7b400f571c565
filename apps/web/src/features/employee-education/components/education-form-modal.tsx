import { Alert, Group, Modal, Radio, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import {
  degreeLevels,
  type Education,
  EducationLimits,
  educationStatuses,
  graduationRatings,
} from "@portal/contract/employee-education/employee-education.schema";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer";
import { EvidenceFilesField } from "../../../components/ui/evidence-files-field";
import { useFailureText, useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { useSubmitRequest } from "../../employee-change/api/submit-request";
import { useAddEducationRequest } from "../api/add-education-request";
import { invalidateEducation } from "../api/education-keys";
import { useUpdateEducationRequest } from "../api/update-education-request";
import { useUploadEducationCertificates } from "../api/upload-education-certificates";
import {
  type EducationFormField,
  type EducationFormValues,
  type EducationStatus,
  educationFormFieldOf,
  educationFormValuesOf,
  emptyEducationFormValues,
  graduationYears,
  toEducationBody,
  validateEducationForm,
} from "../education-form-values";

type FieldErrors = Partial<Record<EducationFormField, string>>;

/** The Select's stand-in for "no rating" (an option needs a value). */
const noRating = "none";
const ratingOptions = [noRating, ...graduationRatings] as const;

interface EducationFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The approved record whose change is asked for; null adds a new one. */
  record: Education | null;
}

/** "Add education" or "Request a change": the record's fields, a reason and the certificates. */
export function EducationFormModal({ opened, onClose, record }: EducationFormModalProps) {
  const { t } = useTranslation(["employee-education", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={record ? t("form.changeTitle") : t("form.addTitle")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
      fullScreen={isNarrow}
    >
      {opened && <EducationForm record={record} onDone={onClose} />}
    </Modal>
  );
}

function EducationForm({ record, onDone }: { record: Education | null; onDone: () => void }) {
  const { t } = useTranslation("employee-education");
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EducationFormValues>(() =>
    record ? educationFormValuesOf(record) : emptyEducationFormValues,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  // Once the request exists, sending again only uploads the certificates.
  const [saved, setSaved] = useState<ChangeRequest | null>(null);
  const add = useAddEducationRequest();
  const update = useUpdateEducationRequest();
  const upload = useUploadEducationCertificates();
  const submit = useSubmitRequest();
  const failure = useFormFailure(educationFormFieldOf);
  const failureText = useFailureText();
  const isSending = add.isPending || update.isPending || upload.isPending || submit.isPending;
  const isLocked = isSending || saved !== null;
  const isStudying = values.status === "studying";

  function change<F extends keyof EducationFormValues>(field: F, value: EducationFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === "files" ? "evidences" : field]: undefined }));
  }

  async function createRequest(): Promise<ChangeRequest | null> {
    // With certificates, the request stays a draft until they are in: HR never gets it without them.
    const body = { ...toEducationBody(values), ...(values.files.length > 0 && { isDraft: true }) };
    try {
      const request = record
        ? await update.mutateAsync({ ...body, employeeEducationId: record.employeeEducationId })
        : await add.mutateAsync(body);
      setSaved(request);
      void invalidateEducation(queryClient);
      return request;
    } catch (error) {
      const shown = failure(error, t("form.failed"));
      if (shown) {
        setErrors(shown.fieldErrors);
        setFormMessage(shown.message);
      }
      return null;
    }
  }

  async function uploadCertificates(request: ChangeRequest): Promise<boolean> {
    if (values.files.length === 0) return true;
    setPercent(0);
    try {
      await upload.mutateAsync({
        requestId: request.id,
        files: values.files,
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      if (request.status === "draft") await submit.mutateAsync(request.id);
      void invalidateEducation(queryClient);
      return true;
    } catch (error) {
      setPercent(null);
      const message = failureText(error, t("form.uploadFailedDefault"));
      setFormMessage(t("form.uploadFailed", { message }));
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormMessage(null);
    const problems = validateEducationForm(values);
    const texts: FieldErrors = {};
    for (const field of Object.keys(problems) as EducationFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`problems.${problem}`, { max: ChangeRequestLimits.maxEvidences });
    }
    setErrors(texts);
    if (Object.keys(texts).length > 0) return;
    const request = saved ?? (await createRequest());
    if (!request || !(await uploadCertificates(request))) return;
    notifySuccess(t("form.sent"));
    onDone();
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={record ? t("form.changeTitle") : t("form.addTitle")}>
      <Stack>
        {formMessage && (
          <Alert color={saved ? "orange" : "red"} variant="light" role="alert">
            {formMessage}
          </Alert>
        )}
        <TextInput
          label={t("fields.schoolName")}
          placeholder={t("form.schoolPlaceholder")}
          required
          maxLength={EducationLimits.schoolNameMaxLength}
          value={values.schoolName}
          onChange={(event) => change("schoolName", event.currentTarget.value)}
          error={errors.schoolName}
          disabled={isLocked}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("fields.literacy")}
            placeholder={t("form.literacyPlaceholder")}
            required
            data={degreeLevels.map((level) => ({ value: level, label: t(`degreeLevels.${level}`) }))}
            value={values.literacy}
            onChange={(value) => change("literacy", degreeLevels.find((level) => level === value) ?? null)}
            allowDeselect={false}
            error={errors.literacy}
            disabled={isLocked}
          />
          <TextInput
            label={t("fields.specialized")}
            maxLength={EducationLimits.specializedMaxLength}
            value={values.specialized}
            onChange={(event) => change("specialized", event.currentTarget.value)}
            error={errors.specialized}
            disabled={isLocked}
          />
        </SimpleGrid>
        <Radio.Group
          label={t("fields.status")}
          required
          value={values.status}
          onChange={(value) => change("status", value as EducationStatus)}
          error={errors.status}
        >
          <Group mt="xs" gap="md">
            {educationStatuses.map((status) => (
              <Radio key={status} value={status} label={t(`statuses.${status}`)} disabled={isLocked} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("fields.graduationYear")}
            placeholder={isStudying ? undefined : t("form.yearPlaceholder")}
            description={isStudying ? t("form.yearStudyingHint") : undefined}
            required={!isStudying}
            searchable
            data={graduationYears().map(String)}
            value={isStudying ? null : values.graduationYear || null}
            onChange={(value) => change("graduationYear", value ?? "")}
            error={errors.graduationYear}
            disabled={isLocked || isStudying}
          />
          <Select
            label={t("fields.graduationRating")}
            description={isStudying ? undefined : t("form.ratingHint")}
            data={ratingOptions.map((rating) => ({
              value: rating,
              label: t(`ratings.${rating}`),
            }))}
            value={isStudying ? noRating : (values.graduationRating ?? noRating)}
            onChange={(value) =>
              change("graduationRating", graduationRatings.find((rating) => rating === value) ?? null)
            }
            allowDeselect={false}
            error={errors.graduationRating}
            disabled={isLocked || isStudying}
          />
        </SimpleGrid>
        <FormFooter
          reason={{
            label: t("fields.reason"),
            value: values.reason,
            onChange: (value) => change("reason", value),
            maxLength: ChangeRequestLimits.reasonMaxLength,
            rows: 2,
            error: errors.reason,
            disabled: isLocked,
          }}
          evidence={
            <EvidenceFilesField
              label={t("fields.certificates")}
              description={
                record && record.evidences.length > 0
                  ? `${t("form.certificatesHint", { max: ChangeRequestLimits.maxEvidences })} ${t("form.currentCertificates")}`
                  : t("form.certificatesHint", { max: ChangeRequestLimits.maxEvidences })
              }
              files={values.files}
              onFilesChange={(files) => change("files", files)}
              error={errors.evidences}
              disabled={isSending}
            />
          }
          progress={{ percent, label: t("form.uploading", { percent }) }}
          cancel={{ label: saved ? t("form.close") : t("form.cancel"), onClick: onDone, disabled: isSending }}
          submit={{ label: saved ? t("form.retryUpload") : t("form.submit"), loading: isSending }}
        />
      </Stack>
    </form>
  );
}
