import { PageSize } from "../common/http";

/** Message keys of the working history (texts live in the locales of server and web). */
export const WorkingHistoryMessages = {
  companyNameRequired: "workingHistory.companyNameRequired",
  roleRequired: "workingHistory.roleRequired",
  fromMonthRequired: "workingHistory.fromMonthRequired",
  monthInvalid: "workingHistory.monthInvalid",
  toBeforeFrom: "workingHistory.toBeforeFrom",
  monthInFuture: "workingHistory.monthInFuture",
  tooManyRecords: "workingHistory.tooManyRecords",
  onlyOwnRecords: "workingHistory.onlyOwnRecords",
} as const;

/** Limits of a working-history record (our design, docs/decisions/023). */
export const WorkingHistoryLimits = {
  /** Rows a page of the list holds (tickets spec §9: 20 working history). */
  pageSize: PageSize.medium,
  companyNameMaxLength: 200,
  projectNameMaxLength: 200,
  roleMaxLength: 100,
  technologiesMaxLength: 500,
  descriptionMaxLength: 2000,
  /** Records one employee may keep. */
  maxRecords: 100,
} as const;

/** The module the spec's client names when it asks for the working history (Module: SMS). */
export const workingHistoryModules = ["SMS"] as const;

/** A year and month as the API carries them, YYYY-MM, years 1950 to 2099. */
export const yearMonthPattern = /^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/;
