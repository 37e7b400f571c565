import type { JobName } from "@portal/contract/job/job.constants";
import type { FastifyInstance } from "fastify";
import type { JobOutcome } from "../features/job/job.types";
import { jobDefinition } from "../features/job/job-registry";

/** Runs a job's body once, straight (no scheduler, no run recorded), with the app's dependencies. */
export function runJobBody(app: FastifyInstance, name: JobName): Promise<JobOutcome> {
  return jobDefinition(name).run({ deps: app.deps, runId: 0, log: app.log, progress: async () => {} });
}
