import type { ChatForm, ChatResponseItem, Greeting } from "@portal/contract/chatbot/chatbot.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NaviChat } from "../features/chatbot/components/navi-chat";
import { createQueryClient } from "../lib/query-client";
import { type Answers, callsTo, serve } from "./fake-api";
import { fakeToken } from "./fake-token";
import { jsonResponse, renderRoutes } from "./render";

/** One successful reply item of send-message, in English, of session s-1. */
export function chatReply(overrides: Partial<ChatResponseItem> = {}): ChatResponseItem {
  return {
    answerContent: "OK",
    agentType: "navi",
    taskName: null,
    data: null,
    dataError: null,
    answerType: "text",
    language: "en",
    enableAttachButton: false,
    timestamp: "2026-04-01T09:00:00+09:00",
    sources: [],
    sessionId: "s-1",
    isSuccess: true,
    errorMessage: null,
    ...overrides,
  };
}

/** The greeting: English, only create enabled (as the spec starts). */
export function chatGreeting(overrides: Partial<Greeting> = {}): Greeting {
  return {
    nation: "Japan",
    language: "en",
    answerContent: "Hello, **Taro**! How can I help?",
    enabledButtons: { create: true, continue: false, upload: false, refund: false },
    ...overrides,
  };
}

/** A new-ticket form by bus (no station lookups), the working address read-only. */
export function chatTicketForm(overrides: Partial<ChatForm> = {}): ChatForm {
  return {
    kind: "ticket",
    taskName: "createTicket",
    revision: 1,
    values: {
      workingAddress: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
      departure: "",
      arrival: "",
      transportType: "Bus",
      duration: 1,
      startDate: "2026-04-01",
      amount: null,
      notes: "",
    },
    readOnly: ["workingAddress"],
    ...overrides,
  };
}

/** A reply carrying a form. */
export const formReply = (form: ChatForm, overrides: Partial<ChatResponseItem> = {}) =>
  chatReply({
    answerContent: "Please fill in the form.",
    answerType: "form",
    agentType: "ticket",
    taskName: form.taskName,
    data: { form, buttons: [], tickets: [] },
    ...overrides,
  });

export const send = "POST /api/chatbot/send-message";
export const newConversation = "POST /api/chatbot/new-conversation";
export const openLabel = "Open Navi, the chat assistant";

/** Signed in as taro (the user name the greeting needs). */
export function signIn() {
  localStorage.setItem("token", fakeToken(3600));
  localStorage.setItem("username", "taro");
}

/** Answers each send-message call with the next of `replies` (the last one over and over). */
export function replies(...items: ChatResponseItem[][]): Answers[string] {
  let call = 0;
  return () => jsonResponse(200, items[Math.min(call++, items.length - 1)]);
}

/** The chat service answering: shown, an English greeting, session s-1, "OK" to every message. */
export function serveChat(answers: Answers = {}) {
  return serve({
    "GET /api/menu/check-show-navi": () => jsonResponse(200, { show: true }),
    "GET /api/chatbot/greeting/taro": () => jsonResponse(200, chatGreeting()),
    [newConversation]: () => jsonResponse(200, { sessionId: "s-1" }),
    [send]: replies([chatReply()]),
    ...answers,
  });
}

/** With the app's query client, so its app-wide error handling (toasts, 403) is there too. */
export const renderNavi = () =>
  renderRoutes([{ path: "*", element: <NaviChat /> }], "/home", createQueryClient(), { env: "test" });

/** Opens the chat with the floating button and answers its window. */
export async function openChat() {
  await userEvent.click(await screen.findByRole("button", { name: openLabel }));
  return screen.findByRole("dialog", { name: /Navi/ });
}

/** The text parts of the nth send-message call. */
export function sentFields(fetchMock: ReturnType<typeof serve>, index: number) {
  const body = callsTo(fetchMock, send)[index]?.body;
  if (!(body instanceof FormData)) throw new Error(`No send-message call ${index}`);
  return Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === "string"));
}

/** Types into the composer and sends with Enter. */
export async function typeMessage(text: string) {
  const input = screen.getByRole("textbox", { name: "Message to Navi" });
  await userEvent.type(input, `${text}{Enter}`);
}

/** The input of a field in a form (a station field's list may carry the same label). */
export function field(scope: HTMLElement, label: RegExp): HTMLElement {
  const input = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.matches("input, textarea"));
  if (!input) throw new Error(`No field ${label}`);
  return input;
}
