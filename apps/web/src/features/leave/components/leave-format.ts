import { LeaveDuration, LeaveHours } from "@portal/contract/leave/leave.constants";
import type { LeaveRequest, LeaveType } from "@portal/contract/leave/leave.schema";
import { useTranslation } from "react-i18next";
import { formatDisplayDate } from "../../../components/ui/calendar-dates";

/** Hours of leave as the reader says them: "2 days", "4 hours", "1 day and 4 hours" (1日4時間). */
export function useLeaveAmount() {
  const { t } = useTranslation("leave");
  return (hours: number): string => {
    const days = Math.trunc(hours / LeaveHours.fullDay);
    const rest = hours - days * LeaveHours.fullDay;
    if (rest === 0) return t("amount.days", { count: days });
    if (days === 0) return t("amount.hours", { count: rest });
    return t("amount.daysHours", {
      days: t("amount.days", { count: days }),
      hours: t("amount.hours", { count: rest }),
    });
  };
}

/** A leave type's name in the UI language. */
export function useLeaveTypeName() {
  const { i18n } = useTranslation();
  return (type: Pick<LeaveType, "nameEn" | "nameJa"> | undefined, fallback = ""): string =>
    type ? (i18n.language === "ja" ? type.nameJa : type.nameEn) : fallback;
}

/** A request's days as the reader reads them: one date, or a range; with hours for hourly leave. */
export function useLeaveDays() {
  const { t } = useTranslation("leave");
  return (
    request: Pick<LeaveRequest, "fromDate" | "toDate" | "duration" | "fromTime" | "toTime">,
  ): string => {
    const from = formatDisplayDate(request.fromDate);
    const days =
      request.fromDate === request.toDate
        ? t("oneDay", { date: from })
        : t("days", { from, to: formatDisplayDate(request.toDate) });
    if (request.duration === LeaveDuration.hourly && request.fromTime && request.toTime) {
      return `${days} ${t("times", { from: request.fromTime, to: request.toTime })}`;
    }
    if (request.duration === LeaveDuration.morning || request.duration === LeaveDuration.afternoon) {
      return `${days} ${t(`duration.${request.duration}`)}`;
    }
    return days;
  };
}
