import type { JobName } from "@portal/contract/job/job.constants";

/** Every query key of the jobs page, in one place. */
export const jobKeys = {
  all: ["job"] as const,
  list: () => [...jobKeys.all, "list"] as const,
  /** Pages of one job's runs. */
  runs: (name: JobName) => [...jobKeys.all, "runs", name] as const,
  runsPage: (name: JobName, page: number, size: number) => [...jobKeys.runs(name), { page, size }] as const,
};
