import type {
  ChatDataErrorKey,
  ChatLanguage,
  ChatTaskName,
} from "@portal/contract/chatbot/chatbot.constants";
import { addDays } from "@portal/contract/common/dates";
import {
  TicketStatus,
  ticketDurations,
  transportTypes,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import {
  type Ticket,
  ticketInputSchema,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { createTickets } from "../../commutation-ticket/commutation-ticket.service";
import { getWorkingAddress, selfAct } from "../../commutation-ticket/ticket-context";
import { chatText, durationLabel, transportLabel } from "../chat-texts";
import type { ChatContext } from "../engine/chat-context";
import {
  type ChatFlow,
  dateOf,
  type FormView,
  numberOf,
  type SubmitOutcome,
  textOf,
} from "../engine/chat-flow";
import { commutingTicketsButton, commutingTicketsLink, textReply } from "../engine/chat-reply";
import type { ChatFrame, FormValues } from "../engine/chat-state";
import { ticketCandidates, ticketLabel } from "../engine/chat-tickets";
import { type FieldProblem, problemsOfRefusal, problemsOfSchema, toDataError } from "../engine/data-error";
import { matchStation } from "../nlu/slots";

type TicketTask = Extract<ChatTaskName, "createTicket" | "createTicket6Months" | "continueTicket">;

/** The new ticket form's fields under the spec's error keys (notes: the over-budget reason). */
const errorKeys: Record<string, ChatDataErrorKey> = {
  departure: "ErrorDeparture",
  arrival: "ErrorArrival",
  transportType: "ErrorTransportType",
  amount: "ErrorAmount",
  duration: "ErrorDuration",
  startDate: "ErrorStartDate",
  notes: "ErrorVerify",
};

/** Fields that never change in the form: fixed by the kind, or copied from the ticket continued. */
const readOnlyOf: Record<TicketTask, string[]> = {
  createTicket: ["workingAddress"],
  createTicket6Months: ["workingAddress", "transportType", "duration"],
  continueTicket: [
    "workingAddress",
    "ticket",
    "departure",
    "arrival",
    "transportType",
    "duration",
    "amount",
    "startDate",
  ],
};

const promptOf: Record<TicketTask, "ticketForm" | "continueForm"> = {
  createTicket: "ticketForm",
  createTicket6Months: "ticketForm",
  continueTicket: "continueForm",
};

function options(language: ChatLanguage) {
  return {
    transportType: transportTypes.map((value) => ({ value, label: transportLabel(language, value) })),
    duration: ticketDurations.map((months) => ({
      value: String(months),
      label: durationLabel(language, months),
    })),
  };
}

/** The station names closest to what was typed, for the suggestion keys. */
async function suggestions(ctx: ChatContext, typed: string): Promise<string | undefined> {
  if (!typed) return undefined;
  const matches = matchStation(typed, await ctx.stations()).slice(0, 5);
  return matches.length > 0 ? matches.map((match) => match.name).join(", ") : undefined;
}

/**
 * A train ticket's station typed in the chat that is not a station of the list but close to
 * some: the "did you mean" of the form (the screen's autocomplete picks names from the list).
 * A name matching none is let through (a station the list does not have yet).
 */
async function misspeltStations(ctx: ChatContext, values: FormValues): Promise<FieldProblem[]> {
  const stations = await ctx.stations();
  const problems: FieldProblem[] = [];
  for (const field of ["departure", "arrival"]) {
    const [best] = matchStation(textOf(values[field]), stations, 1);
    if (best && best.score < 1) problems.push({ field, message: chatText(ctx.language, "stationUnknown") });
  }
  return problems;
}

async function refusal(
  ctx: ChatContext,
  problems: FieldProblem[],
  values: FormValues,
): Promise<SubmitOutcome> {
  const dataError = toDataError(problems, errorKeys);
  if (dataError.ErrorDeparture) {
    const departure = await suggestions(ctx, textOf(values.departure));
    if (departure) dataError.DepartureSuggestion = departure;
  }
  if (dataError.ErrorArrival) {
    const arrival = await suggestions(ctx, textOf(values.arrival));
    if (arrival) dataError.ArrivalSuggestion = arrival;
  }
  return { done: false, dataError };
}

function ticketFlow(task: TicketTask): ChatFlow {
  return {
    task,
    formKind: "ticket",
    slotFields: {
      departure: "departure",
      arrival: "arrival",
      transport: "transportType",
      duration: "duration",
      date: "startDate",
      amount: "amount",
    },
    ...(task === "continueTicket" && {
      candidates: (_ctx: ChatContext, tickets: Ticket[]) => ticketCandidates.continue(tickets),
      noCandidateText: "noTicketToContinue" as const,
      async pick(ctx: ChatContext, frame: ChatFrame, ticket: Ticket) {
        frame.ticketId = ticket.id;
        frame.step = "form";
        Object.assign(frame.values, {
          departure: ticket.departure,
          arrival: ticket.arrival,
          transportType: ticket.transportType,
          duration: ticket.duration,
          amount: ticket.amount,
          startDate: addDays(ticket.endDate, 1),
          ticket: ticketLabel(ctx.language, ticket),
        });
        return { done: false, replies: [] };
      },
    }),

    async initialValues(ctx) {
      const { workingAddress } = await getWorkingAddress(ctx.deps, ctx.session);
      const isSixMonths = task === "createTicket6Months";
      return {
        workingAddress,
        departure: null,
        arrival: null,
        transportType: "Train",
        duration: isSixMonths ? 6 : null,
        startDate: null,
        amount: null,
        notes: "",
      };
    },

    readOnly: () => readOnlyOf[task],

    async view(ctx, frame): Promise<FormView> {
      const text = chatText(ctx.language, promptOf[task], { ticket: textOf(frame.values.ticket) });
      return {
        text,
        form: {
          kind: "ticket",
          taskName: task,
          values: frame.values,
          readOnly: readOnlyOf[task],
          options: options(ctx.language),
        },
      };
    },

    async submit(ctx, frame, values) {
      const parsed = ticketInputSchema.safeParse({
        kind: task,
        previousTicketId: task === "continueTicket" ? frame.ticketId : null,
        departure: textOf(values.departure),
        arrival: textOf(values.arrival),
        transportType: textOf(values.transportType),
        duration: numberOf(values.duration),
        startDate: dateOf(values.startDate),
        amount: numberOf(values.amount),
        notes: textOf(values.notes),
      });
      if (!parsed.success) return refusal(ctx, problemsOfSchema(parsed.error, ctx.language), values);
      const unknownStations =
        parsed.data.transportType === "Train" ? await misspeltStations(ctx, values) : [];
      if (unknownStations.length > 0) return refusal(ctx, unknownStations, values);
      let route: Awaited<ReturnType<typeof createTickets>>;
      try {
        route = await createTickets(ctx.deps, selfAct(ctx.session), [parsed.data]);
      } catch (error) {
        return refusal(ctx, problemsOfRefusal(error, ctx.language), values);
      }
      const created = route.tickets.reduce((last, ticket) => (ticket.id > last.id ? ticket : last));
      const outcome = created.status === TicketStatus.submittedToManager ? "sentToLeader" : "sentToHr";
      const lines = [
        chatText(ctx.language, outcome),
        ticketLabel(ctx.language, created),
        ...(created.overBudget ? [chatText(ctx.language, "overBudgetNote")] : []),
        commutingTicketsLink(ctx.language),
      ];
      const buttons = [commutingTicketsButton(ctx.language)];
      return { done: true, replies: [textReply(lines.join("\n\n"), { taskName: task, buttons })] };
    },
  };
}

export const createTicketFlow = ticketFlow("createTicket");
export const createTicket6MonthsFlow = ticketFlow("createTicket6Months");
export const continueTicketFlow = ticketFlow("continueTicket");
