import { type ChatTaskName, chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import { flows } from "../flows/flows";
import { detectIntent, IntentThresholds } from "../nlu/intents";
import { normalizeText } from "../nlu/normalize";
import { extractAmount, extractDate, extractDuration, extractStations, extractTransport } from "../nlu/slots";
import type { TextCommand } from "./chat-commands";
import type { ChatContext } from "./chat-context";
import { type SlotName, textOf } from "./chat-flow";
import { topFrame } from "./chat-state";

const isTask = (intent: string | null): intent is ChatTaskName =>
  intent !== null && (chatTaskNames as readonly string[]).includes(intent);

/** "Let's go back", "resume", 戻る, "quay lại": back to the interrupted task. */
const resumePattern =
  /^(let'?s |lets |please )?(go back|back|resume|return|continue (the )?(previous|earlier|last)( one| task)?)\b|^(前の|さっきの)?(手続き)?に?戻(る|りたい|って)|^(tiep tuc|quay lai)( viec)?( truoc| cu)?\b/;

/** A Japanese post code: 100-0005, 〒1000005 (after the text is folded to half-width). */
const postCodePattern = /(?:〒\s*)?(\d{3})[-‐－ー−]?(\d{4})(?!\d)/;

/**
 * The slots of free text a task's form takes, as the language understanding reads them; only the
 * slots the task wants are looked for (stations need the station list).
 */
async function slotsFor(ctx: ChatContext, task: ChatTaskName, text: string) {
  const wanted = flows[task].slotFields;
  const found: Partial<Record<SlotName, string | number>> = {};
  const set = (slot: SlotName, value: string | number | null) => {
    if (value !== null && wanted[slot]) found[slot] = value;
  };
  if (wanted.date) set("date", extractDate(text, ctx.language, ctx.today));
  if (wanted.duration) set("duration", extractDuration(text));
  if (wanted.transport) set("transport", extractTransport(text));
  if (wanted.postCode) {
    const match = postCodePattern.exec(text.normalize("NFKC"));
    set("postCode", match ? `${match[1]}${match[2]}` : null);
  }
  if (wanted.departure || wanted.arrival) {
    const stations = extractStations(text, await ctx.stations());
    set("departure", stations.departure?.name ?? null);
    set("arrival", stations.arrival?.name ?? null);
  }
  // A post code or a number of months is not an amount.
  if (wanted.amount && found.postCode === undefined) {
    const amount = extractAmount(text);
    if (amount !== null && amount !== found.duration) set("amount", amount);
  }
  return found;
}

/** setField for an empty field, correctField for one that had another value. */
async function fieldCommands(ctx: ChatContext, task: ChatTaskName, text: string): Promise<TextCommand[]> {
  const frame = topFrame(ctx.state);
  const values = frame?.task === task ? frame.values : {};
  const slotFields = flows[task].slotFields;
  const slots = await slotsFor(ctx, task, text);
  return Object.entries(slots).flatMap(([slot, value]) => {
    const field = slotFields[slot as SlotName];
    if (!field) return [];
    const previous = textOf(values[field]);
    const isCorrection = previous !== "" && previous !== String(value);
    return [{ type: isCorrection ? ("correctField" as const) : ("setField" as const), field, value }];
  });
}

/**
 * The rules: what a text asks for, from the language understanding's intent and slots. A task
 * intent that is sure enough starts it (on top of the one in progress); one that is not asks
 * "did you mean"; otherwise the text fills the form of the task in progress where it can.
 */
export async function interpretByRules(ctx: ChatContext, text: string): Promise<TextCommand[]> {
  if (resumePattern.test(normalizeText(text))) return [{ type: "resume" }];
  const top = topFrame(ctx.state);
  const { intent, confidence, alternatives } = detectIntent(text, ctx.language);
  const commands: TextCommand[] = [];
  let task = top?.task;
  if (isTask(intent) && confidence >= IntentThresholds.ask) {
    if (confidence >= IntentThresholds.act || intent === top?.task) {
      if (intent !== top?.task) commands.push({ type: "startTask", task: intent });
      task = intent;
    } else {
      const candidates = [...new Set([intent, ...alternatives])].slice(0, 4);
      return [{ type: "clarify", candidates }];
    }
  } else if (intent !== null && !isTask(intent) && confidence >= IntentThresholds.ask) {
    // "Cancel on December 5" in a refund gives its date; it does not stop the task.
    const fills = task ? await fieldCommands(ctx, task, text) : [];
    if (fills.length > 0) return fills;
    if (intent === "greeting" || intent === "thanks") return [{ type: "smallTalk", kind: intent }];
    return [{ type: intent }];
  }
  if (task) commands.push(...(await fieldCommands(ctx, task, text)));
  // The task in progress asked for again ("my working address changed" in its own form): it is
  // shown again rather than not understood.
  if (commands.length === 0 && isTask(intent) && intent === top?.task && confidence >= IntentThresholds.ask)
    return [{ type: "startTask", task: intent }];
  return commands.length > 0 ? commands : [{ type: "noMatch" }];
}
