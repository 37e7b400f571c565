import type { HelpDraft, HelpLanguage, HelpPage, HelpRevision } from "@portal/contract/help/help.schema";
import type { HelpPageRow } from "./help.repository";

/** A published row as the page view gets it. */
export function toHelpPage(row: HelpPageRow, isFallback: boolean): HelpPage {
  return {
    feature: row.feature,
    function: row.function,
    order: row.orderNo,
    title: row.title ?? "",
    markdown: row.markdown ?? "",
    language: row.language as HelpLanguage,
    isFallback,
    publishedAt: row.publishedAt ?? "",
  };
}

/** What the editor starts from: the draft, else the published text, else an empty page. */
export function toHelpDraft(row: HelpPageRow | undefined, language: HelpLanguage): HelpDraft {
  const hasDraft = row?.draftMarkdown != null;
  return {
    language,
    title: (hasDraft ? row?.draftTitle : row?.title) ?? "",
    markdown: (hasDraft ? row?.draftMarkdown : row?.markdown) ?? "",
    hasDraft,
    isPublished: row?.publishedAt != null,
    publishedAt: row?.publishedAt ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

export function toHelpRevision(row: {
  id: number;
  title: string;
  markdown: string;
  createdAt: string;
  displayName: string | null;
}): HelpRevision {
  return {
    id: row.id,
    title: row.title,
    markdown: row.markdown,
    createdAt: row.createdAt,
    createdBy: row.displayName,
  };
}
