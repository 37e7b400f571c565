import { Button, Group, SimpleGrid, Textarea } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormCard } from "../../../components/ui/form-card";
import { NumberTextInput } from "../../../components/ui/number-text-input";
import { notifySuccess } from "../../../lib/notify";
import { useSaveSectionFare } from "../api/save-section-fare";
import { StationAutocomplete } from "./station-autocomplete";
import { useTicketFormFailure } from "./use-ticket-server-text";

const amountFields = ["oneMonth", "threeMonths", "sixMonths"] as const;
type FareField = "departure" | "arrival" | (typeof amountFields)[number] | "note";
type FareValues = Record<FareField, string>;

const emptyFare: FareValues = {
  departure: "",
  arrival: "",
  oneMonth: "",
  threeMonths: "",
  sixMonths: "",
  note: "",
};
const fareFields: readonly FareField[] = ["departure", "arrival", ...amountFields, "note"];
const fieldOf = (serverField: string): FareField | undefined =>
  fareFields.find((field) => field === serverField);

const valuesOf = (fare: SectionFare): FareValues => ({
  departure: fare.departure,
  arrival: fare.arrival,
  oneMonth: fare.oneMonth?.toString() ?? "",
  threeMonths: fare.threeMonths?.toString() ?? "",
  sixMonths: fare.sixMonths?.toString() ?? "",
  note: fare.note,
});

const amountOf = (text: string) => (text === "" ? null : Number(text));

interface SectionFareFormProps {
  /** The fare to change (its values fill the form); null: a new section. */
  editing: SectionFare | null;
  onDone: () => void;
}

/** HR sets a section's official fares: the two stations (either way round) and 1, 3 or 6 months. */
export function SectionFareForm({ editing, onDone }: SectionFareFormProps) {
  const { t } = useTranslation("commutation-ticket-section-fare");
  const [values, setValues] = useState<FareValues>(emptyFare);
  const [errors, setErrors] = useState<Partial<Record<FareField, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const save = useSaveSectionFare();
  const failure = useTicketFormFailure(fieldOf);

  useEffect(() => {
    setValues(editing ? valuesOf(editing) : emptyFare);
    setErrors({});
    setFormMessage(null);
  }, [editing]);

  function change(field: FareField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormMessage(null);
    const missing: Partial<Record<FareField, string>> = {};
    if (!values.departure.trim()) missing.departure = t("form.departureRequired");
    if (!values.arrival.trim()) missing.arrival = t("form.arrivalRequired");
    if (amountFields.every((field) => values[field] === "")) missing.oneMonth = t("form.fareRequired");
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        departure: values.departure.trim(),
        arrival: values.arrival.trim(),
        oneMonth: amountOf(values.oneMonth),
        threeMonths: amountOf(values.threeMonths),
        sixMonths: amountOf(values.sixMonths),
        note: values.note.trim(),
      });
      notifySuccess(t("form.saved", { departure: saved.departure, arrival: saved.arrival }));
      setValues(emptyFare);
      onDone();
    } catch (error) {
      const shown = failure(error);
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message);
    }
  }

  return (
    <FormCard
      title={editing ? t("form.editTitle") : t("form.title")}
      hint={t("form.hint")}
      message={formMessage}
      onSubmit={handleSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StationAutocomplete
          label={t("fields.departure")}
          required
          value={values.departure}
          onChange={(value) => change("departure", value)}
          error={errors.departure}
        />
        <StationAutocomplete
          label={t("fields.arrival")}
          required
          value={values.arrival}
          onChange={(value) => change("arrival", value)}
          error={errors.arrival}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {amountFields.map((field) => (
          <NumberTextInput
            key={field}
            label={t(`fields.${field}`)}
            leftSection="¥"
            maxLength={TicketLimits.amountMaxDigits}
            value={values[field]}
            onChange={(value) => change(field, value)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={t("fields.note")}
        description={t("form.noteHint")}
        autosize
        minRows={2}
        maxLength={TicketLimits.reasonMaxLength}
        value={values.note}
        onChange={(event) => change("note", event.currentTarget.value)}
        error={errors.note}
      />
      <Group justify="flex-end">
        {editing && (
          <Button variant="default" onClick={onDone}>
            {t("form.cancelEdit")}
          </Button>
        )}
        <Button
          type="submit"
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t("form.submit")}
        </Button>
      </Group>
    </FormCard>
  );
}
