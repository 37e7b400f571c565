import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { HttpStatus } from "@portal/contract/common/http";
import {
  type AudienceRole,
  type AudienceType,
  audienceTypes,
  NotificationTextLimits,
  severities,
  severityLabels,
} from "@portal/contract/notification/notification.constants";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerText } from "../../../components/use-server-text";
import { ApiError } from "../../../lib/api-error";
import { handleApiError } from "../../../lib/api-error-handler";
import { badRequestMessages } from "../../../lib/bad-request-messages";
import { i18n } from "../../../lib/i18n";
import { useNotificationAudiences } from "../api/get-notification-audiences";
import { useSendNotification } from "../api/send-notification";
import {
  formFieldOf,
  initialSendFormValues,
  type SendFormField,
  type SendFormProblems,
  type SendFormValues,
  serverMessageKey,
  toSendInput,
  trimSendFormValues,
  validateSendForm,
} from "../send-notification-form-values";
import { ConfirmEveryoneModal } from "./confirm-everyone-modal";
import { RecipientSelect } from "./recipient-select";

type FieldErrors = Partial<Record<SendFormField, string>>;
type TextField = "titleEn" | "titleJa" | "messageEn" | "messageJa" | "link";

/** A server text: a key of this feature or of the errors namespace is translated, anything else shown as sent. */
function useNotificationServerText() {
  const { t } = useTranslation("notification");
  return useServerText((message) => {
    const key = serverMessageKey(message);
    return key ? t(key) : undefined;
  });
}

/** HR and administrators send a notification to one employee, a department, a role or everyone. */
export function SendNotificationForm() {
  const { t } = useTranslation(["notification", "menu-admin"]);
  const serverText = useNotificationServerText();
  const [values, setValues] = useState<SendFormValues>(initialSendFormValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  // A new key clears the employee picker's own search text on reset.
  const [formKey, setFormKey] = useState(0);
  const audiences = useNotificationAudiences();
  const send = useSendNotification();

  function change<F extends SendFormField>(field: F, value: SendFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const trimOnBlur = (field: TextField) => () =>
    setValues((current) => ({ ...current, [field]: current[field].trim() }));

  function showProblems(problems: SendFormProblems) {
    const texts: FieldErrors = {};
    for (const field of Object.keys(problems) as SendFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`send.errors.${problem.key}`, problem.values);
    }
    setErrors(texts);
  }

  function showFailure(error: unknown) {
    if (!(error instanceof ApiError && error.status === HttpStatus.badRequest)) {
      handleApiError(error, "save");
      return;
    }
    const texts: FieldErrors = {};
    for (const { field, errorMessage } of error.body.errors) {
      const formField = formFieldOf(field, values.audienceType);
      if (formField) texts[formField] ??= serverText(errorMessage);
    }
    setErrors(texts);
    const result = badRequestMessages(error.data);
    if (result.kind === "messages") setFormMessage(result.messages.map(serverText).join(" "));
    else if (result.kind === "unreadable") setFormMessage(i18n.t("errors:UNREADABLE"));
    else if (result.kind === "default") setFormMessage(t("send.sendFailed"));
  }

  function reset() {
    setValues(initialSendFormValues);
    setErrors({});
    setFormMessage(null);
    setFormKey((key) => key + 1);
  }

  async function sendNow(toSend: SendFormValues) {
    setConfirming(false);
    try {
      const { recipients } = await send.mutateAsync(toSendInput(toSend));
      notifications.show({ color: "teal", message: t("send.sent", { count: recipients }) });
      reset();
    } catch (error) {
      showFailure(error);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = trimSendFormValues(values);
    setValues(trimmed);
    setFormMessage(null);
    const problems = validateSendForm(trimmed);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    setErrors({});
    if (trimmed.audienceType === "everyone") setConfirming(true);
    else void sendNow(trimmed);
  }

  const departmentOptions = (audiences.data?.departments ?? []).map((department) => ({
    value: String(department.id),
    label: department.name,
  }));
  const roleOptions = (audiences.data?.roles ?? []).map((role) => ({
    value: role,
    label: t(`menu-admin:roles.${role}`),
  }));
  const severityOptions = severities.map((severity) => ({
    value: String(severity),
    label: t(`severity.${severityLabels[severity]}`),
  }));

  return (
    <Paper withBorder p="md" radius="md" maw={880}>
      <form onSubmit={handleSubmit} noValidate aria-label={t("send.formLabel")}>
        <Stack>
          {formMessage && (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          )}
          <Radio.Group
            label={t("send.audience.label")}
            required
            value={values.audienceType}
            onChange={(value) => change("audienceType", value as AudienceType)}
            error={errors.audienceType}
          >
            <Group mt="xs" gap="md">
              {audienceTypes.map((type) => (
                <Radio key={type} value={type} label={t(`send.audience.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          {values.audienceType === "user" && (
            <RecipientSelect
              key={formKey}
              value={values.employeeId}
              onChange={(employeeId) => change("employeeId", employeeId)}
              error={errors.employeeId}
            />
          )}
          {values.audienceType === "department" && (
            <Select
              label={t("send.fields.department")}
              required
              searchable
              data={departmentOptions}
              value={values.departmentId}
              onChange={(value) => change("departmentId", value)}
              error={errors.departmentId}
            />
          )}
          {values.audienceType === "role" && (
            <Select
              label={t("send.fields.role")}
              required
              data={roleOptions}
              value={values.role}
              onChange={(value) => change("role", value as AudienceRole | null)}
              error={errors.role}
            />
          )}
          <Select
            label={t("send.fields.severity")}
            required
            allowDeselect={false}
            data={severityOptions}
            value={values.severity}
            onChange={(value) => change("severity", value ?? initialSendFormValues.severity)}
            error={errors.severity}
            maw={240}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("send.fields.titleEn")}
              required
              maxLength={NotificationTextLimits.titleMaxLength}
              value={values.titleEn}
              error={errors.titleEn}
              onChange={(e) => change("titleEn", e.currentTarget.value)}
              onBlur={trimOnBlur("titleEn")}
            />
            <TextInput
              label={t("send.fields.titleJa")}
              description={t("send.fields.japaneseHint")}
              maxLength={NotificationTextLimits.titleMaxLength}
              value={values.titleJa}
              error={errors.titleJa}
              onChange={(e) => change("titleJa", e.currentTarget.value)}
              onBlur={trimOnBlur("titleJa")}
            />
            <Textarea
              label={t("send.fields.messageEn")}
              required
              rows={5}
              resize="vertical"
              maxLength={NotificationTextLimits.messageMaxLength}
              value={values.messageEn}
              error={errors.messageEn}
              onChange={(e) => change("messageEn", e.currentTarget.value)}
              onBlur={trimOnBlur("messageEn")}
            />
            <Textarea
              label={t("send.fields.messageJa")}
              description={t("send.fields.japaneseHint")}
              rows={5}
              resize="vertical"
              maxLength={NotificationTextLimits.messageMaxLength}
              value={values.messageJa}
              error={errors.messageJa}
              onChange={(e) => change("messageJa", e.currentTarget.value)}
              onBlur={trimOnBlur("messageJa")}
            />
          </SimpleGrid>
          <TextInput
            label={t("send.fields.link")}
            description={t("send.fields.linkHint")}
            placeholder="/home"
            maxLength={NotificationTextLimits.linkMaxLength}
            value={values.link}
            error={errors.link}
            onChange={(e) => change("link", e.currentTarget.value)}
            onBlur={trimOnBlur("link")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={reset} disabled={send.isPending}>
              {t("send.clear")}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t("send.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmEveryoneModal
        opened={isConfirming}
        titleEn={values.titleEn}
        titleJa={values.titleJa}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void sendNow(values)}
      />
    </Paper>
  );
}
