import { errorBodySchema } from "../common/errors";
import { pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  jobListSchema,
  jobParamsSchema,
  jobRunPageSchema,
  jobRunParamsSchema,
  jobRunSchema,
} from "./job.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** Administrators' jobs page: the scheduled jobs, their runs, and run-now. */
export const jobRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/api/jobs",
    access: "session",
    response: { 200: jobListSchema, ...denied },
  }),
  /** Starts a run now; 400 (job.alreadyRunning) while one runs. Progress follows on the mail hub. */
  run: defineRoute({
    method: "POST",
    path: "/api/jobs/:name/run",
    access: "session",
    params: jobParamsSchema,
    response: { 200: jobRunSchema, 400: errorBodySchema, ...denied },
  }),
  /** A job's runs, newest first (paged). */
  runs: defineRoute({
    method: "GET",
    path: "/api/jobs/:name/runs",
    access: "session",
    params: jobParamsSchema,
    headers: pagingHeadersSchema,
    response: { 200: jobRunPageSchema, 400: errorBodySchema, ...denied },
  }),
  runDetail: defineRoute({
    method: "GET",
    path: "/api/jobs/:name/runs/:runId",
    access: "session",
    params: jobRunParamsSchema,
    response: { 200: jobRunSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
