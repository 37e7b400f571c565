import type { BatchName } from "@portal/contract/realtime/realtime.constants";

/**
 * Which batch jobs are running, as the mail hub reports them. The jobs mark themselves when they
 * start and stop; until a job has run here, it reads as not running.
 */
export interface BatchMonitor {
  isRunning(batch: BatchName): Promise<boolean>;
  markRunning(batch: BatchName, running: boolean): Promise<void>;
}

/** This instance's view of its own jobs. */
export function createInProcessBatchMonitor(): BatchMonitor {
  const running = new Set<BatchName>();
  return {
    async isRunning(batch) {
      return running.has(batch);
    },
    async markRunning(batch, isRunning) {
      if (isRunning) running.add(batch);
      else running.delete(batch);
    },
  };
}
