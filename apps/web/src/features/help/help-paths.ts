import type { HelpLanguage } from "@portal/contract/help/help.schema";
import { paths } from "../../lib/paths";

/** The parameter of the help start page holding the search words. */
export const helpSearchParam = "q";

/** The help start page in a help language, with search words when given. */
export function helpSearchPath(language: HelpLanguage, words?: string): string {
  const params = new URLSearchParams({ lang: language });
  if (words) params.set(helpSearchParam, words);
  return `${paths.help}?${params}`;
}
