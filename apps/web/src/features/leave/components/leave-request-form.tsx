import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { LeaveDuration, LeaveLimits, LeaveStatus } from "@portal/contract/leave/leave.constants";
import type { LeaveRequest } from "@portal/contract/leave/leave.schema";
import { IconInfoCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer";
import { formatDisplayDate, todayIso } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { useCreateLeaveRequest } from "../api/create-leave-request";
import { useDaysOff } from "../api/get-days-off";
import { useLeaveBalance } from "../api/get-leave-balance";
import { useLeaveTypes } from "../api/get-leave-types";
import { useUpdateLeaveRequest } from "../api/update-leave-request";
import {
  durationsOf,
  emptyLeaveForm,
  isWholeHours,
  type LeaveFormField,
  type LeaveFormValues,
  leaveFormFieldOf,
  leaveFormOf,
  nextWeekday,
  previewOf,
  toLeaveBody,
} from "../leave-form-values";
import { useLeaveAmount, useLeaveTypeName } from "./leave-format";

interface LeaveRequestFormProps {
  opened: boolean;
  onClose: () => void;
  /** The request changed; null asks for a new one. */
  request: LeaveRequest | null;
}

/** "Ask for leave" or "Change the request", in a dialog (the whole screen on a phone). */
export function LeaveRequestModal({ opened, onClose, request }: LeaveRequestFormProps) {
  const { t } = useTranslation(["leave", "common"]);
  const isNarrow = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={request ? t("form.editTitle") : t("form.title")}
      closeButtonProps={{ "aria-label": t("common:close") }}
      size="lg"
      fullScreen={isNarrow}
    >
      {opened && <LeaveRequestForm request={request} onDone={onClose} />}
    </Modal>
  );
}

type FieldErrors = Partial<Record<LeaveFormField, string>>;

function LeaveRequestForm({ request, onDone }: { request: LeaveRequest | null; onDone: () => void }) {
  const { t } = useTranslation("leave");
  const types = useLeaveTypes();
  const balance = useLeaveBalance();
  const amount = useLeaveAmount();
  const typeName = useLeaveTypeName();
  const annual = types.data?.find((type) => type.code === "ANNUAL");
  const [values, setValues] = useState<LeaveFormValues>(() =>
    request ? leaveFormOf(request) : emptyLeaveForm(nextWeekday(todayIso()), annual?.id),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateLeaveRequest();
  const update = useUpdateLeaveRequest();
  const failure = useFormFailure(leaveFormFieldOf);
  const type = types.data?.find((each) => String(each.id) === values.leaveTypeId);
  const durations = durationsOf(type);
  const oneDay = values.duration !== LeaveDuration.allDays;
  const lastDay = oneDay ? values.fromDate : values.toDate;
  const range =
    values.fromDate && lastDay && lastDay >= values.fromDate ? { from: values.fromDate, to: lastDay } : null;
  const daysOff = useDaysOff(range);
  const offDates = new Map((daysOff.data ?? []).map((day) => [day.date, day]));
  const preview = daysOff.data ? previewOf(values, (date) => offDates.has(date)) : null;
  const left = type?.hasBalance
    ? balance.data?.balances.find((each) => each.leaveTypeId === type.id)?.remainingHours
    : undefined;
  const change = <K extends keyof LeaveFormValues>(key: K, value: LeaveFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (!values.leaveTypeId) found.leaveTypeId = t("form.typePlaceholder");
    if (!values.fromDate) found.fromDate = t("form.from");
    if (!oneDay && values.toDate < values.fromDate) found.toDate = t("form.to");
    if (values.duration === LeaveDuration.hourly && !isWholeHours(values))
      found.toTime = t("form.wholeHours");
    return found;
  }

  async function save(submit: boolean) {
    const found = validate();
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    const body = toLeaveBody(values, submit);
    try {
      if (request) await update.mutateAsync({ id: request.id, input: body });
      else await create.mutateAsync(body);
      notifySuccess(t(request ? "done.changed" : submit ? "done.sent" : "done.saved"));
      onDone();
    } catch (error) {
      const shown = failure(error);
      if (shown) {
        setErrors(shown.fieldErrors);
        setMessage(shown.message);
      }
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(true);
  }

  const pending = create.isPending || update.isPending;
  const leftOut = preview && range ? [...offDates.values()].map((day) => formatDisplayDate(day.date)) : [];
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
        <Select
          label={t("form.type")}
          placeholder={t("form.typePlaceholder")}
          data={(types.data ?? []).map((each) => ({ value: String(each.id), label: typeName(each) }))}
          value={values.leaveTypeId || null}
          onChange={(value) => {
            change("leaveTypeId", value ?? "");
            const next = types.data?.find((each) => String(each.id) === value);
            if (!durationsOf(next).includes(values.duration)) change("duration", LeaveDuration.allDays);
          }}
          error={errors.leaveTypeId}
          required
          allowDeselect={false}
        />
        {type?.needsEvidence && (
          <Alert variant="light" color="blue.9" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
            {t("form.needsEvidence")}
          </Alert>
        )}
        {durations.length > 1 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="leave-duration-label">
              {t("form.duration")}
            </Text>
            <SegmentedControl
              aria-labelledby="leave-duration-label"
              data={durations.map((value) => ({ value: String(value), label: t(`duration.${value}`) }))}
              value={String(values.duration)}
              onChange={(value) => change("duration", Number(value) as LeaveDuration)}
              fullWidth
            />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField
            label={t("form.from")}
            value={values.fromDate}
            onChange={(value) => change("fromDate", value)}
            error={errors.fromDate}
            required
          />
          {oneDay ? (
            values.duration === LeaveDuration.hourly && (
              <Group grow gap="xs" align="flex-start">
                <TextInput
                  type="time"
                  label={t("form.fromTime")}
                  value={values.fromTime}
                  onChange={(event) => change("fromTime", event.currentTarget.value)}
                  error={errors.fromTime}
                />
                <TextInput
                  type="time"
                  label={t("form.toTime")}
                  value={values.toTime}
                  onChange={(event) => change("toTime", event.currentTarget.value)}
                  error={errors.toTime}
                />
              </Group>
            )
          ) : (
            <DateField
              label={t("form.to")}
              value={values.toDate}
              onChange={(value) => change("toDate", value)}
              error={errors.toDate}
              required
            />
          )}
        </SimpleGrid>
        {preview && (
          <Stack gap={2} aria-live="polite">
            <Text size="sm" fw={600}>
              {preview.days.length === 0
                ? t("form.previewNone")
                : t("form.preview", { count: preview.days.length, amount: amount(preview.hours) })}
            </Text>
            {leftOut.length > 0 && (
              <Text size="xs" c="gray.7">
                {t("form.leftOut", { days: leftOut.join(", ") })}
              </Text>
            )}
            {left !== undefined && preview.hours > 0 && (
              <Text size="xs" c={preview.hours > left ? "red.9" : "gray.7"}>
                {preview.hours > left
                  ? t("form.overBalance", { amount: amount(left) })
                  : t("form.afterBalance", { amount: amount(left - preview.hours) })}
              </Text>
            )}
          </Stack>
        )}
        <FormFooter
          reason={{
            label: t("form.reason"),
            description: t("form.reasonDescription"),
            value: values.reason,
            onChange: (value) => change("reason", value),
            maxLength: LeaveLimits.reasonMaxLength,
            error: errors.reason,
            rows: 2,
          }}
          cancel={{ label: t("form.close"), onClick: onDone, disabled: pending }}
          actions={
            (!request || request.status === LeaveStatus.draft) && (
              <Button variant="default" onClick={() => void save(false)} disabled={pending}>
                {t("form.saveDraft")}
              </Button>
            )
          }
          submit={{ label: t("form.send"), loading: pending }}
        />
      </Stack>
    </form>
  );
}
