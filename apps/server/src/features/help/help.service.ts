import { HttpStatus } from "@portal/contract/common/http";
import { HelpLimits, HelpMessages } from "@portal/contract/help/help.constants";
import type {
  HelpDraft,
  HelpDraftUpdate,
  HelpImage,
  HelpLanguage,
  HelpMenu,
  HelpPage,
  HelpPageParams,
  HelpRevision,
  HelpSearchResult,
} from "@portal/contract/help/help.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { imageRefused } from "../../lib/upload-image";
import type { UploadedFile } from "../../lib/upload-reader";
import type { SessionClaims } from "../auth/token";
import { findUnsafeMarkdown, plainTextOf } from "./help.markdown";
import { toHelpDraft, toHelpPage, toHelpRevision } from "./help.presenter";
import * as pages from "./help.repository";
import { scorePage, searchTerms, snippetOf } from "./help.search";
import { mayEditHelp } from "./help-editors.service";
import { reencodeHelpImage, saveHelpImage } from "./help-image.storage";

const fallbackLanguage: HelpLanguage = "en";

/** Refuses (401) a caller who may not edit help pages; roles come from the records, never the client. */
async function assertHelpEditor(deps: AppDeps, session: SessionClaims): Promise<void> {
  if (!(await mayEditHelp(deps, session.employeeId))) throw AppError.permissionDenied();
}

const addressOf = (params: HelpPageParams, language: HelpLanguage): pages.HelpAddress => ({
  feature: params.feature,
  function: params.function,
  orderNo: params.order,
  language,
});

const keyOf = (row: pages.HelpPageRow) => `${row.feature}/${row.function}/${row.orderNo}`;

/** Published pages in the language, each address falling back to English when not translated. */
async function publishedIn(deps: AppDeps, language: HelpLanguage) {
  const rows = await pages.findPublished(deps.db);
  const chosen = new Map<string, pages.HelpPageRow>();
  for (const row of rows) {
    if (row.language !== language && row.language !== fallbackLanguage) continue;
    const key = keyOf(row);
    if (!chosen.has(key) || row.language === language) chosen.set(key, row);
  }
  // Keep the order pages were first created in (the shipped files' order, then new ones).
  return [...chosen.values()].sort((a, b) => a.id - b.id);
}

export async function getHelpMenu(
  deps: AppDeps,
  session: SessionClaims,
  language: HelpLanguage,
): Promise<HelpMenu> {
  const features = new Map<string, Map<string, HelpMenu["features"][number]["functions"][number]["pages"]>>();
  for (const row of await publishedIn(deps, language)) {
    const functions = features.get(row.feature) ?? new Map();
    features.set(row.feature, functions);
    const list = functions.get(row.function) ?? [];
    functions.set(row.function, list);
    list.push({ order: row.orderNo, title: row.title ?? "", language: row.language as HelpLanguage });
  }
  return {
    canEdit: await mayEditHelp(deps, session.employeeId),
    features: [...features].map(([key, functions]) => ({
      key,
      functions: [...functions].map(([functionKey, list]) => ({
        key: functionKey,
        pages: list.sort((a, b) => a.order - b.order),
      })),
    })),
  };
}

export async function getHelpPage(
  deps: AppDeps,
  params: HelpPageParams,
  language: HelpLanguage,
): Promise<HelpPage> {
  const row = await pages.findByAddress(deps.db, addressOf(params, language));
  if (row?.publishedAt) return toHelpPage(row, false);
  const english = await pages.findByAddress(deps.db, addressOf(params, fallbackLanguage));
  if (english?.publishedAt) return toHelpPage(english, language !== fallbackLanguage);
  throw AppError.notFound();
}

/**
 * Help search in every language: a page matches when its text in any language has every term.
 * Each page is found once, in the chosen language when it has a published version there (else
 * the language it matched in); pages the chosen language has come first, then by score.
 */
export async function searchHelp(
  deps: AppDeps,
  query: string,
  language: HelpLanguage,
): Promise<HelpSearchResult[]> {
  const terms = searchTerms(query, language);
  const rows = await pages.findPublished(deps.db);
  type Row = (typeof rows)[number];
  const addressOfRow = (row: Row) => `${row.feature}/${row.function}/${row.orderNo}`;
  const isChosen = (row: Row) => row.language === language;
  const inChosen = new Map(rows.filter(isChosen).map((row) => [addressOfRow(row), row]));
  // Each page once: its version in the chosen language when that one matches, else its best match.
  const best = new Map<string, { row: Row; text: string; score: number }>();
  for (const row of rows) {
    const text = plainTextOf(row.markdown ?? "");
    const score = scorePage({ title: row.title ?? "", text }, terms);
    if (score === 0) continue;
    const key = addressOfRow(row);
    const held = best.get(key);
    const isBetter =
      !held ||
      (isChosen(row) && !isChosen(held.row)) ||
      (isChosen(row) === isChosen(held.row) && score > held.score);
    if (isBetter) best.set(key, { row, text, score });
  }
  // Pages the chosen language has first (those matched in it before those matched elsewhere).
  const rank = ([key, hit]: [string, { row: Row }]) =>
    (inChosen.has(key) ? 2 : 0) + (isChosen(hit.row) ? 1 : 0);
  return [...best.entries()]
    .sort((a, b) => rank(b) - rank(a) || b[1].score - a[1].score || a[1].row.id - b[1].row.id)
    .slice(0, HelpLimits.searchResults)
    .map(([key, hit]) => {
      // Matched in another language: shown in the chosen one when it has that page.
      const shown = isChosen(hit.row) ? hit.row : (inChosen.get(key) ?? hit.row);
      return {
        feature: shown.feature,
        function: shown.function,
        order: shown.orderNo,
        title: shown.title ?? "",
        snippet:
          shown === hit.row ? snippetOf(hit.text, terms) : snippetOf(plainTextOf(shown.markdown ?? ""), []),
        language: shown.language as HelpLanguage,
      };
    });
}

export async function getHelpDraft(
  deps: AppDeps,
  session: SessionClaims,
  params: HelpPageParams,
  language: HelpLanguage,
): Promise<HelpDraft> {
  await assertHelpEditor(deps, session);
  return toHelpDraft(await pages.findByAddress(deps.db, addressOf(params, language)), language);
}

/** Saves a draft after refusing raw HTML and unsafe links; creates the page when it is new. */
export async function saveHelpDraft(
  deps: AppDeps,
  session: SessionClaims,
  params: HelpPageParams,
  input: HelpDraftUpdate,
): Promise<HelpDraft> {
  await assertHelpEditor(deps, session);
  const problem = findUnsafeMarkdown(input.markdown);
  if (problem) throw AppError.field("markdown", problem);
  const now = deps.clock.now().toISOString();
  const address = addressOf(params, input.language);
  const draft = { draftTitle: input.title, draftMarkdown: input.markdown, updatedAt: now };
  const row = await deps.db.transaction().execute(async (trx) => {
    const existing =
      (await pages.findByAddress(trx, address)) ??
      (await pages.createIfAbsent(trx, { ...address, ...draft }));
    if (!existing) throw AppError.notFound();
    return pages.update(trx, existing.id, draft);
  });
  return toHelpDraft(row, input.language);
}

/** Publishes the draft and records it as a revision, in one transaction. */
export async function publishHelpPage(
  deps: AppDeps,
  session: SessionClaims,
  params: HelpPageParams,
  language: HelpLanguage,
): Promise<HelpDraft> {
  await assertHelpEditor(deps, session);
  const now = deps.clock.now().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const page = await pages.findByAddress(trx, addressOf(params, language));
    if (page?.draftMarkdown == null || page.draftTitle == null) {
      throw new AppError(HttpStatus.badRequest, HelpMessages.nothingToPublish);
    }
    await pages.createRevision(trx, {
      pageId: page.id,
      title: page.draftTitle,
      markdown: page.draftMarkdown,
      createdBy: session.employeeId,
      createdAt: now,
    });
    return pages.update(trx, page.id, {
      title: page.draftTitle,
      markdown: page.draftMarkdown,
      publishedAt: now,
      draftTitle: null,
      draftMarkdown: null,
      updatedAt: now,
    });
  });
  return toHelpDraft(row, language);
}

export async function listHelpRevisions(
  deps: AppDeps,
  session: SessionClaims,
  params: HelpPageParams,
  language: HelpLanguage,
): Promise<HelpRevision[]> {
  await assertHelpEditor(deps, session);
  const page = await pages.findByAddress(deps.db, addressOf(params, language));
  if (!page) return [];
  return (await pages.findRevisionsByPageId(deps.db, page.id, HelpLimits.revisionsShown)).map(toHelpRevision);
}

/** Copies a revision of this page into its draft; publishing makes it live again. */
export async function restoreHelpRevision(
  deps: AppDeps,
  session: SessionClaims,
  params: HelpPageParams,
  revisionId: number,
): Promise<HelpDraft> {
  await assertHelpEditor(deps, session);
  const revision = await pages.findRevisionById(deps.db, revisionId);
  const page = revision && (await pages.findById(deps.db, revision.pageId));
  const isThisPage =
    page?.feature === params.feature && page.function === params.function && page.orderNo === params.order;
  if (!revision || !page || !isThisPage) throw AppError.notFound();
  const row = await pages.update(deps.db, page.id, {
    draftTitle: revision.title,
    draftMarkdown: revision.markdown,
    updatedAt: deps.clock.now().toISOString(),
  });
  return toHelpDraft(row, row.language as HelpLanguage);
}

/** The answer to an upload over HelpLimits.imageMaxBytes. */
export function helpImageTooLarge(): AppError {
  const maxMegabytes = HelpLimits.imageMaxBytes / (1024 * 1024);
  return AppError.field("file", HelpMessages.imageTooLarge, { maxMegabytes }, HttpStatus.payloadTooLarge);
}

/** Stores an uploaded image re-encoded as WebP; the role is checked before a byte is read. */
export async function uploadHelpImage(
  deps: AppDeps,
  session: SessionClaims,
  read: () => Promise<UploadedFile | undefined>,
): Promise<HelpImage> {
  await assertHelpEditor(deps, session);
  const upload = await read();
  if (!upload || upload.size === 0) {
    throw AppError.field("file", HelpMessages.imageRequired);
  }
  const webp = await reencodeHelpImage(upload.path);
  // Help images are not told apart by their first bytes: anything unreadable is "not an image".
  if (webp === "unreadable") throw AppError.field("file", HelpMessages.imageType);
  if (webp === "tooManyPixels") throw imageRefused("file", webp);
  return { url: await saveHelpImage(deps.config.dataDir, webp) };
}
