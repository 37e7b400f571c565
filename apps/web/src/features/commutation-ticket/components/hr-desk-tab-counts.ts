import { useSession } from "../../auth/hooks/use-session";
import { useHrQueue } from "../api/get-hr-queue";
import { everyRefund, useRefunds } from "../api/get-refunds";

/**
 * What waits for HR on each tab of the desk: the tickets to confirm and the refunds to decide
 * (together what the menu counts). The same queries as the tabs' own, so opening a tab asks
 * nothing again.
 */
export function useHrDeskTabCounts(): { queue?: number; refunds?: number } {
  const queue = useHrQueue(useSession().session?.username);
  // The refunds tab's first page (its default filter) says how many wait.
  const refunds = useRefunds({ filter: everyRefund, page: 1 });
  return { queue: queue.data?.length, refunds: refunds.data?.waitingCount };
}
