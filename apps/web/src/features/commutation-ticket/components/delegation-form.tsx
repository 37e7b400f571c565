import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Title } from "@mantine/core";
import type { DelegationRole } from "@portal/contract/commutation-ticket/ticket-delegation.schema";
import type { EmployeeChoice } from "@portal/contract/commutation-ticket/ticket-review.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, todayIso } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { fieldName } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { useAddDelegation } from "../api/add-delegation";
import { DelegateSelect } from "./delegation-delegate-select";
import { useTicketFormFailure } from "./use-ticket-server-text";

type DelegationField = "role" | "delegate" | "fromDate" | "toDate";
type FieldErrors = Partial<Record<DelegationField, string>>;

/** The form's field of a server field error (`delegateId` is the delegate picker). */
function delegationFieldOf(serverField: string): DelegationField | undefined {
  const field = fieldName(serverField);
  if (field === "delegateId") return "delegate";
  if (field === "role" || field === "fromDate" || field === "toDate") return field;
  return undefined;
}

interface DelegationFormProps {
  /** The roles the caller may delegate now (not empty). */
  canDelegate: readonly DelegationRole[];
}

/** Names a delegate for one of the caller's roles, from a first to a last day. */
export function DelegationForm({ canDelegate }: DelegationFormProps) {
  const { t } = useTranslation(["commutation-ticket-decision", "commutation-ticket"]);
  const add = useAddDelegation();
  const failure = useTicketFormFailure(delegationFieldOf);
  const [role, setRole] = useState<DelegationRole | null>(canDelegate[0] ?? null);
  const [delegate, setDelegate] = useState<EmployeeChoice | null>(null);
  const [fromDate, setFromDate] = useState(todayIso);
  const [toDate, setToDate] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  // A new form (after a save) starts with an empty delegate picker.
  const [formKey, setFormKey] = useState(0);

  const clearError = (field: DelegationField) => setErrors((current) => ({ ...current, [field]: undefined }));

  function validate(): FieldErrors {
    const problems: FieldErrors = {};
    if (!role) problems.role = t("delegation.form.roleRequired");
    if (!delegate) problems.delegate = t("delegation.form.delegateRequired");
    if (!fromDate) problems.fromDate = t("delegation.form.fromRequired");
    if (!toDate) problems.toDate = t("delegation.form.toRequired");
    else if (fromDate && toDate < fromDate) problems.toDate = t("commutation-ticket:messages.periodInvalid");
    return problems;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormMessage(null);
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !role || !delegate) return;
    add.mutate(
      { role, delegateId: delegate.id, fromDate, toDate },
      {
        onSuccess: () => {
          notifySuccess(
            t("delegation.form.added", {
              name: delegate.name,
              from: formatDisplayDate(fromDate),
              to: formatDisplayDate(toDate),
            }),
          );
          setDelegate(null);
          setToDate("");
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          const shown = failure(error, t("delegation.form.failed"));
          if (!shown) return;
          setErrors(shown.fieldErrors);
          // The message is shown beside its field when the server named one.
          const onFields = Object.values(shown.fieldErrors);
          setFormMessage(onFields.includes(shown.message) ? null : shown.message);
        },
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="delegation-form-title">
        <Stack>
          <Title order={2} size="h4" id="delegation-form-title">
            {t("delegation.form.title")}
          </Title>
          {formMessage && (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          )}
          <Radio.Group
            label={t("delegation.form.role")}
            required
            value={role}
            onChange={(next) => {
              setRole(canDelegate.find((candidate) => candidate === next) ?? null);
              clearError("role");
            }}
            error={errors.role}
          >
            <Group gap="lg" mt={4}>
              {canDelegate.map((candidate) => (
                <Radio key={candidate} value={candidate} label={t(`delegation.roles.${candidate}`)} />
              ))}
            </Group>
          </Radio.Group>
          <DelegateSelect
            key={formKey}
            value={delegate}
            onChange={(next) => {
              setDelegate(next);
              clearError("delegate");
            }}
            error={errors.delegate}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField
              label={t("delegation.form.fromDate")}
              required
              value={fromDate}
              onChange={(next) => {
                setFromDate(next);
                clearError("fromDate");
              }}
              error={errors.fromDate}
            />
            <DateField
              label={t("delegation.form.toDate")}
              required
              value={toDate}
              onChange={(next) => {
                setToDate(next);
                clearError("toDate");
              }}
              isDateDisabled={(iso) => iso < (fromDate || todayIso())}
              error={errors.toDate}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t("delegation.form.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
