import { ActionIcon, Popover, TextInput, type TextInputProps } from "@mantine/core";
import { DateFormats, type DateRange, DateRanges, isDateIn } from "@portal/contract/common/dates";
import { IconCalendar } from "@tabler/icons-react";
import { type FocusEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDisplayDate, parseTypedDate } from "./calendar-dates";
import { MonthCalendar } from "./month-calendar";

export interface DateFieldProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange"> {
  /** The ISO date (YYYY-MM-DD), or "" when none. */
  value: string;
  /** Called with the ISO date once the text is a real date, "" while it is not. */
  onChange: (value: string) => void;
  /** Days the calendar will not offer (a typed one still reaches the form, which says why not). */
  isDateDisabled?: (iso: string) => boolean;
  /** The dates the field takes, as the contract gives them (the pickers' years by default). */
  range?: DateRange;
}

/**
 * A date typed as YYYY/MM/DD or picked from a calendar (tickets spec §5: dates in YYYY/MM/DD).
 * The form gets ISO dates; the calendar opens from the button at the end of the field.
 */
export function DateField({
  value,
  onChange,
  isDateDisabled,
  range = DateRanges.picker,
  readOnly,
  disabled,
  onBlur,
  ...others
}: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [opened, setOpened] = useState(false);

  // Follow the form when it sets the date itself (a continuation, a reset).
  useEffect(() => {
    setText((current) => (parseTypedDate(current) === value ? current : formatDisplayDate(value)));
  }, [value]);

  function handleChange(next: string) {
    setText(next);
    onChange(parseTypedDate(next) ?? "");
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const parsed = parseTypedDate(text);
    if (parsed) setText(formatDisplayDate(parsed));
    onBlur?.(event);
  }

  function pick(iso: string) {
    setText(formatDisplayDate(iso));
    onChange(iso);
    setOpened(false);
  }

  const canPick = !readOnly && !disabled;

  return (
    // No roles on the field: aria-expanded is not allowed on a textbox; the button carries it.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus
      returnFocus
      shadow="md"
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          {...others}
          readOnly={readOnly}
          disabled={disabled}
          placeholder={DateFormats.display}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => handleChange(event.currentTarget.value)}
          onBlur={handleBlur}
          rightSection={
            canPick ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("datePicker.open")}
                aria-haspopup="dialog"
                aria-expanded={opened}
                onClick={() => setOpened((isOpen) => !isOpen)}
              >
                <IconCalendar size={18} aria-hidden />
              </ActionIcon>
            ) : undefined
          }
        />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t("datePicker.open")}>
        <MonthCalendar
          value={value}
          onSelect={pick}
          isDateDisabled={(iso) => !isDateIn(iso, range) || (isDateDisabled?.(iso) ?? false)}
          autoFocus
        />
      </Popover.Dropdown>
    </Popover>
  );
}
