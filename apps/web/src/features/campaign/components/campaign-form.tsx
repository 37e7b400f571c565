import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { CampaignLimits, campaignImageMimeTypes } from "@portal/contract/campaign/campaign.constants";
import type { Campaign } from "@portal/contract/campaign/campaign.schema";
import { HttpStatus } from "@portal/contract/common/http";
import { IconPhoto } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/ui/date-field";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { useCreateCampaign } from "../api/create-campaign";
import { useUpdateCampaign } from "../api/update-campaign";
import { useUploadCampaignImage } from "../api/upload-campaign-image";
import {
  type CampaignFormField,
  type CampaignFormProblems,
  type CampaignFormValues,
  formFieldOf,
  initialFormValues,
  maxImageMegabytes,
  trimFormValues,
  validateCampaignForm,
} from "../campaign-form-values";

type FieldErrors = Partial<Record<CampaignFormField, string>>;

interface CampaignFormProps {
  /** The campaign to edit; a new one when absent. */
  campaign?: Campaign;
  onSaved: () => void;
  onCancel: () => void;
}

/** A local preview URL for a chosen file, released when the file changes or the form closes. */
function usePreviewUrl(file: File | null, fallback: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ?? fallback;
}

/** Creates or edits a campaign: texts in en and ja, start and expiry dates, the banner image. */
export function CampaignForm({ campaign, onSaved, onCancel }: CampaignFormProps) {
  const { t } = useTranslation("campaign");
  const [values, setValues] = useState<CampaignFormValues>(() => initialFormValues(campaign));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const upload = useUploadCampaignImage();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const isSaving = upload.isPending || create.isPending || update.isPending;
  const previewUrl = usePreviewUrl(values.image, campaign?.url);

  function change<F extends CampaignFormField>(field: F, value: CampaignFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const trimOnBlur = (field: "titleEn" | "titleJa" | "contentEn" | "contentJa") => () =>
    setValues((current) => ({ ...current, [field]: current[field].trim() }));

  function showProblems(problems: CampaignFormProblems) {
    const texts: FieldErrors = {};
    for (const field of Object.keys(problems) as CampaignFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`form.errors.${problem.key}`, problem.values);
    }
    setErrors(texts);
  }

  function showFailure(error: unknown) {
    const isFormError =
      error instanceof ApiError &&
      (error.status === HttpStatus.badRequest || error.status === HttpStatus.payloadTooLarge);
    if (!isFormError) {
      handleApiError(error, "save");
      return;
    }
    const texts: FieldErrors = {};
    for (const { field, errorMessage } of error.body.errors) {
      const formField = formFieldOf(field);
      if (formField) texts[formField] ??= errorMessage;
    }
    setErrors(texts);
    setFormMessage(error.body.message || t("form.saveFailed"));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = trimFormValues(values);
    setValues(trimmed);
    setFormMessage(null);
    const problems = validateCampaignForm(trimmed, !campaign);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    const { image, ...fields } = trimmed;
    try {
      const imageFile = image ? (await upload.mutateAsync(image)).imageFile : undefined;
      if (campaign) await update.mutateAsync({ id: campaign.id, body: { ...fields, imageFile } });
      else if (imageFile) await create.mutateAsync({ ...fields, imageFile });
      notifications.show({ color: "teal", message: t("admin.saved") });
      onSaved();
    } catch (error) {
      showFailure(error);
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={campaign ? t("form.editTitle") : t("form.createTitle")}
    >
      <Stack>
        {formMessage && (
          <Alert color="red" variant="light" role="alert">
            {formMessage}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("form.titleEn")}
            required
            maxLength={CampaignLimits.titleMaxLength}
            value={values.titleEn}
            error={errors.titleEn}
            onChange={(e) => change("titleEn", e.currentTarget.value)}
            onBlur={trimOnBlur("titleEn")}
          />
          <TextInput
            label={t("form.titleJa")}
            required
            maxLength={CampaignLimits.titleMaxLength}
            value={values.titleJa}
            error={errors.titleJa}
            onChange={(e) => change("titleJa", e.currentTarget.value)}
            onBlur={trimOnBlur("titleJa")}
          />
          <Textarea
            label={t("form.contentEn")}
            description={t("form.contentHint")}
            required
            rows={6}
            resize="vertical"
            maxLength={CampaignLimits.contentMaxLength}
            value={values.contentEn}
            error={errors.contentEn}
            onChange={(e) => change("contentEn", e.currentTarget.value)}
            onBlur={trimOnBlur("contentEn")}
          />
          <Textarea
            label={t("form.contentJa")}
            description={t("form.contentHint")}
            required
            rows={6}
            resize="vertical"
            maxLength={CampaignLimits.contentMaxLength}
            value={values.contentJa}
            error={errors.contentJa}
            onChange={(e) => change("contentJa", e.currentTarget.value)}
            onBlur={trimOnBlur("contentJa")}
          />
          <DateField
            label={t("form.startDate")}
            required
            value={values.startDate}
            error={errors.startDate}
            onChange={(iso) => change("startDate", iso)}
          />
          <DateField
            label={t("form.expiredDate")}
            required
            isDateDisabled={(iso) => Boolean(values.startDate) && iso < values.startDate}
            value={values.expiredDate}
            error={errors.expiredDate}
            onChange={(iso) => change("expiredDate", iso)}
          />
        </SimpleGrid>
        <FileInput
          label={t("form.image")}
          description={
            campaign
              ? `${t("form.imageHint", { maxMegabytes: maxImageMegabytes })} ${t("form.imageKeep")}`
              : t("form.imageHint", { maxMegabytes: maxImageMegabytes })
          }
          placeholder={t("form.imagePlaceholder")}
          required={!campaign}
          accept={campaignImageMimeTypes.join(",")}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          value={values.image}
          error={errors.image}
          onChange={(file) => change("image", file)}
        />
        {previewUrl && <Image src={previewUrl} alt={t("form.preview")} radius="sm" h={120} fit="cover" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
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
