import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import type { ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import { LeaveLimits } from "@portal/contract/leave/leave.constants";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { todayIso } from "../../../components/ui/calendar-dates";
import { DateField } from "../../../components/ui/date-field";
import { EmployeeSearchSelect } from "../../../components/ui/employee-search-select";
import { useFormFailure } from "../../../components/use-server-text";
import { notifySuccess } from "../../../lib/notify";
import { usePersonName } from "../../../lib/use-localized-name";
import { useColleagueSearch } from "../../colleague/api/search-colleagues";
import { useAdjustLeave } from "../api/adjust-leave";
import { useLeaveTypes } from "../api/get-leave-types";
import { useLeaveAmount, useLeaveTypeName } from "./leave-format";

type Field = "employeeId" | "leaveTypeId" | "hours" | "grantDate" | "reason";
const fields: readonly string[] = ["employeeId", "leaveTypeId", "hours", "grantDate", "reason"];
const fieldOf = (field: string): Field | undefined => (fields.includes(field) ? (field as Field) : undefined);

/**
 * HR adds hours to an employee's balance (a grant with its reason, which the employee reads), and
 * sees the balance that results. Never its own: the server refuses.
 */
export function LeaveAdjustForm() {
  const { t } = useTranslation("leave");
  const types = useLeaveTypes();
  const adjust = useAdjustLeave();
  const failure = useFormFailure(fieldOf);
  const amount = useLeaveAmount();
  const typeName = useLeaveTypeName();
  const personName = usePersonName();
  const [employee, setEmployee] = useState<ColleagueSummary | null>(null);
  const [leaveTypeId, setLeaveTypeId] = useState<string | null>(null);
  const [hours, setHours] = useState<number | string>(8);
  const [grantDate, setGrantDate] = useState(todayIso());
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const balanceTypes = (types.data ?? []).filter((type) => type.hasBalance);
  const chosenType = leaveTypeId ?? (balanceTypes[0] ? String(balanceTypes[0].id) : null);
  const nameOf = (person: ColleagueSummary) => personName(person.fullName_JP, person.fullName);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setResult(null);
    const found: Partial<Record<Field, string>> = {};
    if (!employee) found.employeeId = t("adjust.employee");
    if (!reason.trim()) found.reason = t("adjust.reason");
    setErrors(found);
    if (!employee || !chosenType || Object.keys(found).length > 0) return;
    try {
      const balance = await adjust.mutateAsync({
        employeeId: employee.id,
        leaveTypeId: Number(chosenType),
        hours: Number(hours),
        grantDate,
        reason: reason.trim(),
      });
      const name = nameOf(employee);
      notifySuccess(t("adjust.done", { amount: amount(Number(hours)), name }));
      const annual = balance.balances.find((each) => each.code === "ANNUAL");
      if (annual) setResult(t("adjust.balanceOf", { name, amount: amount(annual.remainingHours) }));
      setReason("");
    } catch (error) {
      const shown = failure(error);
      if (shown) {
        setErrors(shown.fieldErrors);
        setMessage(shown.message);
      }
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t("adjust.title")}
            </Title>
            <Text size="sm" c="gray.7">
              {t("adjust.description")}
            </Text>
          </Stack>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <EmployeeSearchSelect
              label={t("adjust.employee")}
              useSearch={useColleagueSearch}
              idOf={(person) => person.id}
              labelOf={nameOf}
              detailOf={(person) => person.account}
              messages={{ nothingFound: "–" }}
              value={employee}
              onChange={setEmployee}
              error={errors.employeeId}
              required
            />
            <Select
              label={t("adjust.type")}
              data={balanceTypes.map((type) => ({ value: String(type.id), label: typeName(type) }))}
              value={chosenType}
              onChange={setLeaveTypeId}
              error={errors.leaveTypeId}
              allowDeselect={false}
            />
            <NumberInput
              label={t("adjust.hours")}
              description={t("adjust.hoursDescription")}
              min={1}
              max={LeaveLimits.maxAdjustmentHours}
              allowDecimal={false}
              value={hours}
              onChange={setHours}
              error={errors.hours}
            />
            <DateField
              label={t("adjust.grantDate")}
              value={grantDate}
              onChange={setGrantDate}
              error={errors.grantDate}
            />
          </SimpleGrid>
          <Textarea
            label={t("adjust.reason")}
            required
            rows={2}
            maxLength={LeaveLimits.reasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
          />
          {result && (
            <Text size="sm" fw={600} aria-live="polite">
              {result}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={adjust.isPending}>
              {t("adjust.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
