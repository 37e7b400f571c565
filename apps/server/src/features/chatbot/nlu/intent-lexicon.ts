import type { Intent } from "./intent.types";

/**
 * What a message talks about, language-independent: each language lists the words and phrases
 * (synonym groups) that signal a concept, and intent-scoring.ts reads intents from which
 * concepts occur together, in any order.
 */
export type Concept =
  /** The commuter pass itself: 定期, vé tháng, commuter pass, ticket, teiki. */
  | "pass"
  /** Getting one: new, apply, buy, 申請, đăng ký. */
  | "create"
  /** Renew, continue, extend: 継続, 更新, gia hạn. */
  | "renew"
  /** The pass running out: expires, 期限が切れ, hết hạn. */
  | "expiring"
  | "upload"
  /** Receipts and proof: 領収書, biên lai, evidence. */
  | "receipt"
  /** Photos, files, screenshots: evidence only next to a pass or an upload. */
  | "media"
  | "refund"
  /** Cancel, stop, terminate, no longer need. */
  | "cancelVerb"
  /** The whole amount: full, 全額, toàn bộ. */
  | "full"
  /** Automatic (renewal): auto, 自動, tự động. */
  | "auto"
  /** A negated renewal: don't renew, 更新しない, không gia hạn. */
  | "noRenew"
  /** Unambiguously the working address: 勤務地, địa chỉ làm việc, workplace. */
  | "workAddress"
  /** A place of work that needs a change verb to mean the task: office, 客先, văn phòng. */
  | "workPlace"
  /** A bare "address", which may be the home address. */
  | "address"
  | "change"
  /** Six months or half a year. */
  | "sixMonths"
  | "help"
  | "greeting"
  | "thanks"
  | "menu"
  /** Leaving the current task: never mind, もういい, bỏ qua. */
  | "abort"
  /** The home (a different feature), which a bare address or office change must not be read as. */
  | "home"
  /** Portal topics Navi does not handle: leave, salary, password, business trips... */
  | "otherTopic";

/** A language's synonym groups, written over normalizeText output (hiragana, no diacritics). */
export type ConceptWords = Record<Concept, readonly string[]>;

/** A whole phrase that signals an intent strongly, checked before the concept combinations. */
export interface PhraseRule {
  intent: Intent;
  pattern: RegExp;
  confidence: number;
}

export interface Lexicon {
  concepts: ReadonlyMap<Concept, RegExp>;
  phrases: readonly PhraseRule[];
  /** Words of five letters or more a typo is corrected to (renwe -> renew, reciept -> receipt). */
  spellingVocabulary: readonly string[];
  /** Whether words are separated by spaces (and so regexes need word boundaries). */
  isSpaced: boolean;
}

/** Compiles a language's word lists once, at module load. */
export function compileLexicon(
  words: ConceptWords,
  phrases: readonly PhraseRule[],
  options: { isSpaced: boolean; spellingVocabulary?: readonly string[] },
): Lexicon {
  const { isSpaced, spellingVocabulary = [] } = options;
  const concepts = new Map<Concept, RegExp>();
  for (const [concept, alternatives] of Object.entries(words) as [Concept, readonly string[]][]) {
    if (alternatives.length === 0) continue;
    const body = `(?:${alternatives.join("|")})`;
    concepts.set(concept, new RegExp(isSpaced ? `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])` : body, "u"));
  }
  return { concepts, phrases, spellingVocabulary, isSpaced };
}

/** A phrase rule over spaced text: the pattern is wrapped in word boundaries. */
export function spacedPhrase(intent: Intent, pattern: string, confidence = 0.95): PhraseRule {
  return {
    intent,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, "u"),
    confidence,
  };
}

export function unspacedPhrase(intent: Intent, pattern: string, confidence = 0.95): PhraseRule {
  return { intent, pattern: new RegExp(pattern, "u"), confidence };
}
