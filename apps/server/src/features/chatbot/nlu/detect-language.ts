import type { ChatLanguage } from "@portal/contract/chatbot/chatbot.constants";
import { normalizeText } from "./normalize";

const japaneseScript = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー々]/u;
/** Letters only Vietnamese writes (tone marks on Vietnamese vowels, horns, breves, đ). */
const vietnameseLetters = /[ăđơưảãạằắẳẵặầấẩẫậẻẽẹềếểễệỉĩịỏõọồốổỗộờớởỡợủũụừứửữựỳỷỹỵ]/iu;
/** Accented letters Vietnamese shares with French or Spanish: a hint, not proof. */
const sharedAccents = /[àáâèéêìíòóôùúý]/iu;
const latinLetter = /\p{Script=Latin}/u;

/** Frequent Vietnamese words as typed without diacritics (folded by normalizeText). */
const vietnameseWords = new Set(
  (
    "toi minh em anh chi ban muon can lam ve thang gia han huy hoan tien dia viec khong ko k duoc dc " +
    "cua cho giup xin chao cam nhe nha voi va la co gi nao sao doi thay moi dang ky ki dk tai len bien " +
    "lai hoa don nop gui tu den ngay mai tuan nua nam tau xe buyt di roi da se thi ma nhung cac mot " +
    "hai ba bon bay tam chin muoi tro huong dan hieu biet oi vang thoi dung ngung tat bo chuyen noi van " +
    "phong cap nhat toan day du tra lay hom nay mat khau luong nghi phep hop chung minh anh hinh keo " +
    "tiep tuc dong het sap nhieu lai dau cuoi truoc sau nhe a u ha"
  ).split(" "),
);

/** Frequent English words; a few (can, an, on) are Vietnamese too and count for both. */
const englishWords = new Set(
  (
    "i im id you your my me we our the a an to for of in on at is are was be it this that and or with " +
    "want need would like please pls can could how what where when why do does dont did new get buy " +
    "apply make pass ticket tickets commuter commuting train bus renew renewal continue extend cancel " +
    "refund full upload receipt evidence change update address office work working help hi hello hey " +
    "thanks thank thx good morning evening menu options stop never mind from next month months tomorrow " +
    "yen station yes no ok okay"
  ).split(" "),
);

/**
 * The language a message is written in: kana or kanji -> ja; Vietnamese letters, or more
 * Vietnamese than English words -> vi; other Latin text -> en; null when there is nothing to go
 * on (digits, symbols, emoji).
 */
export function detectLanguage(text: string): ChatLanguage | null {
  if (japaneseScript.test(text)) return "ja";
  const lower = text.normalize("NFC").toLowerCase();
  if (vietnameseLetters.test(lower)) return "vi";
  if (!latinLetter.test(lower)) return null;
  let vietnamese = sharedAccents.test(lower) ? 1 : 0;
  let english = 0;
  for (const word of normalizeText(lower).split(" ")) {
    if (vietnameseWords.has(word)) vietnamese += 1;
    if (englishWords.has(word)) english += 1;
  }
  return vietnamese > english ? "vi" : "en";
}
