import type { z } from "zod";
import { idSchema } from "../common/ids";
import {
  cancelTicketSchema,
  createTicketsSchema,
  overBudgetQuerySchema,
  updateTicketSchema,
} from "./commutation-ticket.schema";

/**
 * The AF ("acting for") calls: HR enters or corrects an employee's ticket on their behalf. The
 * bodies are the employee's own calls plus the employee acted for; the ticket's log records HR
 * as the actor and the employee as the one acted for (docs/decisions/018).
 */
const employeeId = idSchema;

export const addTicketForSchema = createTicketsSchema.extend({ employeeId });
export const updateTicketForSchema = updateTicketSchema.extend({ employeeId });
export const cancelTicketForSchema = cancelTicketSchema.safeExtend({ employeeId });
export const overBudgetForSchema = overBudgetQuerySchema.extend({ employeeId });

export type AddTicketFor = z.output<typeof addTicketForSchema>;
export type UpdateTicketFor = z.output<typeof updateTicketForSchema>;
export type CancelTicketFor = z.output<typeof cancelTicketForSchema>;
export type OverBudgetFor = z.output<typeof overBudgetForSchema>;
