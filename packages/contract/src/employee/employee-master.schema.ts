import { z } from "zod";
import { idParamSchema } from "../common/ids";
import { menuRoles } from "../menu/menu.constants";
import { ActiveStatus, EmployeeMasterLimits, selfCheckItems } from "./employee-master.constants";

const id = z.number().int();
const queryId = idParamSchema;
const year = z.coerce.number().int().min(EmployeeMasterLimits.minYear).max(EmployeeMasterLimits.maxYear);

/** One entry of a master list, named in the caller's language. */
export const masterItemSchema = z.object({ id, code: z.string(), name: z.string() });

/** A job rank: `level` orders the ranks, 1 the most junior. */
export const jobRankSchema = masterItemSchema.extend({ level: id });

/** A department, named in the caller's language. */
const departmentSchema = masterItemSchema;

/** all, getEmployeeAccountByLeader: an active employee as pickers show them. */
export const employeeChoiceSchema = z.object({
  id,
  account: z.string(),
  fullName: z.string(),
  fullNameJp: z.string().nullable(),
  department: departmentSchema,
});

/** allEmployee: an employee as HR and administrators list them, those who left included. */
export const employeeListItemSchema = employeeChoiceSchema.extend({
  employeeCode: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  joinedDate: z.string().nullable(),
  fjpContractType: masterItemSchema.nullable(),
  /** 0 Active, 1 Inactive. */
  status: id,
});

/** allEmployee: optionally only the active (0) or the inactive (1). */
export const allEmployeeQuerySchema = z.strictObject({
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(ActiveStatus.active), z.literal(ActiveStatus.inactive)]))
    .optional(),
});

/** getJobRankHistory/{employeeId}/{year}: whose history, and which calendar year of it. */
export const jobRankHistoryParamsSchema = z.strictObject({ employeeId: queryId, year });

/** One step of an employee's job-rank history: held from `effectiveDate` to `endDate` (null: now). */
export const jobRankHistoryEntrySchema = z.object({
  id,
  employeeId: id,
  jobRank: jobRankSchema,
  /** YYYY-MM-DD. */
  effectiveDate: z.string(),
  /** The day before the next step, YYYY-MM-DD; null for the rank held now. */
  endDate: z.string().nullable(),
  note: z.string().nullable(),
});

/** getJobRankHistoryFilter (HR): every filter optional; `year` keeps steps in force that year. */
export const jobRankHistoryFilterQuerySchema = z.strictObject({
  search: z.string().trim().max(EmployeeMasterLimits.searchMaxLength).optional(),
  departmentId: queryId.optional(),
  jobRankId: queryId.optional(),
  year: year.optional(),
});

/** A row of HR's job-rank history search: the step and whose it is. */
export const jobRankHistoryRowSchema = jobRankHistoryEntrySchema.extend({
  employee: employeeChoiceSchema.extend({ employeeCode: z.string() }),
});

/** employee-contracts: whose contracts (honoured for HR; others may name only themselves). */
export const employeeContractsQuerySchema = z.strictObject({ employeeId: queryId.optional() });

/** One employment contract of an employee. */
export const employeeContractSchema = z.object({
  id,
  employeeId: id,
  contractNo: z.string(),
  fjpContractType: masterItemSchema,
  /** YYYY-MM-DD. */
  startDate: z.string(),
  /** YYYY-MM-DD; null for a contract without a fixed term. */
  endDate: z.string().nullable(),
  /** In force today (Japan). */
  isCurrent: z.boolean(),
  note: z.string().nullable(),
});

/** employeeChe/self-che: which of the caller's own records are complete. */
export const selfCheckSchema = z.object({
  items: z.array(z.object({ item: z.enum(selfCheckItems), label: z.string(), isComplete: z.boolean() })),
  completedCount: id,
  totalCount: id,
  isComplete: z.boolean(),
});

/** account: who the caller is and which roles the server computes for them. */
export const accountSummarySchema = z.object({
  id,
  account: z.string(),
  employeeCode: z.string(),
  displayName: z.string(),
  fullName: z.string(),
  fullNameJp: z.string().nullable(),
  email: z.string(),
  department: departmentSchema,
  position: z.string().nullable(),
  jobRank: jobRankSchema.nullable(),
  roles: z.array(z.enum(menuRoles)),
  isHr: z.boolean(),
  isAdministrator: z.boolean(),
  isDepartmentLeader: z.boolean(),
});

/** checkRoleAdmin takes no input (none, or {}): a body claiming a role is refused (unknown field). */
export const checkRoleAdminBodySchema = z.strictObject({}).nullish();
export const checkRoleAdminSchema = z.object({ isAdmin: z.boolean() });

export type MasterItem = z.infer<typeof masterItemSchema>;
export type JobRank = z.infer<typeof jobRankSchema>;
export type EmployeeChoice = z.infer<typeof employeeChoiceSchema>;
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export type AllEmployeeQuery = z.output<typeof allEmployeeQuerySchema>;
export type JobRankHistoryEntry = z.infer<typeof jobRankHistoryEntrySchema>;
export type JobRankHistoryFilterQuery = z.output<typeof jobRankHistoryFilterQuerySchema>;
export type JobRankHistoryRow = z.infer<typeof jobRankHistoryRowSchema>;
export type EmployeeContract = z.infer<typeof employeeContractSchema>;
export type SelfCheck = z.infer<typeof selfCheckSchema>;
export type AccountSummary = z.infer<typeof accountSummarySchema>;
