import { Alert, Paper, Stack, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type TicketKind,
  TicketLimits,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../components/form-footer";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import type { ActingFor } from "../acting-for-views";
import { useDisabledTime } from "../api/get-disabled-time";
import { usePrice } from "../api/get-price";
import {
  initialTicketFormValues,
  locksOf,
  overBudgetQueryOf,
  priceBasisFor,
  priceFor,
  type TicketFormField,
  type TicketFormValues,
  ticketFormValuesOf,
} from "../ticket-form-values";
import { ticketPaths } from "../ticket-paths";
import {
  OverBudgetNotice,
  TicketAmountField,
  TicketDateFields,
  TicketSectionFields,
  useOverBudgetTexts,
} from "./ticket-form-fields";
import { TransportDurationFields } from "./transport-duration-fields";
import { useDebouncedOverBudget, useFormContext } from "./use-ticket-form-context";
import { useTicketFormSubmit } from "./use-ticket-form-submit";

/** The price lookup waits for the section to settle this long. */
export const priceDebounceMs = 400;

export interface TicketFormProps {
  /** The kind of a new request (ignored when editing: the ticket keeps its kind). */
  kind: TicketKind;
  /** The ticket being edited. */
  ticket?: Ticket;
  /** The approved ticket a continuation continues. */
  previous?: Ticket;
  /** HR acting for this employee; the employee's own request when left out. */
  actingFor?: ActingFor;
}

/**
 * A commuting ticket request: a new ticket, a 6-month ticket (Train, 6 months fixed), a
 * continuation (copied from the ticket continued, read-only) or an edit. Shows the end date,
 * prefills the amount from the section's known fare, warns when over the allowance limit.
 */
export function TicketForm({ kind: requestedKind, ticket, previous, actingFor }: TicketFormProps) {
  const { t } = useTranslation("commutation-ticket");
  const kind = ticket?.kind ?? requestedKind;
  const locks = locksOf(kind);
  const [values, setValues] = useState<TicketFormValues>(() =>
    ticket ? ticketFormValuesOf(ticket) : initialTicketFormValues(kind, previous),
  );
  // Once typed (or loaded with the ticket), the amount is the employee's: no fare overwrites it.
  const [isAmountOwn, setAmountOwn] = useState(() => values.amount !== "");
  const [isAmountPrefilled, setAmountPrefilled] = useState(false);

  const context = useFormContext(actingFor?.employeeId);
  const disabledTime = useDisabledTime();
  const returnTo = actingFor?.returnTo ?? ticketPaths.route;

  const overBudget = useDebouncedOverBudget(
    overBudgetQueryOf(values, ticket?.id ?? null),
    actingFor?.employeeId,
  );
  const isOverBudget = overBudget.data === true;
  const overBudgetTexts = useOverBudgetTexts(actingFor !== undefined, context.allowanceLimit);

  const { errors, setErrors, formMessage, isSaving, handleSubmit } = useTicketFormSubmit({
    kind,
    ticket,
    previous,
    actingFor,
    routeId: context.routeId,
    values,
    setValues,
    disabledTime: disabledTime.data,
    isOverBudget,
    isStartDateLocked: locks.startDate,
    returnTo,
  });

  const [section] = useDebouncedValue(`${values.departure}\n${values.arrival}`, priceDebounceMs);
  const [departure = "", arrival = ""] = section.split("\n");
  const price = usePrice(departure, arrival, values.transportType !== "Other" && !locks.amount);
  const knownPrice = priceFor(price.data, values.duration);

  useEffect(() => {
    if (knownPrice === null || isAmountOwn) return;
    setValues((current) => ({ ...current, amount: String(knownPrice) }));
    setAmountPrefilled(true);
  }, [knownPrice, isAmountOwn]);

  function change<F extends TicketFormField>(field: F, value: TicketFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const trim = (field: "departure" | "arrival" | "notes") =>
    setValues((current) => ({ ...current, [field]: current[field].trim() }));

  return (
    <Paper withBorder p="md" radius="md" maw={880}>
      <form onSubmit={handleSubmit} noValidate aria-label={t(`formTitle.${ticket ? "edit" : kind}`)}>
        <Stack>
          {formMessage && (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          )}
          {previous && (
            <Alert color="blue" variant="light">
              {t("form.continuing", {
                departure: previous.departure,
                arrival: previous.arrival,
                end: formatDisplayDate(previous.endDate),
              })}
            </Alert>
          )}
          {/* Shown whole (it wraps on a phone) and filled grey: it is read, not typed. */}
          <Textarea
            label={t("fields.workingAddress")}
            readOnly
            variant="filled"
            rows={2}
            resize="none"
            value={context.workingAddress ?? ""}
            placeholder={context.isAddressPending ? t("form.loadingAddress") : undefined}
          />
          <TicketSectionFields
            values={values}
            errors={errors}
            isLocked={locks.section}
            onChange={change}
            onBlur={trim}
          />
          <TransportDurationFields
            values={values}
            errors={errors}
            isTransportTypeLocked={locks.transportType}
            isDurationLocked={locks.duration}
            onTransportType={(value) => change("transportType", value)}
            onDuration={(value) => change("duration", value)}
          />
          <TicketDateFields
            values={values}
            errors={errors}
            disabledTime={disabledTime.data}
            isStartDateLocked={locks.startDate}
            onStartDate={(value) => change("startDate", value)}
          />
          <TicketAmountField
            value={values.amount}
            error={errors.amount}
            isLocked={locks.amount}
            prefilledFrom={isAmountPrefilled ? priceBasisFor(price.data, values.duration) : null}
            onChange={(value) => {
              if (value === values.amount) return;
              setAmountOwn(true);
              setAmountPrefilled(false);
              change("amount", value);
            }}
          />
          {isOverBudget && <OverBudgetNotice title={overBudgetTexts.title} text={overBudgetTexts.text} />}
          <FormFooter
            reason={{
              label: t("fields.notes"),
              required: isOverBudget,
              description: isOverBudget ? overBudgetTexts.notesHint : undefined,
              maxLength: TicketLimits.notesMaxLength,
              value: values.notes,
              onChange: (value) => change("notes", value),
              onBlur: () => trim("notes"),
              error: errors.notes,
            }}
            cancel={{ label: t("form.back"), to: returnTo }}
            submit={{ label: t("form.submit"), loading: isSaving }}
          />
        </Stack>
      </form>
    </Paper>
  );
}
