import { z } from "zod";
import { addDays, DateRanges, isoDateIn } from "../common/dates";
import { idParamSchema } from "../common/ids";
import { ZipCodeMessages, zipCodeSchema } from "../zip-code/zip-code.schema";

/** Limits of the working-address form (tickets spec §9: post code length 7). */
export const WorkingAddressLimits = {
  postCodeLength: 7,
  addressMaxLength: 200,
} as const;

/** Message keys of the working-address rules (texts in the locales of server and web). */
export const WorkingAddressMessages = {
  /** The spec's text for a post code that is not 7 digits or has no address. */
  postCodeInvalid: ZipCodeMessages.invalid,
  addressRequired: "workingAddress.addressRequired",
  changeDateRequired: "workingAddress.changeDateRequired",
  /** The change date is before the earliest allowed ({{date}}, YYYY/MM/DD). */
  changeDateTooEarly: "workingAddress.changeDateTooEarly",
  sameAddress: "workingAddress.sameAddress",
  /** addWorkingAddress when the employee already has one: a change is asked for instead. */
  alreadyRecorded: "workingAddress.alreadyRecorded",
} as const;

const addressLine = (message?: string) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(WorkingAddressLimits.addressMaxLength);

/**
 * POST addWorkingAddress and changeWorkingAddress: the caller's working address from `changeDate`
 * (YYYY-MM-DD, in Japan). The post code may carry a hyphen and full-width digits; address1 is
 * what the post code lookup fills in (prefecture, city, town), address2 the rest (block, building).
 */
export const workingAddressInputSchema = z.strictObject({
  postCode: zipCodeSchema,
  address1: addressLine(WorkingAddressMessages.addressRequired).min(1, {
    error: WorkingAddressMessages.addressRequired,
  }),
  address2: addressLine().default(""),
  changeDate: z
    .string({ error: WorkingAddressMessages.changeDateRequired })
    .pipe(isoDateIn(DateRanges.picker)),
});

export const workingAddressIdParamsSchema = z.strictObject({ id: idParamSchema });

/**
 * One working address of an employee (the spec's entity), from its change date until the next
 * one's. `isCurrent` marks the one in force today; `isScheduled` one whose date is still to come.
 */
export const employeeWorkingAddressSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  account: z.string(),
  /** The address on one line, as tickets show it: 〒100-0005 東京都千代田区丸の内 1-6-5 … */
  workingAddress: z.string(),
  /** The company's working place (office) it is, or null for another address (a client's site). */
  workingAddressId: z.number().int().nullable(),
  postCode: z.string(),
  address1: z.string(),
  address2: z.string(),
  /** YYYY-MM-DD, and the spec's YYYYMMDD form. */
  changeDate: z.string(),
  changeDateString: z.string(),
  /** The commuting-ticket request that answered this change (null until one does). */
  ticketId: z.number().int().nullable(),
  isCurrent: z.boolean(),
  isScheduled: z.boolean(),
  createdAt: z.string(),
});

/** A ticket of the employee's route that covers days at the old address: it must be asked for again. */
export const ticketToChangeSchema = z.object({
  id: z.number().int(),
  departure: z.string(),
  arrival: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.number().int(),
});

/** What adding or changing a working address did: the record, and the tickets to ask for again. */
export const workingAddressChangeResultSchema = z.object({
  workingAddress: employeeWorkingAddressSchema,
  ticketsToChange: z.array(ticketToChangeSchema),
  /** The commuting route is now marked for re-application (isChangeWorkingAddress). */
  isRouteMarked: z.boolean(),
});

/**
 * The earliest change date allowed (docs/decisions/022): today in Japan, and after the latest
 * recorded change, so the history stays one address per day and is never rewritten.
 */
export function minChangeDate(today: string, latestChangeDate: string | null): string {
  if (latestChangeDate === null) return today;
  const dayAfter = addDays(latestChangeDate, 1);
  return dayAfter > today ? dayAfter : today;
}

export type WorkingAddressInput = z.output<typeof workingAddressInputSchema>;
export type WorkingAddressInputRaw = z.input<typeof workingAddressInputSchema>;
export type EmployeeWorkingAddress = z.infer<typeof employeeWorkingAddressSchema>;
export type TicketToChange = z.infer<typeof ticketToChangeSchema>;
export type WorkingAddressChangeResult = z.infer<typeof workingAddressChangeResultSchema>;
