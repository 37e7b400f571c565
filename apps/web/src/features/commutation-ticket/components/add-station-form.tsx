import { Button, Group, TextInput } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { IconPlus } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormCard } from "../../../components/ui/form-card";
import { notifySuccess } from "../../../lib/notify";
import { type StationInput, useAddStation } from "../api/add-station";
import { useTicketFormFailure } from "./use-ticket-server-text";

type StationField = keyof StationInput;
const stationFields: readonly StationField[] = ["name", "line", "operator"];
const emptyStation: StationInput = { name: "", line: "", operator: "" };

const fieldOf = (serverField: string): StationField | undefined =>
  stationFields.find((field) => field === serverField);

interface AddStationFormProps {
  /** Called with the station's name once it is in the list. */
  onAdded: (name: string) => void;
}

/** HR adds a station missing from the list: its name, line and operator, all required. */
export function AddStationForm({ onAdded }: AddStationFormProps) {
  const { t } = useTranslation("commutation-ticket");
  const [values, setValues] = useState<StationInput>(emptyStation);
  const [errors, setErrors] = useState<Partial<Record<StationField, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const add = useAddStation();
  const failure = useTicketFormFailure(fieldOf);

  function change(field: StationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const station = { name: values.name.trim(), line: values.line.trim(), operator: values.operator.trim() };
    setValues(station);
    setFormMessage(null);
    const missing: Partial<Record<StationField, string>> = {};
    for (const field of stationFields) {
      if (!station[field]) missing[field] = t(`stations.add.${field}Required`);
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const added = await add.mutateAsync(station);
      notifySuccess(t("stations.add.added", { label: added.label }));
      setValues(emptyStation);
      onAdded(added.name);
    } catch (error) {
      const shown = failure(error);
      if (!shown) return;
      setErrors(shown.fieldErrors);
      setFormMessage(shown.message);
    }
  }

  return (
    <FormCard
      title={t("stations.add.title")}
      hint={t("stations.add.hint")}
      message={formMessage}
      onSubmit={handleSubmit}
    >
      {stationFields.map((field) => (
        <TextInput
          key={field}
          label={t(`stations.add.${field}`)}
          required
          maxLength={TicketLimits.locationMaxLength}
          value={values[field]}
          onChange={(event) => change(field, event.currentTarget.value)}
          error={errors[field]}
        />
      ))}
      <Group justify="flex-end">
        <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
          {t("stations.add.submit")}
        </Button>
      </Group>
    </FormCard>
  );
}
