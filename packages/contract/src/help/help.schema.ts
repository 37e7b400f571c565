import { z } from "zod";
import { contentLanguages } from "../common/culture";
import { idParamSchema } from "../common/ids";
import { withoutNul } from "../common/without-nul";
import { HelpLimits, helpImageFilePattern, helpSlugPattern } from "./help.constants";

const slug = z.string().max(HelpLimits.slugMaxLength).regex(helpSlugPattern);
const language = z.enum(contentLanguages);

/** The address of one help page: help/{feature}/{function}/{order}. */
export const helpPageParamsSchema = z.strictObject({
  feature: slug,
  function: slug,
  order: z.coerce.number().int().min(1).max(HelpLimits.orderMax),
});

/** The language asked for; without it, the request's language (en or ja). */
export const helpLanguageQuerySchema = z.strictObject({ lang: language.optional() });

export const helpSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(HelpLimits.searchMaxLength),
  lang: language.optional(),
});

export const helpRevisionParamsSchema = helpPageParamsSchema.extend({
  revisionId: idParamSchema,
});

export const helpImageParamsSchema = z.strictObject({
  fileName: z.string().regex(helpImageFilePattern),
});

/** One published page in the menu: its order and title in the language served. */
export const helpMenuPageSchema = z.object({
  order: z.number().int(),
  title: z.string(),
  language: language,
});

/** The help menu: features, their functions, and the published pages of each. */
export const helpMenuSchema = z.object({
  /** Whether the caller may edit help pages (administrators, HR and granted help editors). */
  canEdit: z.boolean(),
  features: z.array(
    z.object({
      key: z.string(),
      functions: z.array(z.object({ key: z.string(), pages: z.array(helpMenuPageSchema) })),
    }),
  ),
});

/** A published page: markdown source (clients render it without raw HTML), its title and language. */
export const helpPageSchema = z.object({
  feature: z.string(),
  function: z.string(),
  order: z.number().int(),
  title: z.string(),
  markdown: z.string(),
  /** The language actually served. */
  language: language,
  /** True when the language asked for has no published page and English is served instead. */
  isFallback: z.boolean(),
  publishedAt: z.string(),
});

/** One search hit: where the page is, its title and a plain-text snippet around the match. */
export const helpSearchResultSchema = z.object({
  feature: z.string(),
  function: z.string(),
  order: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  /** The language of the page the result shows (the chosen one when the page has it). */
  language,
});

/** What an editor works on: the draft if there is one, else the published text, else nothing. */
export const helpDraftSchema = z.object({
  language: language,
  title: z.string(),
  markdown: z.string(),
  hasDraft: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

/** A draft to save; markdown with no raw HTML and only http(s), mailto or relative links. */
export const helpDraftUpdateSchema = z.strictObject({
  language: language,
  title: z.string().overwrite(withoutNul).trim().min(1).max(HelpLimits.titleMaxLength),
  markdown: z.string().overwrite(withoutNul).max(HelpLimits.markdownMaxLength),
});

export const helpPublishSchema = z.strictObject({ language: language });

/** A published version of a page, newest first. */
export const helpRevisionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  markdown: z.string(),
  createdAt: z.string(),
  /** Who published it; null for the pages shipped with the portal. */
  createdBy: z.string().nullable(),
});

export const helpImageSchema = z.object({ url: z.string() });

export type HelpLanguage = z.infer<typeof language>;
export type HelpPageParams = z.infer<typeof helpPageParamsSchema>;
/** An employee an administrator made a help editor (administrators and HR edit anyway). */
export const helpEditorSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  fullName: z.string(),
  departmentName: z.string().nullable(),
  grantedAt: z.string(),
  grantedByName: z.string().nullable(),
});

export const helpEditorParamsSchema = z.strictObject({ employeeId: idParamSchema });

export type HelpMenu = z.infer<typeof helpMenuSchema>;
export type HelpEditor = z.infer<typeof helpEditorSchema>;
export type HelpPage = z.infer<typeof helpPageSchema>;
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;
export type HelpDraft = z.infer<typeof helpDraftSchema>;
export type HelpDraftUpdate = z.infer<typeof helpDraftUpdateSchema>;
export type HelpRevision = z.infer<typeof helpRevisionSchema>;
export type HelpImage = z.infer<typeof helpImageSchema>;
