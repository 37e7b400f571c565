import type { LeaveBalanceList, LeaveRequestDetail, LeaveType } from "@portal/contract/leave/leave.schema";

/** The leave types the server offers, as it answers GET /api/leave/types. */
export const leaveTypes: LeaveType[] = [
  {
    id: 1,
    code: "ANNUAL",
    nameEn: "Annual paid leave",
    nameJa: "年次有給休暇",
    nameVi: "Nghỉ phép năm có lương",
    isPaid: true,
    allowsHalfDay: true,
    allowsHourly: true,
    needsEvidence: false,
    hrConfirms: false,
    countsForObligation: true,
    hasBalance: true,
    longTermTypeId: null,
  },
  {
    id: 5,
    code: "BEREAVEMENT",
    nameEn: "Bereavement leave",
    nameJa: "忌引休暇",
    nameVi: "Nghỉ tang",
    isPaid: true,
    allowsHalfDay: false,
    allowsHourly: false,
    needsEvidence: true,
    hrConfirms: true,
    countsForObligation: false,
    hasBalance: false,
    longTermTypeId: null,
  },
];

/** An annual balance of 11 days and 4 hours, 3 days of it lapsing at the end of October. */
export const leaveBalance: LeaveBalanceList = {
  employeeId: 7,
  hoursPerDay: 8,
  balances: [
    {
      leaveTypeId: 1,
      code: "ANNUAL",
      asOf: "2026-06-01",
      remainingHours: 92,
      bookedHours: 16,
      grants: [
        {
          id: 1,
          grantDate: "2024-11-01",
          expiresOn: "2026-10-31",
          source: "law",
          reason: "",
          serviceMonths: 6,
          grantedHours: 80,
          takenHours: 56,
          lapsedHours: 0,
          remainingHours: 24,
          inForce: true,
        },
        {
          id: 2,
          grantDate: "2025-11-01",
          expiresOn: "2027-10-31",
          source: "law",
          reason: "",
          serviceMonths: 18,
          grantedHours: 88,
          takenHours: 20,
          lapsedHours: 0,
          remainingHours: 68,
          inForce: true,
        },
      ],
      nextLapse: { date: "2026-10-31", hours: 24 },
      obligation: {
        grantDate: "2025-11-01",
        from: "2025-11-01",
        until: "2026-10-31",
        requiredDays: 5,
        takenDays: 2,
        bookedDays: 1,
        missingDays: 2,
        isMet: false,
      },
    },
  ],
};

/** A request as the server answers it, submitted by Aiko Tanaka for two days in June. */
export function leaveRequest(id: number, overrides: Partial<LeaveRequestDetail> = {}): LeaveRequestDetail {
  return {
    id,
    employeeId: 7,
    employeeName: "Aiko Tanaka",
    leaveTypeId: 1,
    typeCode: "ANNUAL",
    status: 2,
    fromDate: "2026-06-10",
    toDate: "2026-06-11",
    duration: 1,
    fromTime: null,
    toTime: null,
    hours: 16,
    reason: "Family visit",
    designated: false,
    decidedByName: null,
    decidedAt: null,
    decisionReason: null,
    submittedAt: "2026-06-01T00:00:00.000Z",
    createdAt: "2026-06-01T00:00:00.000Z",
    updatedAt: "2026-06-01T00:00:00.000Z",
    actions: ["edit", "cancel"],
    days: [
      { date: "2026-06-10", hours: 8 },
      { date: "2026-06-11", hours: 8 },
    ],
    logs: [
      {
        action: "submit",
        actorName: "Aiko Tanaka",
        fromStatus: null,
        toStatus: 2,
        reason: null,
        createdAt: "2026-06-01T00:00:00.000Z",
      },
    ],
    ...overrides,
  };
}
