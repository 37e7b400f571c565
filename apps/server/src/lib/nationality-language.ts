import type { ContentLanguage } from "@portal/contract/common/culture";

/**
 * The language an employee's nationality suggests, where they have not chosen one: Vietnamese → vi,
 * Japanese → ja, else en (the chat's language; e-mail, which has no Vietnamese, falls back to en).
 */
export function languageOfNationality(nationality: string | null): ContentLanguage {
  const nation = (nationality ?? "").toLowerCase();
  if (nation.startsWith("vietnam")) return "vi";
  if (nation.startsWith("japan")) return "ja";
  return "en";
}
