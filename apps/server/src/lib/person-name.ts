import { type RawBuilder, sql } from "kysely";
import { readingLanguage } from "./reading-language";

/** The employee name columns a person's shown name is made of. */
type NameColumn = "displayName" | "fullName";

/**
 * A person's name as the reader's language writes it (docs/decisions/039): in Japanese the
 * record's Japanese name (佐藤 健太) where it has one, otherwise, and in English, the given column
 * (the display name unless said). `table` is the employees table's name or alias in the query;
 * `Name` is `string | null` where that table is left-joined.
 */
export function personName<Name extends string | null = string>(
  table: string,
  column: NameColumn = "displayName",
): RawBuilder<Name> {
  const fallback = sql.ref(`${table}.${column}`);
  if (readingLanguage() !== "ja") return sql<Name>`${fallback}`;
  return sql<Name>`coalesce(nullif(trim(${sql.ref(`${table}.fullNameJp`)}), ''), ${fallback})`;
}

/**
 * The same choice for a row written in a language of its own (an e-mail in its reader's language,
 * Navi in the chat's): the Japanese name for Japanese where there is one, otherwise `otherName`.
 */
export function nameForLanguage(language: string, japaneseName: string | null, otherName: string): string {
  return (language === "ja" && japaneseName?.trim()) || otherName;
}
