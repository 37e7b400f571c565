import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  minChangeDate,
  type WorkingAddressChangeResult,
  WorkingAddressLimits,
} from "@portal/contract/working-address/working-address.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { PostCodeField } from "../../zip-code/components/post-code-field";
import { useAddWorkingAddress } from "../api/add-working-address";
import { useChangeWorkingAddress } from "../api/change-working-address";
import { companyToday } from "../company-today";
import {
  emptyWorkingAddressForm,
  toWorkingAddressInput,
  validateWorkingAddressForm,
  type WorkingAddressFormField,
  type WorkingAddressFormValues,
  type WorkingAddressProblem,
  workingAddressFieldOf,
} from "../working-address-form-values";

type FieldErrors = Partial<Record<WorkingAddressFormField, string>>;

export interface WorkingAddressFormProps {
  /** The latest recorded change date (the next change must come after it), or null for none. */
  latestChangeDate: string | null;
  /** No working address is recorded yet: this one is the first (addWorkingAddress). */
  isFirst: boolean;
  /** Called with what the server did: the record and the tickets to ask for again. */
  onSaved: (result: WorkingAddressChangeResult) => void;
}

/**
 * The spec's new working address form: the post code looks up the address, the rest of it is
 * typed after; an example in Japanese format is the hint; the change date is today (Japan) or
 * later, after the latest change. Save stays disabled while the address is empty.
 */
export function WorkingAddressForm({ latestChangeDate, isFirst, onSaved }: WorkingAddressFormProps) {
  const { t } = useTranslation(["working-address", "common"]);
  const [values, setValues] = useState<WorkingAddressFormValues>(emptyWorkingAddressForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddWorkingAddress();
  const change = useChangeWorkingAddress();
  const save = isFirst ? add : change;
  const formFailure = useFormFailure(workingAddressFieldOf);
  const minDate = minChangeDate(companyToday(), latestChangeDate);

  function update(field: WorkingAddressFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const problemText: Record<WorkingAddressProblem, string> = {
      postCodeInvalid: t("common:zipCode.invalid"),
      addressRequired: t("form.addressRequired"),
      changeDateRequired: t("form.changeDateRequired"),
      changeDateTooEarly: t("form.changeDateTooEarly", { date: formatDisplayDate(minDate) }),
    };
    const shown: FieldErrors = {};
    for (const [field, problem] of Object.entries(validateWorkingAddressForm(values, minDate))) {
      shown[field as WorkingAddressFormField] = problemText[problem];
    }
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    save.mutate(toWorkingAddressInput(values), {
      onSuccess: (result) => {
        setValues(emptyWorkingAddressForm);
        notifySuccess(t("form.saved"));
        onSaved(result);
      },
      onError: (error) => {
        const failure = formFailure(error, t("form.saveFailed"));
        if (!failure) return;
        setErrors(failure.fieldErrors);
        setMessage(failure.message);
      },
    });
  }

  const titleId = "working-address-form-title";
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Title order={2} size="h4" id={titleId}>
            {isFirst ? t("form.titleAdd") : t("form.titleChange")}
          </Title>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          <Text size="sm" c="gray.7">
            {t("form.example", { example: t("form.exampleAddress") })}
          </Text>
          <PostCodeField
            required
            value={values.postCode}
            onChange={(value) => update("postCode", value)}
            onAddress={(address) => update("address1", address.address)}
            error={errors.postCode}
          />
          <TextInput
            label={t("form.address1")}
            description={t("form.address1Hint")}
            required
            maxLength={WorkingAddressLimits.addressMaxLength}
            value={values.address1}
            onChange={(event) => update("address1", event.currentTarget.value)}
            error={errors.address1}
          />
          <TextInput
            label={t("form.address2")}
            maxLength={WorkingAddressLimits.addressMaxLength}
            value={values.address2}
            onChange={(event) => update("address2", event.currentTarget.value)}
            error={errors.address2}
          />
          <DateField
            label={t("form.changeDate")}
            description={t("form.changeDateHint", { date: formatDisplayDate(minDate) })}
            required
            value={values.changeDate}
            onChange={(value) => update("changeDate", value)}
            isDateDisabled={(iso) => iso < minDate}
            error={errors.changeDate}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!values.address1.trim()} loading={save.isPending}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
