import { TextInput, type TextInputProps } from "@mantine/core";
import { useUncontrolled } from "@mantine/hooks";
import { toHalfWidth } from "@portal/contract/common/to-half-width";
import type { FocusEvent } from "react";

export interface TrimmedTextInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange"> {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the text on every keystroke, and with the trimmed text on blur (before onBlur). */
  onChange?: (value: string) => void;
  /** Also converts full-width letters, digits, symbols, spaces and Katakana to half-width on blur. */
  convertsToHalfWidth?: boolean;
}

/** A Mantine TextInput whose surrounding spaces are removed when it loses focus (spec §5). */
export function TrimmedTextInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  convertsToHalfWidth = false,
  ...others
}: TrimmedTextInputProps) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: "", onChange });

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const cleaned = (convertsToHalfWidth ? toHalfWidth(text) : text).trim();
    if (cleaned !== text) setText(cleaned);
    onBlur?.(event);
  }

  return (
    <TextInput
      {...others}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={handleBlur}
    />
  );
}
