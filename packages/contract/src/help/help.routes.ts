import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  helpDraftSchema,
  helpDraftUpdateSchema,
  helpEditorParamsSchema,
  helpEditorSchema,
  helpImageParamsSchema,
  helpImageSchema,
  helpLanguageQuerySchema,
  helpMenuSchema,
  helpPageParamsSchema,
  helpPageSchema,
  helpPublishSchema,
  helpRevisionParamsSchema,
  helpRevisionSchema,
  helpSearchQuerySchema,
  helpSearchResultSchema,
} from "./help.schema";

const page = "/api/markdown/:feature/:function/:order";
const denied = { 401: errorBodySchema, 403: errorBodySchema };

/** The help centre: markdown pages per feature, function and order; editing, revisions, search. */
export const helpRoutes = {
  /** Features, functions and published pages, titles in the language asked for (English fallback). */
  menu: defineRoute({
    method: "GET",
    path: "/api/markdown/menu",
    access: "session",
    querystring: helpLanguageQuerySchema,
    response: { 200: helpMenuSchema, 400: errorBodySchema, 403: errorBodySchema },
  }),
  /** Published pages in the language that contain every word of q, best first, with snippets. */
  search: defineRoute({
    method: "GET",
    path: "/api/markdown/search",
    access: "session",
    querystring: helpSearchQuerySchema,
    response: { 200: z.array(helpSearchResultSchema), 400: errorBodySchema, 403: errorBodySchema },
  }),
  /** The published page in the language, or in English with isFallback; 404 when neither exists. */
  page: defineRoute({
    method: "GET",
    path: page,
    access: "session",
    params: helpPageParamsSchema,
    querystring: helpLanguageQuerySchema,
    response: { 200: helpPageSchema, 400: errorBodySchema, 404: errorBodySchema, 403: errorBodySchema },
  }),
  /** Editors: the draft of one language (or the published text to start from). */
  draft: defineRoute({
    method: "GET",
    path: `${page}/draft`,
    access: "session",
    params: helpPageParamsSchema,
    querystring: helpLanguageQuerySchema,
    response: { 200: helpDraftSchema, 400: errorBodySchema, ...denied },
  }),
  /** Editors: saves the draft (creates the page when new); raw HTML and unsafe links are refused. */
  saveDraft: defineRoute({
    method: "PUT",
    path: `${page}/draft`,
    access: "session",
    params: helpPageParamsSchema,
    body: helpDraftUpdateSchema,
    response: { 200: helpDraftSchema, 400: errorBodySchema, ...denied },
  }),
  /** Editors: makes the draft the published page and records it as a revision. */
  publish: defineRoute({
    method: "POST",
    path: `${page}/publish`,
    access: "session",
    params: helpPageParamsSchema,
    body: helpPublishSchema,
    response: { 200: helpDraftSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  /** Editors: the published versions of one language, newest first. */
  revisions: defineRoute({
    method: "GET",
    path: `${page}/revisions`,
    access: "session",
    params: helpPageParamsSchema,
    querystring: helpLanguageQuerySchema,
    response: { 200: z.array(helpRevisionSchema), 400: errorBodySchema, ...denied },
  }),
  /** Editors: copies a revision into the draft (publish it to make it live). */
  restore: defineRoute({
    method: "POST",
    path: `${page}/restore/:revisionId`,
    access: "session",
    params: helpRevisionParamsSchema,
    response: { 200: helpDraftSchema, 404: errorBodySchema, ...denied },
  }),
  /**
   * Editors: multipart/form-data with one part `file`, a PNG, JPEG or WebP image of at most
   * HelpLimits.imageMaxBytes, checked by decoding it and stored re-encoded as WebP.
   */
  uploadImage: defineRoute({
    method: "POST",
    path: "/api/markdown/images",
    access: "session",
    response: {
      200: helpImageSchema,
      400: errorBodySchema,
      413: errorBodySchema,
      429: errorBodySchema,
      ...denied,
    },
  }),
  /** A stored help image; public like campaign banners (decision 013), the name is random. */
  image: defineRoute({
    method: "GET",
    path: "/api/markdown/images/:fileName",
    access: "public",
    params: helpImageParamsSchema,
    response: { 200: z.unknown(), 404: errorBodySchema },
  }),
  /** Administrators: the employees granted the help-editor role, by name. */
  editors: defineRoute({
    method: "GET",
    path: "/api/markdown/editors",
    access: "session",
    response: { 200: z.array(helpEditorSchema), ...denied },
  }),
  /** Administrators: make an active employee a help editor (again is fine). */
  grantEditor: defineRoute({
    method: "PUT",
    path: "/api/markdown/editors/:employeeId",
    access: "session",
    params: helpEditorParamsSchema,
    response: { 200: helpEditorSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
  /** Administrators: take the help-editor role back. */
  revokeEditor: defineRoute({
    method: "DELETE",
    path: "/api/markdown/editors/:employeeId",
    access: "session",
    params: helpEditorParamsSchema,
    response: { 204: noContentSchema, 400: errorBodySchema, 404: errorBodySchema, ...denied },
  }),
};
