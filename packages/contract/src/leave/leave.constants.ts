/**
 * The leave section's fixed vocabulary (the spec's statuses, duration kinds, codes and hours) and
 * the figures of Japanese law it applies (Labour Standards Act article 39; docs/decisions/040).
 */

/** Leave request status (the spec's numbers). */
export const LeaveStatus = {
  draft: 1,
  submitted: 2,
  approved: 3,
  rejected: 4,
  cancelled: 5,
  hrConfirm: 6,
  takenUp: 7,
  closed: 8,
} as const;
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];
export const leaveStatuses = Object.values(LeaveStatus);

/** Summer vacation extension request status; All (0) is a filter only. */
export const SummerExtensionStatus = {
  all: 0,
  submitted: 1,
  approved: 2,
  rejected: 3,
  cancelled: 4,
} as const;
export type SummerExtensionStatus = (typeof SummerExtensionStatus)[keyof typeof SummerExtensionStatus];

/** How much of a day a request takes (the spec's numbers). */
export const LeaveDuration = { allDays: 1, morning: 2, afternoon: 3, hourly: 4 } as const;
export type LeaveDuration = (typeof LeaveDuration)[keyof typeof LeaveDuration];
export const leaveDurations = Object.values(LeaveDuration);

export const LeaveHours = {
  /** A morning or an afternoon off. */
  halfDay: 4,
  /** A working day (the prescribed working hours the law's day of leave stands for). */
  fullDay: 8,
  /** The most hours an hourly request may take in a day; more is a full day. */
  maxOffHours: 7,
} as const;

/** The spec's leave codes and ids. */
export const LeaveCodes = {
  /** Alternative leave (代休), earned by approved overtime or holiday work. */
  alternative: "AL",
  alternativeReasonPrefix: "Alternative Leave for overtime",
  unpaid: "U",
  /** `getLongtermOffTypeList`: long-term unpaid leave. */
  longTermUnpaidId: 23,
  /** `getLongtermOffTypeList`: long-term off of another kind. */
  longTermOtherId: 3,
} as const;

/**
 * Statutory annual paid leave (年次有給休暇), LSA article 39: the days granted at each reference
 * date by length of service: 0.5, 1.5, 2.5, 3.5, 4.5, 5.5 and 6.5 years or more.
 */
export const StatutoryGrantTable = {
  /** Service in months at each step of the table. */
  serviceMonths: [6, 18, 30, 42, 54, 66, 78],
  /** Full-time, and anyone working 30 hours or more a week, or 5 days or more a week. */
  fullTime: [10, 11, 12, 14, 16, 18, 20],
  /** Proportional grants (比例付与) for fewer than 30 hours and at most 4 days a week, by days a week. */
  proportional: {
    4: [7, 8, 9, 10, 12, 13, 15],
    3: [5, 6, 6, 8, 9, 10, 11],
    2: [3, 4, 4, 5, 6, 6, 7],
    1: [1, 2, 2, 2, 3, 3, 3],
  },
  /** Days a year that stand for each weekly pattern where days are scheduled by the year. */
  proportionalDaysPerYear: { 4: [169, 216], 3: [121, 168], 2: [73, 120], 1: [48, 72] },
  /** Weekly hours from which the full-time table applies whatever the days. */
  fullTimeWeeklyHours: 30,
  /** The share of scheduled days a worker must have attended in the period before a grant. */
  attendanceRate: 0.8,
  /** A grant can be taken for two years (LSA article 115), then it lapses. */
  validYears: 2,
} as const;

/** The annual 5-day obligation (年5日の時季指定義務, LSA article 39-7, since April 2019). */
export const FiveDayObligation = {
  /** Applies to grants of this many days or more. */
  minGrantDays: 10,
  /** Days to be taken within one year of the grant date (full and half days; hours do not count). */
  days: 5,
  /** The fine per employee who misses it (LSA article 120). */
  finePerEmployeeYen: 300_000,
} as const;

/** Hourly annual leave (時間単位年休, LSA article 39-4): only under a labour-management agreement. */
export const HourlyLeave = {
  /** At most this many days' worth a year, carry-over included. */
  maxDaysPerYear: 5,
} as const;

/** The leave section's dates: the spec's picker and calendar ranges. */
export const LeaveCalendar = {
  pickerFromYear: 2000,
  pickerToYear: 2030,
  /** The team calendar moves at most this many years either side of today. */
  calendarYearsEachSide: 5,
  /** Year lists start here and run to the current year. */
  firstListYear: 2023,
} as const;

/** Message keys of the leave section's refusals (the server's catalogue translates them). */
export const LeaveMessages = {
  typeRequired: "leave.typeRequired",
  typeUnknown: "leave.typeUnknown",
  fromDateRequired: "leave.fromDateRequired",
  toDateRequired: "leave.toDateRequired",
  toBeforeFrom: "leave.toBeforeFrom",
  rangeTooLong: "leave.rangeTooLong",
  halfDayOneDay: "leave.halfDayOneDay",
  timesRequired: "leave.timesRequired",
  timesWholeHours: "leave.timesWholeHours",
  halfDayNotAllowed: "leave.halfDayNotAllowed",
  hourlyNotAllowed: "leave.hourlyNotAllowed",
  noWorkingDay: "leave.noWorkingDay",
  overlaps: "leave.overlaps",
  overBalance: "leave.overBalance",
  hourlyCapReached: "leave.hourlyCapReached",
  reasonRequired: "leave.reasonRequired",
  notFound: "leave.notFound",
  notAllowed: "leave.notAllowed",
  staleStatus: "leave.staleStatus",
  ownRequest: "leave.ownRequest",
  hoursRequired: "leave.hoursRequired",
  employeeRequired: "leave.employeeRequired",
  tooFarBack: "leave.tooFarBack",
  alreadyStarted: "leave.alreadyStarted",
} as const;

export const LeaveLimits = {
  reasonMaxLength: 500,
  /** A request spans at most this many calendar days (long-term leave is asked for in parts). */
  maxRangeDays: 366,
  /** An adjustment adds at most this many hours (40 days). */
  maxAdjustmentHours: 320,
  queuePageSize: 50,
  /** Leave is asked for at most this many days after its first day (sudden illness, after the fact). */
  maxDaysBack: 60,
} as const;
