import { jobRoutes } from "@portal/contract/job/job.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { jobKeys } from "./job-keys";

const runningPollMs = 10_000;

/** GET /api/jobs: the scheduled jobs with their last and next runs (administrators only). */
export function getJobs(signal?: AbortSignal) {
  return apiRequest(jobRoutes.list, { signal });
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.list(),
    queryFn: ({ signal }) => getJobs(signal),
    // The page follows runs live; a fresh list also when it is opened again, and now and then
    // while a job runs, should a push of its end be missed.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.running) ? runningPollMs : false),
    meta: { handlesErrors: true },
  });
}

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
