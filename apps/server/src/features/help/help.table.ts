import type { Generated } from "kysely";

/** One help page in one language: the published text and the editor's draft (decision 026). */
export interface HelpPagesTable {
  id: Generated<number>;
  feature: string;
  function: string;
  orderNo: number;
  /** en, ja or vi. */
  language: string;
  /** Published title and markdown; null until first published. */
  title: string | null;
  markdown: string | null;
  publishedAt: string | null;
  draftTitle: string | null;
  draftMarkdown: string | null;
  updatedAt: string;
}

/** A published version of a page. */
export interface HelpRevisionsTable {
  id: Generated<number>;
  pageId: number;
  title: string;
  markdown: string;
  /** The publishing employee; null for shipped pages. */
  createdBy: number | null;
  createdAt: string;
}

/** An employee an administrator made a help editor. */
export interface HelpEditorsTable {
  employeeId: number;
  grantedBy: number | null;
  grantedAt: string;
}
