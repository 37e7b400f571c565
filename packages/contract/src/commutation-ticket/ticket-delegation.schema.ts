import { z } from "zod";
import { DateRanges, isoDateIn } from "../common/dates";
import { idParamSchema, idSchema } from "../common/ids";
import { TicketMessages } from "./commutation-ticket.constants";

/**
 * Delegation: a leader or a ticket approver names a delegate (an employee with the delegator
 * role) for a date range; during it the delegate sees and decides that queue, and the ticket's
 * log records "decided by the delegate for the delegator" (docs/decisions/018).
 */
export const delegationRoles = ["leader", "approver"] as const;
export type DelegationRole = (typeof delegationRoles)[number];

/** Longest delegation, in days. */
export const delegationMaxDays = 366;

const isoDate = isoDateIn(DateRanges.picker);

export const delegationInputSchema = z
  .strictObject({
    delegateId: idSchema,
    role: z.enum(delegationRoles),
    fromDate: isoDate,
    toDate: isoDate,
  })
  .refine((input) => input.fromDate <= input.toDate, {
    error: TicketMessages.periodInvalid,
    path: ["toDate"],
  });

export const delegationSchema = z.object({
  id: z.number().int(),
  role: z.enum(delegationRoles),
  delegatorId: z.number().int(),
  delegatorName: z.string(),
  delegateId: z.number().int(),
  delegateName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Whether today lies in the range. */
  active: z.boolean(),
  createdAt: z.string(),
});

/** GET delegations: what the caller gave (and may withdraw) and what they received. */
export const delegationsSchema = z.object({
  /** The roles the caller may delegate now (leader when they lead a department, approver ...). */
  canDelegate: z.array(z.enum(delegationRoles)),
  given: z.array(delegationSchema),
  received: z.array(delegationSchema),
});

export const delegationIdParamsSchema = z.strictObject({ id: idParamSchema });

export type DelegationInput = z.output<typeof delegationInputSchema>;
export type Delegation = z.infer<typeof delegationSchema>;
export type Delegations = z.infer<typeof delegationsSchema>;
