import type { HelpLanguage } from "@portal/contract/help/help.schema";

/** A published page as search sees it. */
export interface SearchablePage {
  title: string;
  text: string;
}

const cjk = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
const loneKana = /^[\u3040-\u309f]$/;

/** Full-width letters to half-width, half-width katakana to full-width, lower case. */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

/**
 * The words of a query. Spaces separate words; Japanese, written without spaces, is cut into words
 * by Intl.Segmenter and single-kana particles (の, を, は…) are dropped, so "定期券の申請" asks for
 * 定期券 and 申請 wherever they appear in a sentence.
 */
export function searchTerms(query: string, language: HelpLanguage): string[] {
  const segmenter = new Intl.Segmenter(language === "vi" ? "vi" : "ja", { granularity: "word" });
  return normalizeSearchText(query)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      if (!cjk.test(word)) return [word];
      const words = [...segmenter.segment(word)]
        .filter((segment) => segment.isWordLike && !loneKana.test(segment.segment))
        .map((segment) => segment.segment);
      return words.length > 0 ? words : [word];
    });
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** How well a page matches every term: title hits weigh more than body hits; 0 when a term is missing. */
export function scorePage(page: SearchablePage, terms: string[]): number {
  const title = normalizeSearchText(page.title);
  const text = normalizeSearchText(page.text);
  let score = 0;
  for (const term of terms) {
    const titleHits = count(title, term);
    const textHits = count(text, term);
    if (titleHits + textHits === 0) return 0;
    score += titleHits * 100 + textHits;
  }
  return score;
}

const snippetRadius = 60;

/** About 120 characters of the text around the first term found, with ellipses where cut. */
export function snippetOf(text: string, terms: string[]): string {
  const normalized = normalizeSearchText(text);
  const hits = terms.map((term) => normalized.indexOf(term)).filter((index) => index >= 0);
  // A page found by its title alone starts at its beginning.
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  const start = Math.max(0, at - snippetRadius);
  const end = Math.min(text.length, at + snippetRadius);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}
