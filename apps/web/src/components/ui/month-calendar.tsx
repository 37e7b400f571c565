import { ActionIcon, Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import dayjs from "dayjs";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../lib/i18n";
import { formatDisplayDate, isoDateFormat, todayIso } from "./calendar-dates";
import classes from "./month-calendar.module.css";

export interface MonthCalendarProps {
  /** The chosen ISO date, or "". */
  value: string;
  onSelect: (iso: string) => void;
  /** Whether a date may not be picked (shown struck through and skipped by nothing else). */
  isDateDisabled?: (iso: string) => boolean;
  /** Moves focus into the grid when it first shows (a calendar opened from a field). */
  autoFocus?: boolean;
}

const keySteps: Record<string, [number, "day" | "month"]> = {
  ArrowLeft: [-1, "day"],
  ArrowRight: [1, "day"],
  ArrowUp: [-7, "day"],
  ArrowDown: [7, "day"],
  PageUp: [-1, "month"],
  PageDown: [1, "month"],
};

/** The six weeks shown for a month, Sunday first. */
function weeksOf(month: dayjs.Dayjs): string[][] {
  const first = month.startOf("month");
  const start = first.subtract(first.day(), "day");
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => start.add(week * 7 + day, "day").format(isoDateFormat)),
  );
}

function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/**
 * A month grid to pick a day: arrow keys move by day and week, Page Up/Down by month, Home/End to
 * the week's ends, Enter or Space picks; disabled days cannot be picked.
 */
export function MonthCalendar({ value, onSelect, isDateDisabled, autoFocus = false }: MonthCalendarProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [focused, setFocused] = useState(() => value || todayIso());
  // Focus follows the keyboard once it moves; the first focus is the surrounding trap's.
  const [shouldFocus, setShouldFocus] = useState(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const month = dayjs(focused).startOf("month");
  const today = todayIso();

  useEffect(() => {
    if (!shouldFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, shouldFocus]);

  function moveTo(iso: string) {
    setShouldFocus(true);
    setFocused(iso);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const current = dayjs(focused);
    const step = keySteps[event.key];
    let next: dayjs.Dayjs | undefined;
    if (step) next = current.add(step[0], step[1]);
    else if (event.key === "Home") next = current.subtract(current.day(), "day");
    else if (event.key === "End") next = current.add(6 - current.day(), "day");
    if (!next) return;
    event.preventDefault();
    moveTo(next.format(isoDateFormat));
  }

  const monthTitle = month.locale(language).format(language === "ja" ? "YYYY年M月" : "MMMM YYYY");

  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("datePicker.previousMonth")}
          onClick={() => setFocused(month.subtract(1, "month").format(isoDateFormat))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} size="sm" aria-live="polite">
          {monthTitle}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("datePicker.nextMonth")}
          onClick={() => setFocused(month.add(1, "month").format(isoDateFormat))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <table className={classes.grid} ref={gridRef} onKeyDown={handleKeyDown} aria-label={monthTitle}>
        <thead>
          <tr>
            {weekdayNames(language).map((name) => (
              <th key={name} scope="col" className={classes.weekday}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const disabled = isDateDisabled?.(iso) ?? false;
                return (
                  <td key={iso}>
                    <UnstyledButton
                      className={classes.day}
                      data-date={iso}
                      // A focus trap around the calendar (a popover) starts here.
                      data-autofocus={(autoFocus && iso === focused) || undefined}
                      data-outside={dayjs(iso).month() !== month.month() || undefined}
                      data-today={iso === today || undefined}
                      data-selected={iso === value || undefined}
                      aria-label={formatDisplayDate(iso)}
                      aria-pressed={iso === value}
                      aria-current={iso === today ? "date" : undefined}
                      tabIndex={iso === focused ? 0 : -1}
                      disabled={disabled}
                      onFocus={() => setFocused(iso)}
                      onClick={() => onSelect(iso)}
                    >
                      {dayjs(iso).date()}
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
