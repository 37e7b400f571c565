import { z } from "zod";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { jobNames, jobRunStatuses, jobTriggers } from "./job.constants";

export const jobNameSchema = z.enum(jobNames);

export const jobParamsSchema = z.strictObject({ name: jobNameSchema });
export const jobRunParamsSchema = z.strictObject({ name: jobNameSchema, runId: idParamSchema });

/** One run of a job, as the jobs page shows it. */
export const jobRunSchema = z.object({
  id: z.number().int(),
  job: jobNameSchema,
  trigger: z.enum(jobTriggers),
  status: z.enum(jobRunStatuses),
  /** Who started it from the jobs page (display name), null for the schedule. */
  requestedBy: z.string().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The spec's progress text: "messageKey,total,success,failed" or a message key. */
  progress: z.string(),
  hasError: z.boolean(),
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  /**
   * What went wrong when the run failed: the portal's own reasons in the reader's language, else
   * the error as raised.
   */
  error: z.string().nullable(),
});

/** A job with its schedule and its last and next runs. */
export const jobSummarySchema = z.object({
  name: jobNameSchema,
  /** Cron expression in the company's time zone. */
  schedule: z.string(),
  timeZone: z.string(),
  /** The next scheduled start (ISO), null when the schedule is off. */
  nextRunAt: z.string().nullable(),
  running: z.boolean(),
  lastRun: jobRunSchema.nullable(),
});

export const jobListSchema = z.object({
  /** bullmq with REDIS_URL, otherwise embedded. */
  runner: z.enum(["embedded", "bullmq"]),
  /** Whether a scheduler has shown a sign of life lately (the mail hub's IsBatchRunned). */
  schedulerAlive: z.boolean(),
  jobs: z.array(jobSummarySchema),
});

export const jobRunPageSchema = pagedSchema(jobRunSchema);

export type JobRun = z.infer<typeof jobRunSchema>;
export type JobSummary = z.infer<typeof jobSummarySchema>;
export type JobList = z.infer<typeof jobListSchema>;
