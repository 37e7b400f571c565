import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { createBullmqRunner } from "./bullmq-runner";
import { createEmbeddedRunner } from "./embedded-runner";
import { jobDefinitions } from "./job-registry";
import type { JobRunner } from "./job-runner.types";

export function createJobRunner(deps: AppDeps, log: FastifyBaseLogger): JobRunner {
  return deps.config.redisUrl
    ? createBullmqRunner(deps, log, jobDefinitions, { redisUrl: deps.config.redisUrl })
    : createEmbeddedRunner(deps, log, jobDefinitions);
}
