import type { Intent } from "./intent.types";
import type { Concept } from "./intent-lexicon";

/**
 * An intent read from concepts found together, in any order: every concept of `all`, at least
 * one of `any` (when given), none of `none`. `isShortOnly`: only in a message of a few words
 * ("cancel" alone stops the task; "cancel my leave request" is something else).
 */
interface ConceptRule {
  intent: Intent;
  all: readonly Concept[];
  any?: readonly Concept[];
  none?: readonly Concept[];
  isShortOnly?: boolean;
  score: number;
}

/** Concepts that say the message is about a task (or another topic), not about the chat itself. */
const taskObjects: readonly Concept[] = [
  "pass",
  "refund",
  "renew",
  "expiring",
  "receipt",
  "media",
  "auto",
  "noRenew",
  "workAddress",
  "workPlace",
  "address",
  "sixMonths",
  "otherTopic",
];

/** Concepts that, next to the pass, already say which pass task is meant. */
const passTaskSignals: readonly Concept[] = [
  "create",
  "renew",
  "expiring",
  "refund",
  "cancelVerb",
  "receipt",
  "media",
  "upload",
  "sixMonths",
  "auto",
  "noRenew",
];

// Scores sit around the thresholds (act 0.75, ask 0.4): a task named with its object acts; a
// verb or noun alone that could be several tasks asks, with the likely ones as buttons.
const conceptRules: readonly ConceptRule[] = [
  { intent: "refundCancel", all: ["auto"], any: ["cancelVerb", "refund", "noRenew"], score: 0.93 },
  { intent: "refundCancel", all: ["noRenew"], score: 0.9 },
  { intent: "refundCancel", all: ["cancelVerb", "renew"], score: 0.9 },
  { intent: "refundCancel", all: ["auto"], score: 0.5 },
  { intent: "continueTicket", all: ["auto"], score: 0.45 },

  { intent: "refundFull", all: ["full", "refund"], score: 0.93 },

  { intent: "refundTicket", all: ["refund", "pass"], score: 0.92 },
  { intent: "refundTicket", all: ["refund"], score: 0.86 },
  { intent: "refundTicket", all: ["cancelVerb", "pass"], score: 0.9 },

  { intent: "uploadEvidence", all: ["receipt"], any: ["upload", "pass"], score: 0.92 },
  { intent: "uploadEvidence", all: ["receipt"], score: 0.84 },
  { intent: "uploadEvidence", all: ["media", "upload", "pass"], score: 0.9 },
  { intent: "uploadEvidence", all: ["media"], any: ["upload", "pass"], score: 0.8 },
  { intent: "uploadEvidence", all: ["upload", "pass"], score: 0.6 },
  { intent: "uploadEvidence", all: ["upload"], score: 0.45 },

  { intent: "continueTicket", all: ["renew", "pass"], score: 0.92 },
  { intent: "continueTicket", all: ["renew"], score: 0.82 },
  { intent: "continueTicket", all: ["expiring", "pass"], score: 0.88 },
  { intent: "continueTicket", all: ["expiring"], score: 0.6 },

  { intent: "createTicket6Months", all: ["sixMonths"], any: ["pass", "create"], score: 0.92 },
  { intent: "createTicket6Months", all: ["sixMonths"], score: 0.6 },

  { intent: "createTicket", all: ["create", "pass"], score: 0.9 },
  // The pass alone: which of the pass tasks is meant? Ask, most likely first.
  { intent: "createTicket", all: ["pass"], none: passTaskSignals, score: 0.55 },
  { intent: "continueTicket", all: ["pass"], none: passTaskSignals, score: 0.5 },
  { intent: "refundTicket", all: ["pass"], none: passTaskSignals, score: 0.45 },

  { intent: "workingAddress", all: ["workAddress"], any: ["change"], score: 0.95 },
  { intent: "workingAddress", all: ["workAddress"], score: 0.85 },
  { intent: "workingAddress", all: ["workPlace", "change"], none: ["home", "pass"], score: 0.88 },
  { intent: "workingAddress", all: ["address", "change"], none: ["home"], score: 0.62 },
  { intent: "workingAddress", all: ["address"], none: ["home"], score: 0.42 },

  { intent: "menu", all: ["menu"], score: 0.9 },
  { intent: "help", all: ["help"], score: 0.8 },
  { intent: "thanks", all: ["thanks"], score: 0.9 },
  // "Hi, about my pass": the pass question, not the greeting, is what to answer.
  { intent: "greeting", all: ["greeting"], none: taskObjects, score: 0.88 },
  { intent: "cancel", all: ["abort"], score: 0.93 },
  { intent: "cancel", all: ["cancelVerb"], isShortOnly: true, score: 0.88 },
];

/**
 * A more specific concept takes an intent away from the general one. A topic Navi does not
 * handle (leave, salary, a flight ticket) takes every task away, and help too: help explains
 * Navi's tasks, no use for a question about leave (the task menu says what Navi can do).
 */
const blockedBy: Partial<Record<Intent, readonly Concept[]>> = {
  createTicket: [
    "renew",
    "expiring",
    "refund",
    "cancelVerb",
    "receipt",
    "media",
    "sixMonths",
    "noRenew",
    "auto",
    "otherTopic",
  ],
  createTicket6Months: [
    "renew",
    "expiring",
    "refund",
    "cancelVerb",
    "receipt",
    "noRenew",
    "auto",
    "otherTopic",
  ],
  continueTicket: ["noRenew", "cancelVerb", "refund", "otherTopic"],
  uploadEvidence: ["refund", "cancelVerb", "otherTopic"],
  refundTicket: ["full", "auto", "noRenew", "otherTopic"],
  refundFull: ["otherTopic"],
  refundCancel: ["otherTopic"],
  workingAddress: ["otherTopic"],
  help: ["otherTopic"],
  cancel: taskObjects,
};

/** Scores every intent the phrase rules and concept rules find in one language's reading. */
export function scoreIntents(
  concepts: ReadonlySet<Concept>,
  phraseScores: ReadonlyMap<Intent, number>,
  isShort: boolean,
): Map<Intent, number> {
  const scores = new Map(phraseScores);
  for (const rule of conceptRules) {
    if ((scores.get(rule.intent) ?? 0) >= rule.score) continue;
    if (rule.isShortOnly && !isShort) continue;
    if (!rule.all.every((concept) => concepts.has(concept))) continue;
    if (rule.any && !rule.any.some((concept) => concepts.has(concept))) continue;
    if (rule.none?.some((concept) => concepts.has(concept))) continue;
    scores.set(rule.intent, rule.score);
  }
  for (const intent of scores.keys()) {
    if (blockedBy[intent]?.some((concept) => concepts.has(concept))) scores.delete(intent);
  }
  return scores;
}
