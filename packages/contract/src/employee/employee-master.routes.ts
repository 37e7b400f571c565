import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { pagedSchema, pagingHeadersSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  accountSummarySchema,
  allEmployeeQuerySchema,
  checkRoleAdminBodySchema,
  checkRoleAdminSchema,
  employeeChoiceSchema,
  employeeContractSchema,
  employeeContractsQuerySchema,
  employeeListItemSchema,
  jobRankHistoryEntrySchema,
  jobRankHistoryFilterQuerySchema,
  jobRankHistoryParamsSchema,
  jobRankHistoryRowSchema,
  jobRankSchema,
  masterItemSchema,
  selfCheckSchema,
} from "./employee-master.schema";

const base = "/api/employee";
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** A master list any signed-in user may read, named in the caller's language. */
const masterList = <const P extends string>(path: P) =>
  defineRoute({
    method: "GET",
    path: `${base}/${path}` as const,
    access: "session",
    response: { 200: z.array(masterItemSchema), ...denied },
  });

/** The employee master and lookup calls (contract types, job ranks, positions, visa kinds, ...). */
export const employeeMasterRoutes = {
  /** Active employees for pickers (any signed-in user). */
  all: defineRoute({
    method: "GET",
    path: `${base}/all`,
    access: "session",
    response: { 200: z.array(employeeChoiceSchema), ...denied },
  }),
  /** Every employee with HR's columns (HR and administrators). */
  allEmployee: defineRoute({
    method: "GET",
    path: `${base}/allEmployee`,
    access: "session",
    querystring: allEmployeeQuerySchema,
    response: { 200: z.array(employeeListItemSchema), 400: errorBodySchema, ...denied },
  }),
  /** The active members of the departments the caller leads (department leaders). */
  employeeAccountByLeader: defineRoute({
    method: "GET",
    path: `${base}/getEmployeeAccountByLeader`,
    access: "session",
    response: { 200: z.array(employeeChoiceSchema), ...denied },
  }),
  contractTypes: masterList("contractTypes"),
  fjpContractTypes: masterList("fjpContractType"),
  degreeLevels: masterList("get-degree-level-employee"),
  visaKinds: masterList("getVisaKindMasterList"),
  longTermOffTypes: masterList("getLongtermOffTypeList"),
  jobRanks: defineRoute({
    method: "GET",
    path: `${base}/getJobRank`,
    access: "session",
    response: { 200: z.array(jobRankSchema), ...denied },
  }),
  positions: defineRoute({
    method: "GET",
    path: `${base}/getPositions`,
    access: "session",
    // A position (job title) of the company is a master item.
    response: { 200: z.array(masterItemSchema), ...denied },
  }),
  /** One employee's job-rank steps in force during a year (the owner or HR). */
  jobRankHistory: defineRoute({
    method: "GET",
    path: `${base}/getJobRankHistory/:employeeId/:year`,
    access: "session",
    params: jobRankHistoryParamsSchema,
    response: {
      200: z.array(jobRankHistoryEntrySchema),
      400: errorBodySchema,
      404: errorBodySchema,
      ...denied,
    },
  }),
  /** HR's search over everyone's job-rank history, newest step first, 20 a page. */
  jobRankHistoryFilter: defineRoute({
    method: "GET",
    path: `${base}/getJobRankHistoryFilter`,
    access: "session",
    headers: pagingHeadersSchema,
    querystring: jobRankHistoryFilterQuerySchema,
    response: { 200: pagedSchema(jobRankHistoryRowSchema), 400: errorBodySchema, ...denied },
  }),
  /** An employee's employment contracts, newest first (own; HR anyone's by employeeId). */
  employeeContracts: defineRoute({
    method: "GET",
    path: `${base}/employee-contracts`,
    access: "session",
    querystring: employeeContractsQuerySchema,
    response: {
      200: z.array(employeeContractSchema),
      400: errorBodySchema,
      404: errorBodySchema,
      ...denied,
    },
  }),
  /** The caller's own records checked for completeness. */
  selfCheck: defineRoute({
    method: "GET",
    path: `${base}/employeeChe/self-che`,
    access: "session",
    response: { 200: selfCheckSchema, ...denied },
  }),
  /** The caller's account and the roles the server computes for it. */
  account: defineRoute({
    method: "GET",
    path: `${base}/account`,
    access: "session",
    response: { 200: accountSummarySchema, ...denied },
  }),
  /** Whether the caller is an administrator, read from their record (never from the request). */
  checkRoleAdmin: defineRoute({
    method: "POST",
    path: `${base}/checkRoleAdmin`,
    access: "session",
    body: checkRoleAdminBodySchema,
    response: { 200: checkRoleAdminSchema, 400: errorBodySchema, ...denied },
  }),
};
