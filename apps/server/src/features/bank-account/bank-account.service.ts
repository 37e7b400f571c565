import {
  type Bank,
  BankAccountMessages,
  type Branch,
  bankSearchLimit,
} from "@portal/contract/bank-account/bank-account.schema";
import { HttpStatus } from "@portal/contract/common/http";
import { asciiToHalfWidth } from "@portal/contract/common/to-half-width";
import { AppError } from "../../lib/app-error";
import { katakanaToHiragana } from "../../lib/japanese-text";
import { bankAliases } from "./bank-aliases";

/** A bank or branch as the zengin-code package has it. */
interface ZenginEntry {
  code: string;
  name: string;
  kana: string;
  hira?: string;
  roma?: string;
}
type ZenginData = Record<string, ZenginEntry & { branches: Record<string, ZenginEntry> }>;

interface Indexed<T> {
  entry: T;
  /** Name, kana and romaji, normalised for search. */
  key: string;
}

const smallKana: Record<string, string> = Object.fromEntries(
  [..."ぁぃぅぇぉっゃゅょゎゕゖ"].map((small, i) => [small, "あいうえおつやゆよわかけ"[i] ?? small]),
);

/**
 * Search text of names and kana, so that full- and half-width, katakana and hiragana match alike:
 * NFKC, lower case, katakana to hiragana, small kana to large (Zengin kana has none: "チヨウ"),
 * every long-vowel mark and hyphen to "ー", no spaces.
 */
export function normalizeBankText(text: string): string {
  return katakanaToHiragana(text.normalize("NFKC").toLowerCase())
    .replace(/[ぁぃぅぇぉっゃゅょゎゕゖ]/g, (char) => smallKana[char] ?? char)
    .replace(/[-‐－ー−]/g, "ー")
    .replace(/\s+/g, "");
}

/** What the user may type after a bank's name: the data has "みずほ", users type "みずほ銀行". */
const bankSuffix = /(銀行|ぎんこう)$/;

const searchKeyOf = (entry: ZenginEntry, aliases: readonly string[] = []) =>
  [entry.name, entry.kana, entry.roma ?? "", ...aliases].map(normalizeBankText).join("\n");

const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);

let banks: Indexed<Bank>[] | undefined;
let branches: Map<string, Indexed<Branch>[]> | undefined;

/**
 * The Zengin codes shipped with the server (zengin-code, ~5 MB of JSON in a CommonJS module):
 * loaded once (the server starts it after listening, so that nobody's first search waits for it),
 * nothing fetched at run time.
 */
export async function loadBankCodes(): Promise<{
  banks: Indexed<Bank>[];
  branches: Map<string, Indexed<Branch>[]>;
}> {
  if (!banks || !branches) {
    // A dynamic import: the CommonJS module's exports are its default; loaded once, when first asked.
    const data = (await import("zengin-code")).default as ZenginData;
    const all = Object.values(data).sort(byCode);
    banks = all.map((bank) => ({
      entry: {
        code: bank.code,
        // The data writes Latin letters full-width (三菱ＵＦＪ); people read and type 三菱UFJ.
        name: asciiToHalfWidth(bank.name),
        kana: bank.kana,
        hira: bank.hira,
        roma: bank.roma,
      },
      key: searchKeyOf(bank, bankAliases[bank.code]),
    }));
    branches = new Map(
      all.map((bank) => [
        bank.code,
        Object.values(bank.branches)
          .sort(byCode)
          .map((branch) => ({
            entry: { code: branch.code, name: asciiToHalfWidth(branch.name), kana: branch.kana },
            key: searchKeyOf(branch),
          })),
      ]),
    );
  }
  return { banks, branches };
}

function matching<T extends { code: string }>(list: Indexed<T>[], search: string, suffix?: RegExp): T[] {
  const code = search.normalize("NFKC").trim();
  let text = normalizeBankText(search);
  if (suffix) text = text.replace(suffix, "") || text;
  return list
    .filter((item) => (/^\d+$/.test(code) && item.entry.code.startsWith(code)) || item.key.includes(text))
    .map((item) => item.entry);
}

/** Every bank sorted by code; with a search, at most 50 whose name, kana, romaji or code match. */
export async function getBanks(search?: string): Promise<Bank[]> {
  const list = (await loadBankCodes()).banks;
  if (!search) return list.map((bank) => bank.entry);
  return matching(list, search, bankSuffix).slice(0, bankSearchLimit);
}

/** The branches of a bank sorted by code (those whose name, kana or code match a search). */
export async function getBranches(bankCode: string, search?: string): Promise<Branch[]> {
  const list = (await loadBankCodes()).branches.get(bankCode);
  if (!list)
    throw AppError.field("bankCode", BankAccountMessages.bankNotFound, undefined, HttpStatus.notFound);
  if (!search) return list.map((branch) => branch.entry);
  return matching(list, search);
}

/** A bank of the Zengin data by its code, if there is one. */
export async function findBank(bankCode: string): Promise<Bank | undefined> {
  return (await loadBankCodes()).banks.find((bank) => bank.entry.code === bankCode)?.entry;
}

/** A branch of a bank of the Zengin data by their codes, if there is one. */
export async function findBranch(bankCode: string, branchCode: string): Promise<Branch | undefined> {
  return (await loadBankCodes()).branches.get(bankCode)?.find((branch) => branch.entry.code === branchCode)
    ?.entry;
}
