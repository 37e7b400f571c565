import type { Paged } from "@portal/contract/common/paging";
import {
  type ColleagueDepartment,
  type ColleagueInfo,
  type ColleagueSearchQuery,
  type ColleagueSummary,
  colleagueSearchLimit,
} from "@portal/contract/employee/colleague.schema";
import { toKatakana, toRomaji } from "wanakana";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import { activeStatus } from "../../lib/employee-status";
import { romajiSpellings, withoutHepburnMarks } from "../../lib/japanese-text";
import { avatarUrlsOf } from "../employee-avatar/employee-avatar.service";
import { toColleagueInfo, toColleagueSummary } from "./colleague.presenter";
import * as colleagues from "./colleague.repository";

/**
 * The ways a name may have been typed, besides as it is: kana as Hepburn romaji (さとう, サトウ →
 * satou, sato: the Latin name is written with long vowels once) and hiragana as katakana (names
 * of foreign staff are in katakana); Hepburn's macrons dropped (Satō → sato).
 */
export function nameSearchVariants(text: string): string[] {
  const plain = withoutHepburnMarks(text.normalize("NFKC"));
  const variants = new Set([plain]);
  if (/[\u3041-\u30ff]/.test(plain)) {
    variants.add(toKatakana(plain));
    const romaji = toRomaji(plain);
    if (/^[a-z -]+$/i.test(romaji)) for (const spelling of romajiSpellings(romaji)) variants.add(spelling);
  } else if (/^[a-z -]+$/i.test(plain)) {
    for (const spelling of romajiSpellings(plain.toLowerCase())) variants.add(spelling);
  }
  return [...variants];
}

/**
 * The colleague directory (any signed-in user): one page of the active colleagues matching the
 * filters, by name, with their photos, and how many match in all.
 */
export async function searchColleagues(
  deps: AppDeps,
  filter: ColleagueSearchQuery,
  page: { page: number; size: number } = { page: 1, size: colleagueSearchLimit },
): Promise<Paged<ColleagueSummary>> {
  const search = filter.search?.trim() ? nameSearchVariants(filter.search.trim()) : [];
  const where = { departmentId: filter.departmentId, search };
  const [rows, totalCount] = await Promise.all([
    colleagues.searchColleagues(deps.db, where, page, activeStatus),
    colleagues.countColleagues(deps.db, where, activeStatus),
  ]);
  const photos = await avatarUrlsOf(
    deps,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toColleagueSummary(row, photos.get(row.id) ?? null)), totalCount };
}

/** How to reach one active colleague, by employee id or account; 404 for anyone else. */
export async function getColleagueInfo(deps: AppDeps, idOrAccount: string): Promise<ColleagueInfo> {
  const byId = /^\d{1,9}$/.test(idOrAccount)
    ? await colleagues.findColleagueById(deps.db, Number(idOrAccount), activeStatus)
    : undefined;
  const row = byId ?? (await colleagues.findColleagueByAccount(deps.db, idOrAccount, activeStatus));
  if (!row) throw AppError.notFound();
  const photos = await avatarUrlsOf(deps, [row.id]);
  return toColleagueInfo(row, photos.get(row.id) ?? null);
}

/** The departments the directory's filter offers. */
export async function listColleagueDepartments(deps: AppDeps): Promise<ColleagueDepartment[]> {
  return colleagues.listDepartments(deps.db);
}
