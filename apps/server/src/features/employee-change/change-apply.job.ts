import { JobMessages } from "@portal/contract/job/job.constants";
import type { JobDefinition } from "../job/job.types";
import { applyDueChangeRequestsCounted } from "./change-apply";

/**
 * changeRequestApply: every hour at minute 5, applies the approved change requests whose date has
 * come. Counts: requests due, applied, failed (left for the next run).
 */
export const changeRequestApplyJob: JobDefinition = {
  name: "changeRequestApply",
  schedule: () => "5 * * * *",
  async run({ deps, progress, log }) {
    const counts = await applyDueChangeRequestsCounted(deps, {
      progress,
      onError: (err, requestId) => log.error({ err, requestId }, "applying a change request failed"),
    });
    return { messageKey: JobMessages.changesApplied, ...counts };
  },
};
