import type { BatchName } from "@portal/contract/realtime/realtime.constants";

/**
 * Which batch jobs are running, as the mail hub reports them (decision 030): the batch is running
 * while some instance's job scheduler has beaten lately, the background batch while some worker
 * has. The spec's seat and NDA batches have no jobs in this portal, so they never run.
 */
export interface BatchMonitor {
  isRunning(batch: BatchName): Promise<boolean>;
}
