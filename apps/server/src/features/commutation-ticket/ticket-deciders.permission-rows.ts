import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";

/**
 * Who may make each of the deciders' calls: every actor against every call, on a ticket of
 * employee1 in the status the call acts on. 403 is a missing session, 401 a permission denied,
 * 404 a ticket or employee the caller may not even see.
 */
export const actors = [
  "signedOut",
  "owner",
  "otherEmployee",
  "ownLeader",
  "otherLeader",
  "hr",
  "approver",
  "delegateIn",
  "delegateOut",
  "admin",
] as const;
export type Actor = (typeof actors)[number];
export const accountOf: Record<Exclude<Actor, "signedOut">, string> = {
  owner: "employee1",
  otherEmployee: "employee2",
  ownLeader: "leader1",
  otherLeader: "leader2",
  hr: "hr1",
  approver: "approver1",
  delegateIn: "deputyin",
  delegateOut: "deputyout",
  admin: "admin1",
};

/** Expected statuses: the listed actors get their status, everyone else `otherwise`, signed out 403. */
function expect_(allowed: Partial<Record<Actor, number>>, otherwise: number): Record<Actor, number> {
  return Object.fromEntries(
    actors.map((actor) => [actor, actor === "signedOut" ? 403 : (allowed[actor] ?? otherwise)]),
  ) as Record<Actor, number>;
}
const readers = { hr: 200, approver: 200, delegateIn: 200 };
/** Who sees employee1's tickets: themselves, their leader and its delegate, HR, approvers. */
const seers = { owner: 200, ownLeader: 200, hr: 200, approver: 200, delegateIn: 200 };

interface Row {
  name: string;
  /** The ticket's status before the call (a fresh ticket of employee1 each time). */
  status?: number;
  request: (ctx: { ticketId: number; evidenceId: number; employeeId: number; account: string }) => {
    method: "GET" | "POST" | "PUT" | "DELETE";
    url: string;
    payload?: object;
  };
  expected: Record<Actor, number>;
}

const S = TicketStatus;
export const rows: Row[] = [
  {
    name: "GET getTicketHrConfirm/{own account}",
    request: ({ account }) => ({ method: "GET", url: `/getTicketHrConfirm/${account}` }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "POST ticketRequest (approver's queue)",
    request: () => ({ method: "POST", url: "/ticketRequest", payload: {} }),
    expected: expect_({ approver: 200, delegateIn: 200 }, 401),
  },
  {
    name: "POST search",
    request: () => ({ method: "POST", url: "/search", payload: {} }),
    expected: expect_(readers, 401),
  },
  { name: "GET the base list", request: () => ({ method: "GET", url: "" }), expected: expect_(readers, 401) },
  {
    name: "POST refunds",
    request: () => ({ method: "POST", url: "/refunds", payload: {} }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "GET searchOptions",
    request: () => ({ method: "GET", url: "/searchOptions" }),
    expected: expect_(readers, 401),
  },
  {
    name: "GET employees",
    request: () => ({ method: "GET", url: "/employees?search=emp" }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "POST searchAllowanceRequest",
    request: () => ({ method: "POST", url: "/searchAllowanceRequest", payload: {} }),
    expected: expect_(readers, 401),
  },
  {
    name: "GET getTicketAllowanceHistory/{employee}",
    request: ({ employeeId }) => ({ method: "GET", url: `/getTicketAllowanceHistory/${employeeId}` }),
    expected: expect_(seers, 404),
  },
  {
    name: "GET getAllCommutationTicket",
    request: () => ({ method: "GET", url: "/getAllCommutationTicket" }),
    expected: expect_(readers, 401),
  },
  {
    name: "POST get-all-ticket/{account}",
    request: () => ({ method: "POST", url: "/get-all-ticket/employee1" }),
    expected: expect_(seers, 404),
  },
  {
    name: "GET getDefaultRouteInfoByEmployee/{employee}",
    request: ({ employeeId }) => ({ method: "GET", url: `/getDefaultRouteInfoByEmployee/${employeeId}` }),
    expected: expect_(seers, 404),
  },
  {
    name: "POST save-note",
    request: ({ ticketId }) => ({ method: "POST", url: "/save-note", payload: { id: ticketId, note: "n" } }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "POST approveEvidence/{id}",
    request: ({ evidenceId }) => ({ method: "POST", url: `/approveEvidence/${evidenceId}` }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "POST reject-evidence-list",
    request: ({ evidenceId }) => ({
      method: "POST",
      url: "/reject-evidence-list",
      payload: { ids: [evidenceId], reason: "Blurred" },
    }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "PUT leaderConfirmOrReject",
    status: S.submittedToManager,
    request: ({ ticketId }) => ({
      method: "PUT",
      url: "/leaderConfirmOrReject",
      payload: { ids: [ticketId], confirm: true },
    }),
    expected: expect_({ ownLeader: 200, delegateIn: 200, owner: 401, hr: 401, approver: 401 }, 404),
  },
  {
    name: "PUT hrConfirmOrReject",
    status: S.managerConfirmed,
    request: ({ ticketId }) => ({
      method: "PUT",
      url: "/hrConfirmOrReject",
      payload: { ids: [ticketId], confirm: false, reason: "Receipt missing" },
    }),
    expected: expect_({ hr: 200, owner: 401, ownLeader: 401, approver: 401, delegateIn: 401 }, 404),
  },
  {
    name: "POST approve",
    status: S.hrConfirmed,
    request: ({ ticketId }) => ({ method: "POST", url: "/approve", payload: { ids: [ticketId] } }),
    expected: expect_({ approver: 200, delegateIn: 200, owner: 401, ownLeader: 401, hr: 401 }, 404),
  },
  {
    name: "POST reject/{id}",
    status: S.hrConfirmed,
    request: ({ ticketId }) => ({ method: "POST", url: `/reject/${ticketId}`, payload: { reason: "Check" } }),
    expected: expect_({ approver: 200, delegateIn: 200, owner: 401, ownLeader: 401, hr: 401 }, 404),
  },
  {
    name: "POST approveRefund",
    status: S.cancelling,
    request: ({ ticketId }) => ({ method: "POST", url: "/approveRefund", payload: { ids: [ticketId] } }),
    expected: expect_({ hr: 200, owner: 401, ownLeader: 401, approver: 401, delegateIn: 401 }, 404),
  },
  {
    name: "POST addTicketAF",
    request: ({ employeeId }) => ({
      method: "POST",
      url: "/addTicketAF",
      // Another section than the employee's ticket: an identical active leg would be refused.
      payload: {
        employeeId,
        tickets: [
          {
            departure: "渋谷",
            arrival: "東京",
            transportType: "Train",
            duration: 1,
            startDate: "2026-12-01",
            amount: 1000,
          },
        ],
      },
    }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "POST cancelByAF",
    status: S.approved,
    request: ({ ticketId, employeeId }) => ({
      method: "POST",
      url: "/cancelByAF",
      payload: {
        employeeId,
        ticketId,
        cancelDate: "2026-12-05",
        cancelType: "renewal",
        refundAmount: 0,
        cancelReason: 1,
      },
    }),
    expected: expect_({ hr: 200 }, 401),
  },
  {
    name: "POST checkOverBudgetAF",
    request: ({ employeeId }) => ({
      method: "POST",
      url: "/checkOverBudgetAF",
      payload: { employeeId, startDate: "2026-12-01", endDate: "2026-12-31", amount: 1000, duration: 1 },
    }),
    expected: expect_({ hr: 200 }, 401),
  },
  { name: "GET export", request: () => ({ method: "GET", url: "/export" }), expected: expect_(readers, 401) },
  {
    name: "POST exportAF",
    request: () => ({ method: "POST", url: "/exportAF", payload: {} }),
    expected: expect_(readers, 401),
  },
  {
    name: "GET delegations",
    request: () => ({ method: "GET", url: "/delegations" }),
    expected: expect_({}, 200),
  },
  {
    name: "GET delegations/candidates",
    request: () => ({ method: "GET", url: "/delegations/candidates?search=deputy" }),
    expected: expect_({ ownLeader: 200, otherLeader: 200, approver: 200 }, 401),
  },
];
