import type { JobName } from "@portal/contract/job/job.constants";
import { jobRoutes } from "@portal/contract/job/job.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { jobKeys } from "./job-keys";

/** POST /api/jobs/:name/run: starts a run now; its progress follows on the mail hub. */
export function runJob(name: JobName) {
  return apiRequest(jobRoutes.run, { params: { name } });
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.list() }),
  });
}
