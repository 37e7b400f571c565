import {
  type ChatLanguage,
  type ChatTaskName,
  chatTaskNames,
} from "@portal/contract/chatbot/chatbot.constants";
import { detectLanguage } from "./detect-language";
import type { Intent } from "./intent.types";
import type { Concept, Lexicon } from "./intent-lexicon";
import { englishLexicon } from "./intent-lexicon.en";
import { japaneseLexicon } from "./intent-lexicon.ja";
import { vietnameseLexicon } from "./intent-lexicon.vi";
import { scoreIntents } from "./intent-scoring";
import { normalizeText } from "./normalize";
import { createSpellingCorrector } from "./spelling";

export interface IntentResult {
  /** null when nothing reaches IntentThresholds.ask. */
  intent: Intent | null;
  /** 0 to 1. */
  confidence: number;
  /** Tasks to offer as "did you mean" buttons, best first, at most 3. */
  alternatives: ChatTaskName[];
}

/**
 * At `act` or above the engine starts the task; from `ask` it asks "did you mean" with the
 * alternatives as buttons; below, it offers the task menu.
 */
export const IntentThresholds = { act: 0.75, ask: 0.4 } as const;

const maxAlternatives = 3;
/** Up to this many words (Latin) or characters (Japanese) a message counts as short. */
const shortWords = 4;
const shortJapaneseChars = 10;

const lexicons: Record<ChatLanguage, Lexicon> = {
  en: englishLexicon,
  ja: japaneseLexicon,
  vi: vietnameseLexicon,
};
const spellingCorrectors: Record<ChatLanguage, (text: string) => string> = {
  en: createSpellingCorrector(englishLexicon.spellingVocabulary),
  ja: (text) => text,
  vi: (text) => text,
};
const taskNames: ReadonlySet<string> = new Set(chatTaskNames);
const isTask = (intent: Intent): intent is ChatTaskName => taskNames.has(intent);

/**
 * Reads the intent of a message with the rules of the chat's language and, when the message is
 * written in another one, that language's too; the stronger reading wins.
 */
export function detectIntent(text: string, language: ChatLanguage): IntentResult {
  const normalized = normalizeText(text);
  if (normalized === "") return { intent: null, confidence: 0, alternatives: [] };
  const written = detectLanguage(text);
  const scores = scoreInLanguage(normalized, language);
  if (written !== null && written !== language) {
    for (const [intent, score] of scoreInLanguage(normalized, written)) {
      if (score > (scores.get(intent) ?? 0)) scores.set(intent, score);
    }
  }
  return decide(scores);
}

function scoreInLanguage(normalized: string, language: ChatLanguage): Map<Intent, number> {
  const lexicon = lexicons[language];
  const text = spellingCorrectors[language](normalized);
  const phraseScores = new Map<Intent, number>();
  for (const rule of lexicon.phrases) {
    if (rule.confidence > (phraseScores.get(rule.intent) ?? 0) && rule.pattern.test(text)) {
      phraseScores.set(rule.intent, rule.confidence);
    }
  }
  const concepts = new Set<Concept>();
  for (const [concept, pattern] of lexicon.concepts) {
    if (pattern.test(text)) concepts.add(concept);
  }
  const isShort = lexicon.isSpaced
    ? text.split(" ").length <= shortWords
    : text.replace(/ /g, "").length <= shortJapaneseChars;
  return scoreIntents(concepts, phraseScores, isShort);
}

function decide(scores: ReadonlyMap<Intent, number>): IntentResult {
  const ranked = [...scores].filter(([, score]) => score > 0).sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best || best[1] < IntentThresholds.ask)
    return { intent: null, confidence: best?.[1] ?? 0, alternatives: [] };
  const alternatives = ranked
    .filter(([intent, score]) => isTask(intent) && score >= IntentThresholds.ask)
    .slice(0, maxAlternatives)
    .map(([intent]) => intent as ChatTaskName);
  return { intent: best[0], confidence: round(best[1]), alternatives };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
