import { TextInput } from "@mantine/core";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";

export interface LocationInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/** A bus stop or another place: free text, at most 100 characters. */
export function PlainLocationInput({ onChange, ...others }: LocationInputProps) {
  return (
    <TextInput
      {...others}
      maxLength={TicketLimits.locationMaxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
