import { Group, Radio, SimpleGrid, TextInput } from "@mantine/core";
import {
  type TicketDuration,
  type TransportType,
  ticketDurations,
  transportTypes,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { useTranslation } from "react-i18next";

interface TransportDurationFieldsProps {
  values: { transportType: TransportType; duration: TicketDuration };
  errors: { transportType?: string; duration?: string };
  /** Shown as text, not chosen (a continuation, a 6-month ticket). */
  isTransportTypeLocked: boolean;
  isDurationLocked: boolean;
  onTransportType: (value: TransportType) => void;
  onDuration: (value: TicketDuration) => void;
}

/** The ticket form's means of transport and pass length: radio groups, or text when locked. */
export function TransportDurationFields({
  values,
  errors,
  isTransportTypeLocked,
  isDurationLocked,
  onTransportType,
  onDuration,
}: TransportDurationFieldsProps) {
  const { t } = useTranslation("commutation-ticket");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {isTransportTypeLocked ? (
        <TextInput
          label={t("fields.transportType")}
          readOnly
          value={t(`transportTypes.${values.transportType}`)}
          error={errors.transportType}
        />
      ) : (
        <Radio.Group
          label={t("fields.transportType")}
          required
          value={values.transportType}
          onChange={(value) => onTransportType(value as TransportType)}
          error={errors.transportType}
        >
          <Group mt="xs" gap="md">
            {transportTypes.map((type) => (
              <Radio key={type} value={type} label={t(`transportTypes.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {isDurationLocked ? (
        <TextInput
          label={t("fields.duration")}
          readOnly
          value={t("months", { count: values.duration })}
          error={errors.duration}
        />
      ) : (
        <Radio.Group
          label={t("fields.duration")}
          required
          value={String(values.duration)}
          onChange={(value) => onDuration(Number(value) as TicketDuration)}
          error={errors.duration}
        >
          <Group mt="xs" gap="md">
            {ticketDurations.map((duration) => (
              <Radio key={duration} value={String(duration)} label={t("months", { count: duration })} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </SimpleGrid>
  );
}
