import type {
  ChatDataErrorKey,
  ChatLanguage,
  ChatTaskName,
} from "@portal/contract/chatbot/chatbot.constants";
import {
  type CancelType,
  cancelReasons,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import {
  cancelTicketSchema,
  type Ticket,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { cancelTicket } from "../../commutation-ticket/ticket-cancel.service";
import { selfAct } from "../../commutation-ticket/ticket-context";
import { chatText, durationLabel } from "../chat-texts";
import type { ChatContext } from "../engine/chat-context";
import { keepFiles } from "../engine/chat-files";
import { type ChatFlow, dateOf, type FormView, numberOf, textOf } from "../engine/chat-flow";
import { commutingTicketsButton, commutingTicketsLink, textReply } from "../engine/chat-reply";
import type { ChatFrame } from "../engine/chat-state";
import { ticketCandidates, ticketLabel } from "../engine/chat-tickets";
import { problemsOfRefusal, problemsOfSchema, toDataError } from "../engine/data-error";

type RefundTask = Extract<ChatTaskName, "refundTicket" | "refundFull" | "refundCancel">;

/** The cancel form's fields under the spec's error keys. */
const errorKeys: Record<string, ChatDataErrorKey> = {
  refundAmount: "ErrorAmount",
  cancelDate: "ErrorStartDate",
  cancelReason: "ErrorVerify",
  note: "ErrorVerify",
  cancelType: "ErrorVerify",
};

const vietnameseReasons: Record<number, string> = {
  1: "Dự định nghỉ việc",
  2: "Nghỉ dài hạn",
  3: "Đổi địa chỉ nhà",
  4: "Đổi địa chỉ làm việc",
  5: "Làm việc tại nhà/từ xa",
  6: "Khác",
};

function reasonOptions(language: ChatLanguage) {
  return cancelReasons.map((reason) => ({
    value: String(reason.id),
    label: language === "vi" ? (vietnameseReasons[reason.id] ?? reason.en) : reason[language],
  }));
}

/** The fixed refund of each task: the whole amount back, or nothing (the renewal is not bought). */
const fixedRefund: Record<RefundTask, ((amount: number) => number) | null> = {
  refundTicket: null,
  refundFull: (amount) => amount,
  refundCancel: () => 0,
};

const ticketFields = ["ticket", "durationDisplay", "amount"];

function cancelTypeOf(task: RefundTask, refund: number | undefined, amount: number): CancelType {
  if (task === "refundFull") return "full";
  if (task === "refundCancel") return "renewal";
  if (refund === amount) return "full";
  return refund === 0 ? "renewal" : "partial";
}

function refundFlow(task: RefundTask): ChatFlow {
  const isFixed = fixedRefund[task] !== null;
  const readOnly = isFixed ? [...ticketFields, "refundAmount"] : ticketFields;
  return {
    task,
    formKind: "refund",
    slotFields: { date: "cancelDate", amount: "refundAmount" },
    candidates: (_ctx: ChatContext, tickets: Ticket[]) => ticketCandidates.refund(tickets),
    noCandidateText: "noTicketToRefund",

    async initialValues() {
      return {};
    },

    async pick(ctx: ChatContext, frame: ChatFrame, ticket: Ticket) {
      frame.ticketId = ticket.id;
      frame.step = "form";
      const fixed = fixedRefund[task];
      frame.values = {
        ticket: ticketLabel(ctx.language, ticket),
        durationDisplay: durationLabel(ctx.language, ticket.duration),
        amount: ticket.amount,
        cancelDate: ctx.today > ticket.endDate ? ticket.endDate : ctx.today,
        refundAmount: fixed ? fixed(ticket.amount) : null,
        cancelReason: null,
        note: "",
      };
      return { done: false, replies: [] };
    },

    readOnly: () => readOnly,

    async view(ctx, frame): Promise<FormView> {
      const prompt = chatText(ctx.language, "refundForm", { ticket: textOf(frame.values.ticket) });
      const buttons = isFixed
        ? []
        : [
            {
              kind: "choice" as const,
              label: chatText(ctx.language, "fullRefundButton"),
              value: "refund:full",
            },
            {
              kind: "choice" as const,
              label: chatText(ctx.language, "cancelRenewalButton"),
              value: "refund:renewal",
            },
          ];
      return {
        text: isFixed ? prompt : `${prompt}\n\n${chatText(ctx.language, "refundChoice")}`,
        form: {
          kind: "refund",
          taskName: task,
          values: frame.values,
          readOnly,
          options: { cancelReason: reasonOptions(ctx.language) },
        },
        buttons,
        enableAttachButton: !isFixed,
      };
    },

    /**
     * The cancel form, with the files sent along: they are kept as cancel evidence (the screen's
     * upload call) with those sent earlier in the task, before the refund is checked, so that a
     * partial refund may bring its evidence with it. Refused, they stay with the task for the retry.
     */
    async submit(ctx, frame, values) {
      const refused = (problems: ReturnType<typeof problemsOfSchema>) => ({
        done: false as const,
        dataError: toDataError(problems, errorKeys),
      });
      try {
        await keepFiles(ctx, "cancel", frame.evidenceIds);
      } catch (error) {
        return refused(problemsOfRefusal(error, ctx.language));
      }
      const amount = numberOf(frame.values.amount) ?? 0;
      const refund = numberOf(values.refundAmount);
      const parsed = cancelTicketSchema.safeParse({
        ticketId: frame.ticketId,
        cancelDate: dateOf(values.cancelDate),
        cancelType: cancelTypeOf(task, refund, amount),
        refundAmount: refund,
        cancelReason: numberOf(values.cancelReason),
        note: textOf(values.note),
        evidenceIds: frame.evidenceIds,
      });
      if (!parsed.success) return refused(problemsOfSchema(parsed.error, ctx.language));
      let ticket: Ticket;
      try {
        ticket = await cancelTicket(ctx.deps, ctx.session, selfAct(ctx.session), parsed.data);
      } catch (error) {
        return refused(problemsOfRefusal(error, ctx.language));
      }
      const text = [
        chatText(ctx.language, "refundSent", { ticket: ticketLabel(ctx.language, ticket) }),
        commutingTicketsLink(ctx.language),
      ].join("\n\n");
      return {
        done: true,
        replies: [textReply(text, { taskName: task, buttons: [commutingTicketsButton(ctx.language)] })],
      };
    },
  };
}

export const refundTicketFlow = refundFlow("refundTicket");
export const refundFullFlow = refundFlow("refundFull");
export const refundCancelFlow = refundFlow("refundCancel");

const refundTasks: readonly string[] = ["refundTicket", "refundFull", "refundCancel"];

/**
 * Another way to settle the refund in progress (its buttons, or asking for a full refund or a
 * cancelled renewal in the middle of it): the task becomes that one, on the same ticket, the
 * refund amount fixed or free again. Answers whether the frame was a refund's form.
 */
export function switchRefund(frame: ChatFrame, task: ChatTaskName): boolean {
  if (!refundTasks.includes(frame.task) || !refundTasks.includes(task) || frame.step !== "form") return false;
  const amount = numberOf(frame.values.amount) ?? 0;
  const fixed = fixedRefund[task as RefundTask];
  frame.task = task;
  frame.values.refundAmount = fixed ? fixed(amount) : null;
  return true;
}

/** The refund form's choice buttons. */
export const refundChoices: Record<string, RefundTask> = {
  "refund:full": "refundFull",
  "refund:renewal": "refundCancel",
};
