import { NumberInput, type NumberInputProps } from "@mantine/core";
import { InputLimits } from "@portal/contract/common/constants";
import type { ClipboardEvent } from "react";

/** Props this input decides itself, so callers cannot loosen the spec's rules. */
type FixedProps =
  | "value"
  | "defaultValue"
  | "onChange"
  | "onValueChange"
  | "maxLength"
  | "allowDecimal"
  | "allowNegative"
  | "allowedDecimalSeparators"
  | "decimalSeparator"
  | "thousandSeparator"
  | "thousandsGroupStyle"
  | "hideControls"
  | "withKeyboardEvents"
  | "min"
  | "max"
  | "step"
  | "type";

export interface NumberTextInputProps extends Omit<NumberInputProps, FixedProps> {
  /** Controlled raw value: digits and at most one point, never separators ("1234.5"). */
  value?: string;
  /** Initial raw value when uncontrolled. */
  defaultValue?: string;
  /** Called with the raw value on every change ("" when emptied). */
  onChange?: (value: string) => void;
  /** Accept one decimal point; integers only by default. */
  allowDecimal?: boolean;
  /** Longest raw value (digits and point; the commas shown do not count); 12 by default. */
  maxLength?: number;
}

// Spec §5: pasting is blocked. Stopped while capturing, so Mantine's own paste clean-up never runs.
function blockPaste(event: ClipboardEvent<HTMLInputElement>) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Number entry as the spec has it: digits only (and a dot when `allowDecimal`), paste blocked,
 * at most 12 characters by default, shown with comma thousands separators; the form gets the raw
 * value. Arrow keys move the caret instead of stepping the value.
 */
export function NumberTextInput({
  value,
  defaultValue,
  onChange,
  allowDecimal = false,
  maxLength = InputLimits.numberMaxLength,
  isAllowed,
  ...others
}: NumberTextInputProps) {
  return (
    <NumberInput
      {...others}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(String(next))}
      allowDecimal={allowDecimal}
      allowNegative={false}
      allowedDecimalSeparators={["."]}
      decimalSeparator="."
      thousandSeparator=","
      hideControls
      withKeyboardEvents={false}
      isAllowed={(values) => values.value.length <= maxLength && (isAllowed?.(values) ?? true)}
      onPasteCapture={blockPaste}
    />
  );
}
