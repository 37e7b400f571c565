import { z } from "zod";
import { idParamSchema } from "../common/ids";
import { pagedSchema } from "../common/paging";
import { TicketLimits, TicketMessages } from "./commutation-ticket.constants";
import { amountSchema, requiredText } from "./commutation-ticket.schema";

/**
 * PUT commutationTicket/sectionFare: HR sets the official fares of a section (either direction),
 * per pass length; a length left null has none. Setting a section again replaces its fares.
 */
export const sectionFareInputSchema = z
  .strictObject({
    departure: requiredText(TicketMessages.departureRequired),
    arrival: requiredText(TicketMessages.arrivalRequired),
    oneMonth: amountSchema.nullable().default(null),
    threeMonths: amountSchema.nullable().default(null),
    sixMonths: amountSchema.nullable().default(null),
    /** Where the fare comes from (the operator's fare table, a route search...). */
    note: z.string().trim().max(TicketLimits.reasonMaxLength).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.departure === value.arrival) {
      ctx.addIssue({ code: "custom", path: ["arrival"], message: TicketMessages.sameStations });
    }
    if (value.oneMonth === null && value.threeMonths === null && value.sixMonths === null) {
      ctx.addIssue({ code: "custom", path: ["oneMonth"], message: TicketMessages.fareRequired });
    }
  });

export const sectionFareQuerySchema = z.strictObject({
  /** Text in either station's name. */
  search: z.string().trim().max(TicketLimits.locationMaxLength).default(""),
});

export const sectionFareParamsSchema = z.strictObject({ id: idParamSchema });

/** An official fare of a section, with who set it last and when. */
export const sectionFareSchema = z.object({
  id: z.number().int(),
  departure: z.string(),
  arrival: z.string(),
  oneMonth: z.number().int().nullable(),
  threeMonths: z.number().int().nullable(),
  sixMonths: z.number().int().nullable(),
  note: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});

export const sectionFarePageSchema = pagedSchema(sectionFareSchema);

export type SectionFareInput = z.output<typeof sectionFareInputSchema>;
export type SectionFareInputRaw = z.input<typeof sectionFareInputSchema>;
export type SectionFare = z.infer<typeof sectionFareSchema>;
