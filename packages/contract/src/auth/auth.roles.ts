import type { RoleFlags } from "./auth.schema";

/** Role rules of the spec, read from the flags saved at login. */
export const roleRules = {
  isHr: (f: Pick<RoleFlags, "sms">) => f.sms >= 2,
  isTrainingTeam: (f: Pick<RoleFlags, "sms" | "yobi2">) => f.yobi2 === 1 || f.yobi2 === 2 || f.sms >= 2,
  isSeatAdmin: (f: Pick<RoleFlags, "seat_admin">) => f.seat_admin >= 1,
  isDepartmentLeader: (f: Pick<RoleFlags, "dept_leader">) => f.dept_leader >= 1,
  isDelegator: (f: Pick<RoleFlags, "delegator">) => f.delegator >= 1,
  isNdaOwner: (f: Pick<RoleFlags, "owner_nda">) => f.owner_nda >= 1,
  isFesAdmin: (f: Pick<RoleFlags, "fes_admin">) => f.fes_admin >= 1,
  isNdaAdmin: (f: Pick<RoleFlags, "nda_admin">) => f.nda_admin >= 1,
  isTicketApprover: (f: Pick<RoleFlags, "ticket_approver">) => f.ticket_approver >= 1,
  isAdministrator: (f: Pick<RoleFlags, "administrator">) => f.administrator >= 1,
} as const;
