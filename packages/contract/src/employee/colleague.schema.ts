import { z } from "zod";
import { idParamSchema } from "../common/ids";

/** Colleagues a page of the directory holds when the client names no page size (as before paging). */
export const colleagueSearchLimit = 50;

/**
 * colleague-account's paging headers (the spec's): X-Pagination-Page (1-based) and
 * X-Pagination-Size, 50 by default so that a client sending neither gets the first 50 as before;
 * the answer's X-Total-Count says how many match.
 */
// Loose: Fastify replaces request.headers with the parsed value, so every other header must stay.
export const colleaguePagingHeadersSchema = z.looseObject({
  "x-pagination-page": z.coerce.number().int().min(1).max(100_000).default(1),
  "x-pagination-size": z.coerce.number().int().min(1).max(100).default(colleagueSearchLimit),
});

/** A name in English and in Japanese (department, working place). */
const namesSchema = z.object({ id: z.number().int(), nameEn: z.string(), nameJa: z.string() });

/**
 * colleague-account: the filters of the colleague directory, both optional. `search` is part of
 * the name (Latin or Japanese; kana and romaji find each other), account or employee code,
 * case- and width-insensitively.
 */
export const colleagueSearchQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  departmentId: idParamSchema.optional(),
});

/** One colleague of the directory: who they are and where they work, nothing private. */
export const colleagueSummarySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  fullName: z.string(),
  fullName_JP: z.string().nullable(),
  /** The colleague's photo, or null when they have none. */
  avatarURL: z.string().nullable(),
  dept: namesSchema,
  workingPlace: namesSchema.nullable(),
});

/** colleague-info/{id}: the id is the employee id or the account. */
export const colleagueInfoParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(100) });

/**
 * colleague-info/{id}: how to reach a colleague. `teams` is the address Teams knows them by (the
 * work e-mail) and `teamsLink` opens a chat in the browser or app; `workplaceLink` searches the
 * working place's address on Google Maps; `tel` is the company phone. There are no seat plans
 * yet, so `seatCode` is null. Only work contacts: private fields (mobile, personal e-mail, home
 * address, birthday, ...) are never part of it (profile-fields.ts, colleagueProfileFields).
 */
export const colleagueInfoSchema = colleagueSummarySchema.extend({
  email: z.string(),
  teams: z.string(),
  teamsLink: z.string(),
  workplaceLink: z.string().nullable(),
  /** The company phone (the profile's companyTel), never the private mobile. */
  tel: z.string().nullable(),
  seatCode: z.string().nullable(),
});

/** departments: what the directory's department filter offers. */
export const colleagueDepartmentSchema = namesSchema;

export type ColleagueSearchQuery = z.output<typeof colleagueSearchQuerySchema>;
export type ColleagueSummary = z.infer<typeof colleagueSummarySchema>;
export type ColleagueInfo = z.infer<typeof colleagueInfoSchema>;
export type ColleagueDepartment = z.infer<typeof colleagueDepartmentSchema>;
