import { Alert, Paper, Radio, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  type CancelType,
  cancelReasons,
  cancelTypes,
  otherCancelReasonId,
  TicketLimits,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { refundEstimate } from "@portal/contract/commutation-ticket/ticket-rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormFooter } from "../../../components/form-footer";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { NumberTextInput } from "../../../components/ui/number-text-input";
import { currentLanguage } from "../../../lib/i18n";
import { notifySuccess } from "../../../lib/notify";
import type { ActingFor } from "../acting-for-views";
import { useCancelTicket } from "../api/cancel-ticket";
import { useCancelTicketFor } from "../api/cancel-ticket-for";
import { usePrice } from "../api/get-price";
import {
  type CancelFormField,
  type CancelFormProblems,
  type CancelFormValues,
  cancelFormFieldOf,
  fixedRefundOf,
  initialCancelFormValues,
  isRefundOutOfRange,
  needsEvidence,
  toCancelInput,
  validateCancelForm,
} from "../cancel-form-values";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { EvidenceUpload } from "./evidence-upload";
import { sectionOf } from "./ticket-field";
import { useTicketFormFailure } from "./use-ticket-server-text";

type FieldErrors = Partial<Record<CancelFormField, string>>;

/** The railways' refund estimate once the section's 1- and 3-month fares are known. */
function useRefundEstimate(ticket: Ticket, cancelDate: string): number | null {
  const price = usePrice(ticket.departure, ticket.arrival, ticket.transportType !== "Other");
  const oneMonthFare = price.data?.oneMonth;
  const threeMonthFare = price.data?.threeMonths;
  if (!cancelDate || oneMonthFare == null || threeMonthFare == null) return null;
  return refundEstimate({
    price: ticket.amount,
    duration: ticket.duration,
    startDate: ticket.startDate,
    cancelDate,
    oneMonthFare,
    threeMonthFare,
  });
}

interface CancelTicketFormProps {
  ticket: Ticket;
  /** HR acting for the ticket's owner (cancelByAF, evidence kept for them); the owner's own when left out. */
  actingFor?: ActingFor;
}

/**
 * Cancel or refund a ticket in force: the cancel date, how it settles (full refund, cancel of
 * the renewal, or a partial amount with evidence), the reason and a note (required for Other).
 */
export function CancelTicketForm({ ticket, actingFor }: CancelTicketFormProps) {
  const { t } = useTranslation("commutation-ticket");
  const { t: tFor } = useTranslation("commutation-ticket-acting-for");
  const navigate = useNavigate();
  const [values, setValues] = useState<CancelFormValues>(() => initialCancelFormValues(ticket));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const cancel = useCancelTicket();
  const cancelFor = useCancelTicketFor();
  const returnTo = actingFor?.returnTo ?? ticketPaths.route;
  const failure = useTicketFormFailure(cancelFormFieldOf);
  const estimate = useRefundEstimate(ticket, values.cancelDate);
  const language = currentLanguage();
  const isPartial = values.cancelType === "partial";

  function change<F extends CancelFormField>(field: F, value: CancelFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function changeType(cancelType: CancelType) {
    setValues((current) => ({
      ...current,
      cancelType,
      refundAmount: fixedRefundOf(cancelType, ticket.amount) ?? "",
    }));
    setErrors((current) => ({
      ...current,
      cancelType: undefined,
      refundAmount: undefined,
      evidences: undefined,
    }));
  }

  function changeRefund(refund: string) {
    change("refundAmount", refund);
    // Spec §5: an out-of-range value is flagged as it is typed.
    if (isRefundOutOfRange(refund, ticket.amount)) {
      setErrors((current) => ({ ...current, refundAmount: t("messages.fieldNotValid") }));
    }
  }

  function showProblems(problems: CancelFormProblems) {
    const texts: FieldErrors = {};
    for (const field of Object.keys(problems) as CancelFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`messages.${problem}`);
    }
    setErrors(texts);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = { ...values, note: values.note.trim() };
    setValues(trimmed);
    setFormMessage(null);
    const problems = validateCancelForm(trimmed, ticket.amount);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    setErrors({});
    try {
      const input = toCancelInput(trimmed, ticket.id);
      if (actingFor) await cancelFor.mutateAsync({ employeeId: actingFor.employeeId, cancel: input });
      else await cancel.mutateAsync(input);
      notifySuccess(actingFor ? tFor("cancel.sent") : t("cancel.sent"));
      void navigate(returnTo);
    } catch (error) {
      const shown = failure(error);
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message);
    }
  }

  const reasonOptions = cancelReasons.map((reason) => ({
    value: String(reason.id),
    label: reason[language],
  }));
  const isOther = Number(values.cancelReason) === otherCancelReasonId;

  return (
    <Paper withBorder p="md" radius="md" maw={880}>
      <form onSubmit={handleSubmit} noValidate aria-label={t("cancel.title")}>
        <Stack>
          {formMessage && (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("fields.section")} readOnly value={sectionOf(ticket)} />
            <TextInput
              label={t("fields.period")}
              readOnly
              value={t("period", {
                start: formatDisplayDate(ticket.startDate),
                end: formatDisplayDate(ticket.endDate),
              })}
            />
            <TextInput
              label={t("fields.ticketType")}
              readOnly
              value={t("months", { count: ticket.duration })}
            />
            <TextInput label={t("fields.amount")} readOnly value={formatYen(ticket.amount)} />
          </SimpleGrid>
          <DateField
            label={t("fields.cancelDate")}
            required
            value={values.cancelDate}
            onChange={(value) => change("cancelDate", value)}
            error={errors.cancelDate}
            maw={320}
          />
          <Radio.Group
            label={t("fields.cancelType")}
            required
            value={values.cancelType}
            onChange={(value) => changeType(value as CancelType)}
            error={errors.cancelType}
          >
            <Stack mt="xs" gap="xs">
              {cancelTypes.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`cancelTypes.${type}.label`)}
                  description={t(`cancelTypes.${type}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <NumberTextInput
            label={t("fields.refundAmount")}
            required={isPartial}
            readOnly={!isPartial}
            maxLength={TicketLimits.amountMaxDigits}
            leftSection="¥"
            value={values.refundAmount}
            onChange={changeRefund}
            description={
              estimate === null
                ? t("cancel.refundRange", { amount: formatYen(ticket.amount) })
                : t("cancel.estimate", {
                    amount: formatYen(estimate),
                    fee: formatYen(TicketLimits.refundFee),
                  })
            }
            error={errors.refundAmount}
            maw={320}
          />
          <Select
            label={t("fields.cancelReason")}
            required
            data={reasonOptions}
            value={values.cancelReason}
            onChange={(value) => change("cancelReason", value)}
            error={errors.cancelReason}
            maw={420}
          />
          <FormFooter
            reason={{
              label: t("fields.note"),
              required: isOther,
              maxLength: TicketLimits.notesMaxLength,
              value: values.note,
              onChange: (value) => change("note", value),
              onBlur: () => setValues((current) => ({ ...current, note: current.note.trim() })),
              error: errors.note,
            }}
            evidence={
              <EvidenceUpload
                label={t("fields.evidence")}
                required={needsEvidence(values)}
                value={values.evidences}
                onChange={(evidences) => change("evidences", evidences)}
                error={errors.evidences}
                actingForEmployeeId={actingFor?.employeeId}
              />
            }
            cancel={{ label: t("form.back"), to: returnTo }}
            submit={{ label: t("cancel.submit"), loading: cancel.isPending || cancelFor.isPending }}
          />
        </Stack>
      </form>
    </Paper>
  );
}
