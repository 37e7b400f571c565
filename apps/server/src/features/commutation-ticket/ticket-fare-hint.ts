import { addMonths } from "@portal/contract/common/dates";
import {
  FareHintRules,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { TicketPrice } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { AppDeps } from "../../app-deps";
import { companyToday } from "../../lib/company-date";
import { findAcceptedAmounts } from "./commutation-ticket.repository";
import { findSectionFare } from "./section-fare.repository";

/** Statuses of a ticket whose amount HR and the approver have accepted. */
const acceptedStatuses = [
  TicketStatus.approved,
  TicketStatus.cancelling,
  TicketStatus.cancelled,
  TicketStatus.cancelRejected,
];

interface AcceptedAmount {
  employeeId: number;
  amount: number;
  overBudget: number;
  updatedAt: string;
}

/**
 * The usual fare among accepted amounts of one duration: over-budget exceptions and amounts far
 * from the median (more than `spread` times either way) left out, then the amount the most people
 * other than the asker paid (the newest on a tie), if at least `minPeople` of them did. Nobody's
 * single claim is ever shown to someone else.
 */
export function usualFare(
  rows: readonly AcceptedAmount[],
  askerId: number,
): { amount: number; people: number } | null {
  const { minPeople, spread } = FareHintRules;
  const considered = rows.filter((row) => row.overBudget === 0 && row.amount > 0);
  if (considered.length === 0) return null;
  const sorted = considered.map((row) => row.amount).sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const byAmount = new Map<number, { people: Set<number>; latest: string }>();
  for (const row of considered) {
    if (row.amount > median * spread || row.amount < median / spread) continue;
    const entry = byAmount.get(row.amount) ?? { people: new Set<number>(), latest: "" };
    if (row.employeeId !== askerId) entry.people.add(row.employeeId);
    if (row.updatedAt > entry.latest) entry.latest = row.updatedAt;
    byAmount.set(row.amount, entry);
  }
  let best: { amount: number; people: number; latest: string } | null = null;
  for (const [amount, { people, latest }] of byAmount) {
    const better =
      !best || people.size > best.people || (people.size === best.people && latest > best.latest);
    if (better) best = { amount, people: people.size, latest };
  }
  return best && best.people >= minPeople ? { amount: best.amount, people: best.people } : null;
}

type Hint = { amount: number; people: number; official: boolean } | null;

/**
 * price?dept&arvl: the section's fare per duration: HR's official fare where set, else the usual
 * fare and how many colleagues paid it.
 */
export async function getPrice(
  deps: AppDeps,
  askerId: number,
  departure: string,
  arrival: string,
): Promise<TicketPrice> {
  const since = addMonths(companyToday(deps), -FareHintRules.months);
  const [rows, official] = await Promise.all([
    findAcceptedAmounts(deps.db, { departure, arrival }, acceptedStatuses, since),
    findSectionFare(deps.db, departure, arrival),
  ]);
  const hint = (duration: number, officialAmount: number | null | undefined): Hint => {
    if (officialAmount != null) return { amount: officialAmount, people: 0, official: true };
    const usual = usualFare(
      rows.filter((row) => row.duration === duration),
      askerId,
    );
    return usual && { ...usual, official: false };
  };
  const one = hint(1, official?.oneMonth);
  const three = hint(3, official?.threeMonths);
  const six = hint(6, official?.sixMonths);
  return {
    oneMonth: one?.amount ?? null,
    threeMonths: three?.amount ?? null,
    sixMonths: six?.amount ?? null,
    basis: {
      months: FareHintRules.months,
      oneMonth: one?.people ?? 0,
      threeMonths: three?.people ?? 0,
      sixMonths: six?.people ?? 0,
      official: {
        oneMonth: one?.official ?? false,
        threeMonths: three?.official ?? false,
        sixMonths: six?.official ?? false,
      },
    },
  };
}
