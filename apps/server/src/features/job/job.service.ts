import type { AppLanguage } from "@portal/contract/common/culture";
import type { Paged } from "@portal/contract/common/paging";
import type { JobName } from "@portal/contract/job/job.constants";
import type { JobList, JobRun } from "@portal/contract/job/job.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { requireRole } from "../auth/roles";
import type { SessionClaims } from "../auth/token";
import { toJobRun, toJobSummary } from "./job.presenter";
import { jobDefinitions } from "./job-registry";
import * as jobRuns from "./job-runs.repository";

const requireAdministrator = (deps: AppDeps, session: SessionClaims) =>
  requireRole(deps, session.employeeId, "administrator");

/** Every job with its schedule, whether it runs now, its last run and its next start. */
export async function listJobs(
  deps: AppDeps,
  session: SessionClaims,
  language: AppLanguage,
): Promise<JobList> {
  await requireAdministrator(deps, session);
  const now = deps.clock.now().toISOString();
  const [leases, last, next, schedulerAlive] = await Promise.all([
    jobRuns.listLeases(deps.db),
    jobRuns.lastRuns(deps.db),
    deps.jobs.nextRuns(),
    deps.batches.isRunning("batch"),
  ]);
  return {
    runner: deps.jobs.kind,
    schedulerAlive,
    jobs: jobDefinitions.map((definition) => {
      const lease = leases.find((row) => row.jobName === definition.name);
      const running = Boolean(lease?.holder && lease.leasedUntil && lease.leasedUntil >= now);
      return toJobSummary(
        definition.name,
        definition.schedule(deps.config),
        next[definition.name],
        running,
        last.find((run) => run.jobName === definition.name),
        language,
      );
    }),
  };
}

/** Starts a run now; its progress follows on the mail hub (OnJobProgress). */
export async function runJob(
  deps: AppDeps,
  session: SessionClaims,
  name: JobName,
  language: AppLanguage,
): Promise<JobRun> {
  await requireAdministrator(deps, session);
  const id = await deps.jobs.runNow(name, session.employeeId);
  const row = await jobRuns.findRun(deps.db, id);
  if (!row) throw AppError.notFound();
  return toJobRun(row, language);
}

export async function listJobRuns(
  deps: AppDeps,
  session: SessionClaims,
  name: JobName,
  page: { page: number; size: number },
  language: AppLanguage,
): Promise<Paged<JobRun>> {
  await requireAdministrator(deps, session);
  const [rows, totalCount] = await Promise.all([
    jobRuns.listRuns(deps.db, name, (page.page - 1) * page.size, page.size),
    jobRuns.countRuns(deps.db, name),
  ]);
  return { data: rows.map((row) => toJobRun(row, language)), totalCount };
}

export async function readJobRun(
  deps: AppDeps,
  session: SessionClaims,
  name: JobName,
  runId: number,
  language: AppLanguage,
): Promise<JobRun> {
  await requireAdministrator(deps, session);
  const row = await jobRuns.findRun(deps.db, runId);
  if (!row || row.jobName !== name) throw AppError.notFound();
  return toJobRun(row, language);
}
