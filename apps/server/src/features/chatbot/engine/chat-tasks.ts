import type { ChatTaskName } from "@portal/contract/chatbot/chatbot.constants";
import { chatText, taskLabel } from "../chat-texts";
import { flows } from "../flows/flows";
import { switchRefund } from "../flows/refund-flows";
import type { ChatContext } from "./chat-context";
import { type ChatReply, formReply, menuButtons, textReply, ticketListReply } from "./chat-reply";
import { type ChatFrame, maxStackDepth, topFrame } from "./chat-state";
import { ownTickets, toChatTickets } from "./chat-tickets";
import type { ChatTurn } from "./chat-turn";

/** Shows the task in progress: its ticket list, or its form under the conversation's next revision. */
export async function renderTop(ctx: ChatContext, turn: ChatTurn): Promise<void> {
  const frame = topFrame(ctx.state);
  if (!frame) return;
  const flow = flows[frame.task];
  if (frame.step === "pickTicket") {
    const tickets = flow.candidates?.(ctx, await ownTickets(ctx.deps, ctx.session)) ?? [];
    const list = toChatTickets(ctx.language, tickets, ctx.today, frame.ticketId);
    turn.add(ticketListReply(chatText(ctx.language, "pickTicket"), frame.task, list));
    return;
  }
  const view = await flow.view(ctx, frame);
  ctx.state.revision += 1;
  frame.formRevision = ctx.state.revision;
  turn.add(
    formReply(
      view.text,
      { ...view.form, revision: ctx.state.revision },
      { buttons: view.buttons, enableAttachButton: view.enableAttachButton },
    ),
  );
}

/** Offers to go back to the task under the one that just ended, if any. */
function offerResume(ctx: ChatContext, turn: ChatTurn): void {
  const below = topFrame(ctx.state);
  if (!below) return;
  ctx.state.resumeOffered = true;
  const task = taskLabel(ctx.language, below.task);
  turn.add(
    textReply(chatText(ctx.language, "resumeOffer", { task }), {
      taskName: below.task,
      buttons: [
        { kind: "choice", label: chatText(ctx.language, "resumeButton", { task }), value: "resume" },
        { kind: "choice", label: chatText(ctx.language, "dropResumeButton"), value: "dropResume" },
      ],
    }),
  );
}

/** The task in progress is done: it leaves the stack and its forms are outdated. */
export function finishTask(ctx: ChatContext, turn: ChatTurn, replies: ChatReply[]): void {
  ctx.state.stack.pop();
  ctx.state.revision += 1;
  for (const reply of replies) turn.add(reply);
  turn.render = false;
  offerResume(ctx, turn);
}

/**
 * Starts a task, on top of the one in progress (which waits to be resumed). A task about a
 * ticket picks it at once when there is one, lists them when there are several, and says so when
 * there is none. The same task again shows it again; another refund task in the middle of a
 * refund settles that refund the other way.
 */
export async function startTask(
  ctx: ChatContext,
  turn: ChatTurn,
  task: ChatTaskName,
  options: { evidenceIds?: number[] } = {},
): Promise<void> {
  const top = topFrame(ctx.state);
  turn.render = true;
  if (top?.task === task) return;
  if (top && switchRefund(top, task)) return;
  const waiting = ctx.state.stack.findIndex((frame) => frame.task === task);
  const [again] = waiting >= 0 ? ctx.state.stack.splice(waiting, 1) : [];
  if (again) {
    ctx.state.stack.push(again);
    ctx.state.resumeOffered = false;
    turn.note(chatText(ctx.language, "resumed", { task: taskLabel(ctx.language, task) }));
    return;
  }
  const flow = flows[task];
  const frame: ChatFrame = {
    task,
    step: flow.pick ? "pickTicket" : "form",
    values: await flow.initialValues(ctx),
    ticketId: null,
    evidenceIds: options.evidenceIds ?? [],
    formRevision: null,
  };
  const candidates = flow.candidates?.(ctx, await ownTickets(ctx.deps, ctx.session));
  if (candidates?.length === 0) {
    turn.render = false;
    turn.note(chatText(ctx.language, flow.noCandidateText ?? "menu"));
    return;
  }
  if (top) {
    turn.note(
      chatText(ctx.language, "interrupted", {
        task: taskLabel(ctx.language, task),
        previous: taskLabel(ctx.language, top.task),
      }),
    );
  }
  ctx.state.stack.push(frame);
  if (ctx.state.stack.length > maxStackDepth) ctx.state.stack.shift();
  ctx.state.resumeOffered = false;
  const [only] = candidates ?? [];
  if (candidates?.length === 1 && only && flow.pick) {
    const picked = await flow.pick(ctx, frame, only);
    if (picked.done) finishTask(ctx, turn, picked.replies);
    else for (const reply of picked.replies) turn.add(reply);
  }
}

/** A ticket picked from the list: it must still be one the task may pick. */
export async function pickTicket(ctx: ChatContext, turn: ChatTurn, ticketId: number): Promise<void> {
  const frame = topFrame(ctx.state);
  const flow = frame && flows[frame.task];
  if (!frame || !flow?.pick || frame.step !== "pickTicket") {
    turn.add(textReply(chatText(ctx.language, "outdated"), { taskName: frame?.task ?? null }));
    return;
  }
  const tickets = flow.candidates?.(ctx, await ownTickets(ctx.deps, ctx.session)) ?? [];
  const ticket = tickets.find((candidate) => candidate.id === ticketId);
  if (!ticket) {
    turn.add(textReply(chatText(ctx.language, "outdated"), { taskName: frame.task }));
    turn.render = true;
    return;
  }
  const picked = await flow.pick(ctx, frame, ticket);
  if (picked.done) {
    finishTask(ctx, turn, picked.replies);
    return;
  }
  for (const reply of picked.replies) turn.add(reply);
  turn.render = true;
}

export function cancelTask(ctx: ChatContext, turn: ChatTurn): void {
  const frame = ctx.state.stack.pop();
  turn.render = false;
  if (!frame) {
    turn.add(textReply(chatText(ctx.language, "nothingToCancel"), { buttons: menuButtons(ctx.language) }));
    return;
  }
  ctx.state.revision += 1;
  turn.note(chatText(ctx.language, "cancelled", { task: taskLabel(ctx.language, frame.task) }));
  offerResume(ctx, turn);
}

/**
 * "Let's go back": to the task offered after the last one ended, or, in the middle of a task that
 * interrupted another, to that other one (the current one is put aside).
 */
export function resumeTask(ctx: ChatContext, turn: ChatTurn): void {
  const { state } = ctx;
  if (!state.resumeOffered && state.stack.length >= 2) {
    const left = state.stack.pop();
    if (left) turn.note(chatText(ctx.language, "leftFor", { task: taskLabel(ctx.language, left.task) }));
  }
  const frame = topFrame(state);
  state.resumeOffered = false;
  if (!frame) {
    turn.note(chatText(ctx.language, "nothingToResume"));
    return;
  }
  turn.note(chatText(ctx.language, "resumed", { task: taskLabel(ctx.language, frame.task) }));
  turn.render = true;
}

/** "No, thanks" to going back: the interrupted tasks are dropped. */
export function dropResume(ctx: ChatContext, turn: ChatTurn): void {
  ctx.state.stack = [];
  ctx.state.resumeOffered = false;
  ctx.state.revision += 1;
  turn.note(chatText(ctx.language, "resumeDropped"));
}
