import { Alert, Paper, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type TicketKind,
  TicketLimits,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormFooter } from "../../../components/form-footer";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { NumberTextInput } from "../../../components/ui/number-text-input";
import { createSubmissionKeys } from "../../../lib/idempotency-key";
import { notifySuccess } from "../../../lib/notify";
import { useAddTicketFor } from "../api/add-ticket-for";
import { useAddTicketToRoute } from "../api/add-ticket-to-route";
import { useCreateTickets } from "../api/create-tickets";
import { useDisabledTime } from "../api/get-disabled-time";
import { usePrice } from "../api/get-price";
import { useUpdateTicket } from "../api/update-ticket";
import { useUpdateTicketFor } from "../api/update-ticket-for";
import {
  endDateOfValues,
  initialTicketFormValues,
  isStartDateDisabled,
  locksOf,
  newestStatus,
  overBudgetQueryOf,
  priceFor,
  type TicketFormField,
  type TicketFormProblems,
  type TicketFormValues,
  ticketFormFieldOf,
  ticketFormValuesOf,
  toTicketInput,
  trimTicketFormValues,
  validateTicketForm,
} from "../ticket-form-values";
import { ticketPaths } from "../ticket-paths";
import { formatYen } from "../ticket-presentation";
import { PlainLocationInput } from "./plain-location-input";
import { StationAutocomplete } from "./station-autocomplete";
import { TransportDurationFields } from "./transport-duration-fields";
import { useDebouncedOverBudget, useFormContext } from "./use-ticket-form-context";
import { useTicketFormFailure } from "./use-ticket-server-text";
/** The price lookup waits for the section to settle this long. */
export const priceDebounceMs = 400;

type FieldErrors = Partial<Record<TicketFormField, string>>;

/**
 * HR entering or correcting an employee's tickets for them: the forms send the AF calls (the
 * server records HR as the actor for the employee) and go back to the acting-for screen.
 */
export interface ActingFor {
  /** The employee HR acts for. */
  employeeId: number;
  /** Where Back goes, and where a saved form goes. */
  returnTo: string;
}

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
  const { t: tFor } = useTranslation("commutation-ticket-acting-for");
  const navigate = useNavigate();
  const kind = ticket?.kind ?? requestedKind;
  const locks = locksOf(kind);
  const [values, setValues] = useState<TicketFormValues>(() =>
    ticket ? ticketFormValuesOf(ticket) : initialTicketFormValues(kind, previous),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // Once typed (or loaded with the ticket), the amount is the employee's: no fare overwrites it.
  const [isAmountOwn, setAmountOwn] = useState(() => values.amount !== "");
  const [isAmountPrefilled, setAmountPrefilled] = useState(false);

  const context = useFormContext(actingFor?.employeeId);
  const disabledTime = useDisabledTime();
  const create = useCreateTickets();
  const add = useAddTicketToRoute();
  const update = useUpdateTicket();
  const addFor = useAddTicketFor();
  const updateFor = useUpdateTicketFor();
  const failure = useTicketFormFailure(ticketFormFieldOf);
  // A new ticket sent twice (a double-click, a retry) goes with one Idempotency-Key: stored once.
  const [submissionKey] = useState(createSubmissionKeys);
  const isSaving =
    create.isPending || add.isPending || update.isPending || addFor.isPending || updateFor.isPending;
  const returnTo = actingFor?.returnTo ?? ticketPaths.route;

  const overBudget = useDebouncedOverBudget(
    overBudgetQueryOf(values, ticket?.id ?? null),
    actingFor?.employeeId,
  );
  const isOverBudget = overBudget.data === true;

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

  const trimOnBlur = (field: "departure" | "arrival" | "notes") => () =>
    setValues((current) => ({ ...current, [field]: current[field].trim() }));

  function showProblems(problems: TicketFormProblems) {
    const texts: FieldErrors = {};
    for (const field of Object.keys(problems) as TicketFormField[]) {
      const problem = problems[field];
      if (problem) texts[field] = t(`messages.${problem}`);
    }
    setErrors(texts);
  }

  function sentMessage(status: TicketStatus | undefined): string {
    if (actingFor) {
      if (status === TicketStatus.submittedToManager) return tFor("form.sentToLeader");
      if (status === TicketStatus.submitted) return tFor("form.sentToHr");
      return tFor("form.saved");
    }
    if (status === TicketStatus.submittedToManager) return t("form.sentToLeader");
    if (status === TicketStatus.submitted) return t("form.sentToHr");
    return t("form.saved");
  }

  async function save(trimmed: TicketFormValues): Promise<TicketStatus | undefined> {
    const input = toTicketInput(trimmed, kind, ticket?.previousTicketId ?? previous?.id ?? null);
    if (actingFor) {
      const { employeeId } = actingFor;
      if (ticket) return (await updateFor.mutateAsync({ employeeId, id: ticket.id, ticket: input })).status;
      const idempotencyKey = submissionKey({ employeeId, input });
      return newestStatus(await addFor.mutateAsync({ employeeId, ticket: input, idempotencyKey }));
    }
    if (ticket) return (await update.mutateAsync({ id: ticket.id, ticket: input })).status;
    const routeId = context.routeId;
    const idempotencyKey = submissionKey({ routeId, input });
    const route = routeId
      ? await add.mutateAsync({ routeId, ticket: input, idempotencyKey })
      : await create.mutateAsync({ tickets: [input], idempotencyKey });
    return newestStatus(route);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = trimTicketFormValues(values);
    setValues(trimmed);
    setFormMessage(null);
    const problems = validateTicketForm(trimmed, {
      disabledTime: disabledTime.data,
      isOverBudget,
      isStartDateLocked: locks.startDate,
    });
    if (Object.keys(problems).length > 0) return showProblems(problems);
    setErrors({});
    try {
      const status = await save(trimmed);
      notifySuccess(sentMessage(status));
      void navigate(returnTo);
    } catch (error) {
      const shown = failure(error);
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message);
    }
  }

  const endDate = endDateOfValues(values);
  const isTrain = values.transportType === "Train";
  const LocationInput = isTrain ? StationAutocomplete : PlainLocationInput;
  const allowanceLimit = context.allowanceLimit;
  const overBudgetTitle = actingFor ? tFor("form.overBudgetTitle") : t("form.overBudgetTitle");
  const notesReasonHint = actingFor ? tFor("form.notesReasonHint") : t("form.notesReasonHint");
  let overBudgetText: string;
  if (allowanceLimit === undefined)
    overBudgetText = actingFor ? tFor("form.overBudget") : t("form.overBudget");
  else {
    const limit = formatYen(allowanceLimit);
    overBudgetText = actingFor
      ? tFor("form.overBudgetWithLimit", { limit })
      : t("form.overBudgetWithLimit", { limit });
  }

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
          <TextInput
            label={t("fields.workingAddress")}
            readOnly
            value={context.workingAddress ?? ""}
            placeholder={context.isAddressPending ? t("form.loadingAddress") : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {locks.section ? (
              <>
                <TextInput label={t("fields.departure")} readOnly value={values.departure} />
                <TextInput label={t("fields.arrival")} readOnly value={values.arrival} />
              </>
            ) : (
              <>
                <LocationInput
                  label={t("fields.departure")}
                  required
                  value={values.departure}
                  onChange={(value) => change("departure", value)}
                  onBlur={trimOnBlur("departure")}
                  error={errors.departure}
                />
                <LocationInput
                  label={t("fields.arrival")}
                  required
                  value={values.arrival}
                  onChange={(value) => change("arrival", value)}
                  onBlur={trimOnBlur("arrival")}
                  error={errors.arrival}
                />
              </>
            )}
          </SimpleGrid>
          <TransportDurationFields
            values={values}
            errors={errors}
            isTransportTypeLocked={locks.transportType}
            isDurationLocked={locks.duration}
            onTransportType={(value) => change("transportType", value)}
            onDuration={(value) => change("duration", value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t("fields.startDate")}
              required={!locks.startDate}
              readOnly={locks.startDate}
              value={values.startDate}
              onChange={(value) => change("startDate", value)}
              isDateDisabled={(iso) => isStartDateDisabled(iso, disabledTime.data)}
              description={
                disabledTime.data && !locks.startDate
                  ? t("form.startDateHint", { date: formatDisplayDate(disabledTime.data.minStartDate) })
                  : undefined
              }
              error={errors.startDate}
            />
            <TextInput
              label={t("fields.endDate")}
              readOnly
              value={endDate ? formatDisplayDate(endDate) : ""}
              placeholder={t("form.endDatePlaceholder")}
              description={t("form.endDateHint")}
            />
          </SimpleGrid>
          <NumberTextInput
            label={t("fields.amount")}
            required={!locks.amount}
            readOnly={locks.amount}
            maxLength={TicketLimits.amountMaxDigits}
            leftSection="¥"
            value={values.amount}
            onChange={(value) => {
              if (value === values.amount) return;
              setAmountOwn(true);
              setAmountPrefilled(false);
              change("amount", value);
            }}
            description={isAmountPrefilled ? t("form.amountPrefilled") : undefined}
            error={errors.amount}
            maw={320}
          />
          {isOverBudget && (
            <Alert color="orange" variant="light" role="status" title={overBudgetTitle}>
              {overBudgetText}
            </Alert>
          )}
          <FormFooter
            reason={{
              label: t("fields.notes"),
              required: isOverBudget,
              description: isOverBudget ? notesReasonHint : undefined,
              maxLength: TicketLimits.notesMaxLength,
              value: values.notes,
              onChange: (value) => change("notes", value),
              onBlur: trimOnBlur("notes"),
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
