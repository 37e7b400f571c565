import { Headers } from "@portal/contract/common/http";
import type { JobName } from "@portal/contract/job/job.constants";
import { jobRoutes } from "@portal/contract/job/job.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { jobKeys } from "./job-keys";

export interface JobRunsPage {
  name: JobName;
  page: number;
  size: number;
}

/** GET /api/jobs/:name/runs: one page of a job's runs, newest first. */
export function getJobRuns({ name, page, size }: JobRunsPage, signal?: AbortSignal) {
  return apiRequest(jobRoutes.runs, {
    params: { name },
    headers: { [Headers.paginationPage]: String(page), [Headers.paginationSize]: String(size) },
    signal,
  });
}

export function jobRunsQueryOptions(request: JobRunsPage) {
  return queryOptions({
    queryKey: jobKeys.runsPage(request.name, request.page, request.size),
    queryFn: ({ signal }) => getJobRuns(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export function useJobRuns(request: JobRunsPage, enabled = true) {
  return useQuery({ ...jobRunsQueryOptions(request), enabled });
}
