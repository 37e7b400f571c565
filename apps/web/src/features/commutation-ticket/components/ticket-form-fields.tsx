import { Alert, SimpleGrid, TextInput } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { DisabledTime } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { NumberTextInput } from "../../../components/ui/number-text-input";
import type { PriceBasis } from "../ticket-form-values";
import { endDateOfValues, isStartDateDisabled, type TicketFormValues } from "../ticket-form-values";
import { formatYen } from "../ticket-presentation";
import { PlainLocationInput } from "./plain-location-input";
import { StationAutocomplete } from "./station-autocomplete";
import type { TicketFieldErrors } from "./use-ticket-form-submit";

interface SectionFieldsProps {
  values: TicketFormValues;
  errors: TicketFieldErrors;
  /** A continuation keeps the section of the ticket it continues. */
  isLocked: boolean;
  onChange: (field: "departure" | "arrival", value: string) => void;
  onBlur: (field: "departure" | "arrival") => void;
}

/** Departure and arrival: stations looked up for a train, plain places otherwise. */
export function TicketSectionFields({ values, errors, isLocked, onChange, onBlur }: SectionFieldsProps) {
  const { t } = useTranslation("commutation-ticket");
  const LocationInput = values.transportType === "Train" ? StationAutocomplete : PlainLocationInput;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {isLocked ? (
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
            onChange={(value) => onChange("departure", value)}
            onBlur={() => onBlur("departure")}
            error={errors.departure}
          />
          <LocationInput
            label={t("fields.arrival")}
            required
            value={values.arrival}
            onChange={(value) => onChange("arrival", value)}
            onBlur={() => onBlur("arrival")}
            error={errors.arrival}
          />
        </>
      )}
    </SimpleGrid>
  );
}

interface DateFieldsProps {
  values: TicketFormValues;
  errors: TicketFieldErrors;
  /** The first day a ticket may start and the days it may not. */
  disabledTime: DisabledTime | undefined;
  isStartDateLocked: boolean;
  onStartDate: (value: string) => void;
}

/** The start date (the days a ticket may not start refused) and the end date it gives. */
export function TicketDateFields({
  values,
  errors,
  disabledTime,
  isStartDateLocked,
  onStartDate,
}: DateFieldsProps) {
  const { t } = useTranslation("commutation-ticket");
  const endDate = endDateOfValues(values);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label={t("fields.startDate")}
        required={!isStartDateLocked}
        readOnly={isStartDateLocked}
        value={values.startDate}
        onChange={onStartDate}
        isDateDisabled={(iso) => isStartDateDisabled(iso, disabledTime)}
        description={
          disabledTime && !isStartDateLocked
            ? t("form.startDateHint", { date: formatDisplayDate(disabledTime.minStartDate) })
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
  );
}

interface AmountFieldProps {
  value: string;
  error: string | undefined;
  isLocked: boolean;
  /** The amount was filled in by the form: HR's official fare, or how many colleagues paid it. */
  prefilledFrom: PriceBasis | null;
  onChange: (value: string) => void;
}

/** The ticket's amount in yen. */
export function TicketAmountField({ value, error, isLocked, prefilledFrom, onChange }: AmountFieldProps) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <NumberTextInput
      label={t("fields.amount")}
      required={!isLocked}
      readOnly={isLocked}
      maxLength={TicketLimits.amountMaxDigits}
      leftSection="¥"
      value={value}
      onChange={onChange}
      description={
        prefilledFrom?.official
          ? t("form.amountOfficial")
          : prefilledFrom
            ? t("form.amountPrefilled", { count: prefilledFrom.people, months: prefilledFrom.months })
            : undefined
      }
      error={error}
      maw={320}
    />
  );
}

/** The texts of the over-budget warning and the notes' hint: the employee's, or HR's for them. */
export function useOverBudgetTexts(isActingFor: boolean, allowanceLimit: number | undefined) {
  const { t } = useTranslation("commutation-ticket");
  const { t: tFor } = useTranslation("commutation-ticket-acting-for");
  const limit = allowanceLimit === undefined ? undefined : formatYen(allowanceLimit);
  if (isActingFor) {
    return {
      title: tFor("form.overBudgetTitle"),
      text: limit === undefined ? tFor("form.overBudget") : tFor("form.overBudgetWithLimit", { limit }),
      notesHint: tFor("form.notesReasonHint"),
    };
  }
  return {
    title: t("form.overBudgetTitle"),
    text: limit === undefined ? t("form.overBudget") : t("form.overBudgetWithLimit", { limit }),
    notesHint: t("form.notesReasonHint"),
  };
}

/** Says the ticket goes over the allowance limit (the notes must then say why). */
export function OverBudgetNotice({ title, text }: { title: string; text: string }) {
  return (
    <Alert color="orange" variant="light" role="status" title={title}>
      {text}
    </Alert>
  );
}
