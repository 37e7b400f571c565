import fs from "node:fs/promises";
import path from "node:path";
import { contentLanguages } from "@portal/contract/common/culture";
import type { Db } from "../../db/database";
import * as pages from "./help.repository";

/**
 * The help pages shipped with the portal: apps/server/help-content/<language>/<feature>.<function>.<order>.md,
 * each starting with a "# Title" line. Found from the source tree (tests, tsx) or from the bundle in dist/.
 */
const contentFolder = "help-content";

async function contentDir(): Promise<string | undefined> {
  for (const candidate of [
    path.resolve(import.meta.dirname, "..", contentFolder),
    path.resolve(import.meta.dirname, "..", "..", "..", contentFolder),
  ]) {
    if (
      await fs.stat(candidate).then(
        (stat) => stat.isDirectory(),
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}

/** A shipped page read from its file. */
export interface ShippedPage extends pages.HelpAddress {
  title: string;
  markdown: string;
}

const fileNamePattern = /^([a-z0-9-]+)\.([a-z0-9-]+)\.(\d+)\.md$/;

/** Splits "# Title\n\nBody" into the title and the body. */
export function parseShippedPage(source: string): { title: string; markdown: string } {
  const [first = "", ...rest] = source.replace(/\r\n/g, "\n").split("\n");
  const title = first.replace(/^#\s+/, "").trim();
  return { title, markdown: rest.join("\n").trim() };
}

export async function readShippedPages(): Promise<ShippedPage[]> {
  const dir = await contentDir();
  if (!dir) throw new Error(`${contentFolder} not found beside the server`);
  const found: ShippedPage[] = [];
  for (const language of contentLanguages) {
    const files = await fs.readdir(path.join(dir, language)).catch(() => [] as string[]);
    for (const file of files.sort()) {
      const match = fileNamePattern.exec(file);
      if (!match) continue;
      const source = await fs.readFile(path.join(dir, language, file), "utf8");
      found.push({
        feature: match[1] as string,
        function: match[2] as string,
        orderNo: Number(match[3]),
        language,
        ...parseShippedPage(source),
      });
    }
  }
  return found;
}

/**
 * Publishes every shipped page that has no row yet (first start, production too, and a page added
 * by a later release). Pages already there, edited or not, are left as the editors made them.
 */
export async function ensureHelpPages(db: Db, now: Date): Promise<number> {
  const shipped = await readShippedPages();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let added = 0;
    for (const page of shipped) {
      const row = await pages.createIfAbsent(trx, {
        feature: page.feature,
        function: page.function,
        orderNo: page.orderNo,
        language: page.language,
        title: page.title,
        markdown: page.markdown,
        publishedAt: at,
        updatedAt: at,
      });
      if (!row) continue;
      await pages.createRevision(trx, {
        pageId: row.id,
        title: page.title,
        markdown: page.markdown,
        createdBy: null,
        createdAt: at,
      });
      added += 1;
    }
    return added;
  });
}
