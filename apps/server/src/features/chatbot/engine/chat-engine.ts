import { type ChatLanguage, chatTaskNames } from "@portal/contract/chatbot/chatbot.constants";
import { chatText, durationLabel, fieldLabel, transportLabel } from "../chat-texts";
import { flows } from "../flows/flows";
import { refundChoices, switchRefund } from "../flows/refund-flows";
import type { ChatCommand, EventCommand } from "./chat-commands";
import type { ChatContext } from "./chat-context";
import { keepFiles } from "./chat-files";
import { dateOf, mergeSubmitted, numberOf, textOf } from "./chat-flow";
import { dataErrorReply, menuButtons, taskButton, textReply } from "./chat-reply";
import { type FormValue, topFrame } from "./chat-state";
import {
  cancelTask,
  dropResume,
  finishTask,
  pickTicket,
  renderTop,
  resumeTask,
  startTask,
} from "./chat-tasks";
import { ChatTurn } from "./chat-turn";

const isTaskName = (value: string) => (chatTaskNames as readonly string[]).includes(value);

/** A value free text (or the language model) gave, in the form's own shape. */
function normalizeValue(field: string, value: FormValue): FormValue {
  if (field.endsWith("Date")) return dateOf(value) ?? value;
  if (["amount", "refundAmount", "duration"].includes(field)) return numberOf(value) ?? value;
  return typeof value === "string" ? value.trim() : value;
}

/** A value as the user reads it in a note. */
function shown(language: ChatLanguage, field: string, value: FormValue): string {
  if (value === null || value === "") return "—";
  if (field === "duration" && typeof value === "number") return durationLabel(language, value);
  if (field === "transportType") return transportLabel(language, String(value));
  if (field.endsWith("Date")) return String(value).replaceAll("-", "/");
  return String(value);
}

async function setField(
  ctx: ChatContext,
  turn: ChatTurn,
  field: string,
  raw: FormValue,
  noted: string[],
): Promise<void> {
  const frame = topFrame(ctx.state);
  if (frame?.step !== "form" || !(field in frame.values)) return;
  const flow = flows[frame.task];
  const label = fieldLabel(ctx.language, field);
  turn.render = true;
  if (flow.readOnly(frame).includes(field)) {
    // "A 6-month pass" names the duration the task has already: nothing to tell.
    if (textOf(frame.values[field] ?? null) !== textOf(normalizeValue(field, raw)))
      turn.note(chatText(ctx.language, "fieldFixed", { field: label }));
    return;
  }
  const value = normalizeValue(field, raw);
  const previous = frame.values[field] ?? null;
  frame.values[field] = flow.setField ? await flow.setField(ctx, frame, field, value) : value;
  if (textOf(previous) && textOf(previous) !== textOf(value)) {
    turn.note(
      chatText(ctx.language, "fieldCorrected", {
        field: label,
        from: shown(ctx.language, field, previous),
        to: shown(ctx.language, field, value),
      }),
    );
  } else {
    noted.push(`**${label}** ${shown(ctx.language, field, value)}`);
  }
}

/** A form submission: only the newest form of the task in progress is performed. */
async function submitForm(
  ctx: ChatContext,
  turn: ChatTurn,
  event: Extract<EventCommand, { type: "submitForm" }>,
) {
  const frame = topFrame(ctx.state);
  const isNewest =
    frame !== undefined &&
    frame.step !== "pickTicket" &&
    frame.formRevision === event.revision &&
    ctx.state.revision === event.revision;
  if (!frame || !isNewest || !(await ctx.claim())) {
    // Nothing of an outdated submission is taken, its files neither.
    ctx.files = [];
    turn.add(textReply(chatText(ctx.language, "outdated"), { taskName: frame?.task ?? null }));
    return;
  }
  const flow = flows[frame.task];
  frame.values = mergeSubmitted(flow, frame, event.values);
  const keptBefore = frame.evidenceIds.length;
  const outcome = await flow.submit(ctx, frame, frame.values);
  ctx.files = [];
  if (outcome.done) {
    finishTask(ctx, turn, outcome.replies);
    return;
  }
  // Files the refused submission kept (a refund's) stay with the task: the retry need not resend them.
  const kept = frame.evidenceIds.length - keptBefore;
  if (kept > 0) turn.note(chatText(ctx.language, "filesKept", { count: kept }));
  const attach = frame.task === "uploadEvidence" || frame.task === "refundTicket";
  turn.add(dataErrorReply(chatText(ctx.language, "fixForm"), frame.task, outcome.dataError, attach));
}

async function pressButton(
  ctx: ChatContext,
  turn: ChatTurn,
  event: Extract<EventCommand, { type: "pressButton" }>,
): Promise<void> {
  const { kind, value } = event;
  if (kind === "task" && isTaskName(value)) {
    await startTask(ctx, turn, value as (typeof chatTaskNames)[number]);
  } else if (kind === "ticket" && /^\d{1,12}$/.test(value)) {
    await pickTicket(ctx, turn, Number(value));
  } else if (kind === "guideline" && value.startsWith("/") && !value.startsWith("//")) {
    turn.note(chatText(ctx.language, "guideline", { label: value, path: value }));
  } else if (kind === "choice" && value === "resume") {
    resumeTask(ctx, turn);
  } else if (kind === "choice" && value === "dropResume") {
    dropResume(ctx, turn);
  } else if (kind === "choice" && refundChoices[value]) {
    const frame = topFrame(ctx.state);
    if (frame && switchRefund(frame, refundChoices[value])) turn.render = true;
    else turn.add(textReply(chatText(ctx.language, "outdated"), { taskName: frame?.task ?? null }));
  } else {
    turn.add(textReply(chatText(ctx.language, "menu"), { buttons: menuButtons(ctx.language) }));
  }
}

async function runCommand(ctx: ChatContext, turn: ChatTurn, command: ChatCommand, noted: string[]) {
  const { language } = ctx;
  switch (command.type) {
    case "startTask":
      return startTask(ctx, turn, command.task);
    case "setField":
    case "correctField":
      return setField(ctx, turn, command.field, command.value, noted);
    case "cancel":
      return cancelTask(ctx, turn);
    case "resume":
      return resumeTask(ctx, turn);
    case "help":
      return turn.add(textReply(chatText(language, "help"), { buttons: menuButtons(language) }));
    case "menu":
      return turn.add(textReply(chatText(language, "menu"), { buttons: menuButtons(language) }));
    case "clarify":
      return turn.add(
        textReply(chatText(language, "didYouMean"), {
          buttons: command.candidates.map((task) => taskButton(language, task)),
        }),
      );
    case "smallTalk":
      return turn.note(chatText(language, command.kind === "thanks" ? "thanks" : "smallGreeting"));
    case "noMatch":
      if (topFrame(ctx.state)) return turn.note(chatText(language, "noMatchInTask"));
      return turn.add(textReply(chatText(language, "noMatch"), { buttons: menuButtons(language) }));
    case "submitForm":
      return submitForm(ctx, turn, command);
    case "pressButton":
      return pressButton(ctx, turn, command);
  }
}

/**
 * Files of the message, when no submission took them: attached to the ticket of the task in
 * progress, kept for its ticket or refund, or, with no such task, kept for an upload of evidence
 * that starts now.
 */
async function receiveFiles(ctx: ChatContext, turn: ChatTurn): Promise<void> {
  const frame = topFrame(ctx.state);
  const flow = frame && flows[frame.task];
  if (frame && flow?.receiveFiles && frame.ticketId !== null) {
    if (!(await ctx.claim())) return turn.add(textReply(chatText(ctx.language, "outdated")));
    const received = await flow.receiveFiles(ctx, frame);
    if (received.done) return finishTask(ctx, turn, received.replies);
    for (const reply of received.replies) turn.add(reply);
    return;
  }
  const isRefund = frame?.task.startsWith("refund") === true;
  const kept = await keepFiles(ctx, isRefund ? "cancel" : "ticket");
  turn.note(chatText(ctx.language, "filesKept", { count: kept.length }));
  if (frame && (isRefund || frame.task === "uploadEvidence")) {
    frame.evidenceIds.push(...kept);
    return;
  }
  await startTask(ctx, turn, "uploadEvidence", { evidenceIds: kept });
}

/** Runs a message's commands on the conversation's state and answers Navi's replies. */
export async function runCommands(ctx: ChatContext, commands: readonly ChatCommand[]) {
  const turn = new ChatTurn();
  const noted: string[] = [];
  for (const command of commands) await runCommand(ctx, turn, command, noted);
  if (ctx.files.length > 0) await receiveFiles(ctx, turn);
  if (noted.length > 0) turn.note(chatText(ctx.language, "fieldSet", { fields: noted.join(", ") }));
  const top = topFrame(ctx.state);
  if (turn.render && top) await renderTop(ctx, turn);
  return turn.finish(top?.task ?? null);
}
