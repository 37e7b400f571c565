import { addDays, addMonths } from "../common/dates";
import { type TicketDuration, TicketLimits } from "./commutation-ticket.constants";

/**
 * Pure ticket rules shared by the server (which enforces them) and the web (which shows them as
 * hints). Dates are calendar dates, YYYY-MM-DD, without time zones.
 */

/** A pass's last day: the start plus its months, minus one day (Apr 1 + 1 month: Apr 30). */
export function endDateOf(startDate: string, duration: TicketDuration): string {
  return addDays(addMonths(startDate, duration), -1);
}

/** What a leg costs a month, in yen (its price spread over its months). */
export function monthlyCost(amount: number, duration: number): number {
  return amount / duration;
}

/** The monthly amount above the statutory tax-free limit, shown to HR as taxable. */
export function taxableMonthlyAmount(monthlyTotal: number): number {
  return Math.max(0, Math.ceil(monthlyTotal - TicketLimits.taxFreeMonthlyLimit));
}

/**
 * Months of a pass used by the cancel date, counting a begun month as used (the railways' rule:
 * a refund pays back whole unused months only).
 */
export function monthsUsed(startDate: string, cancelDate: string): number {
  if (cancelDate < startDate) return 0;
  let months = 1;
  while (addMonths(startDate, months) <= cancelDate) months++;
  return months;
}

/**
 * The railways' refund estimate: the price minus the fares of the months used (1 month: the
 * 1-month fare; 2: twice it; 3: the 3-month fare; 4: 3-month plus 1-month; 5: 3-month plus two
 * 1-month fares) minus the 220-yen fee, only while at least one month is left; before the start
 * date, the price minus the fee. Needs the 1- and 3-month fares of the same section.
 */
export function refundEstimate(input: {
  price: number;
  duration: TicketDuration;
  startDate: string;
  cancelDate: string;
  oneMonthFare: number;
  threeMonthFare: number;
}): number {
  const fee = TicketLimits.refundFee;
  if (input.cancelDate < input.startDate) return Math.max(0, input.price - fee);
  const used = monthsUsed(input.startDate, input.cancelDate);
  if (used >= input.duration) return 0;
  const usedFares: Record<number, number> = {
    1: input.oneMonthFare,
    2: input.oneMonthFare * 2,
    3: input.threeMonthFare,
    4: input.threeMonthFare + input.oneMonthFare,
    5: input.threeMonthFare + input.oneMonthFare * 2,
  };
  return Math.max(0, input.price - (usedFares[used] ?? input.price) - fee);
}
