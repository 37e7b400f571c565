import { ChatHeaders } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatEvent, ChatForm, ChatResponseItem } from "@portal/contract/chatbot/chatbot.schema";
import type { TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";
import { type FormPart, multipartPayload } from "../../testing/upload";
import { ensureStations } from "../commutation-ticket/station.service";

export interface ChatAnswer {
  status: number;
  items: ChatResponseItem[];
  body: string;
  headers: Record<string, unknown>;
}

/**
 * A chat user for HTTP tests: sends multipart messages to send-message as the web client does,
 * keeping the session id and the X-Auth-Key the replies carry.
 */
export function chatClient(t: TestApp, auth: { authorization: string }, basePath = "/api/chatbot") {
  const state = { sessionId: "", authKey: undefined as string | undefined, account: "" };

  async function send(message: {
    message?: string;
    event?: ChatEvent;
    taskName?: string;
    files?: FormPart[];
    /** The language chosen in the chat window ("" or left out: none). */
    language?: string;
  }): Promise<ChatAnswer> {
    const parts: FormPart[] = [
      { name: "message", content: message.message ?? "" },
      { name: "data", content: message.event ? JSON.stringify(message.event) : "" },
      { name: "account", content: state.account },
      { name: "questionType", content: message.event ? "json" : "text" },
      { name: "taskName", content: message.taskName ?? "" },
      { name: "agentType", content: "" },
      { name: "sessionId", content: state.sessionId },
      { name: "timestamp", content: "" },
      ...(message.language ? [{ name: "language", content: message.language }] : []),
      ...(message.files ?? []),
    ];
    const { payload, headers } = multipartPayload(parts);
    const response = await t.app.inject({
      method: "POST",
      url: `${basePath}/send-message`,
      headers: {
        ...auth,
        ...headers,
        module: "FES",
        ...(state.authKey && { [ChatHeaders.authKey]: state.authKey }),
      },
      payload,
    });
    const key = response.headers[ChatHeaders.authKey];
    if (typeof key === "string") state.authKey = key;
    const items = response.statusCode === 200 ? response.json<ChatResponseItem[]>() : [];
    const last = items[items.length - 1];
    if (last) state.sessionId = last.sessionId;
    return { status: response.statusCode, items, body: response.body, headers: response.headers };
  }

  return {
    state,
    send,
    text: (text: string, extra: { taskName?: string; files?: FormPart[]; language?: string } = {}) =>
      send({ message: text, ...extra }),
    press: (kind: "task" | "choice" | "guideline" | "ticket", value: string) =>
      send({ event: { event: "button", kind, value } }),
    submit: (form: ChatForm, values: Record<string, string | number | null>, files?: FormPart[]) =>
      send({
        event: { event: "submit", revision: form.revision, values: { ...form.values, ...values } },
        files,
      }),
  };
}

/** The form of an answer (the last one that carries a form). */
export function formOf(answer: ChatAnswer): ChatForm {
  const form = [...answer.items].reverse().find((item) => item.data?.form)?.data?.form;
  if (!form) throw new Error(`no form in ${answer.body}`);
  return form;
}

/** Every text of an answer, joined, for assertions on what Navi said. */
export function textOf(answer: ChatAnswer): string {
  return answer.items.map((item) => item.answerContent).join("\n");
}

/** People of the chat tests: a department led by leader1; vn1 Vietnamese, jp1 Japanese, the rest unknown. */
export async function createChatCompany(t: TestApp) {
  await ensureStations(t.db);
  const company = await createTicketCompany(t, {
    departments: { dev: { leader: "leader1" } },
    people: {
      employee1: { department: "dev", fullName: "Emma Employee" },
      employee2: { department: "dev" },
      leader1: { department: "dev" },
      vn1: { department: "dev", fullName: "Nguyen Van An" },
      jp1: { department: "dev", fullName: "山田太郎" },
    },
  });
  const nationalities: Record<string, string> = { vn1: "Vietnamese", jp1: "Japanese" };
  for (const [account, nationality] of Object.entries(nationalities)) {
    await t.db.updateTable("employees").set({ nationality }).where("account", "=", account).execute();
  }
  const auth: Record<string, { authorization: string }> = {};
  for (const account of Object.keys(company.ids)) auth[account] = (await signIn(t, account)).headers;
  return { ...company, auth };
}

/** A ticket asked for through the screens' call, then put in `status` (e.g. Approved, 2). */
export async function ticketInStatus(
  t: TestApp,
  auth: { authorization: string },
  status: number,
  leg: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/commutationTicket",
    headers: auth,
    payload: { tickets: [ticketLeg(leg)] },
  });
  if (response.statusCode !== 200) throw new Error(`ticket not created: ${response.body}`);
  const route = response.json<{ tickets: { id: number }[] }>();
  const id = Math.max(...route.tickets.map((ticket) => ticket.id));
  await t.db.updateTable("commutationTickets").set({ status }).where("id", "=", id).execute();
  return id;
}

/** Empties what the chat tests write, between tests. */
export async function clearChatData(t: TestApp) {
  for (const table of [
    "chatMessages",
    "chatSessions",
    "ticketEvidences",
    "commutationTickets",
    "commutingRoutes",
    "ticketLogs",
    "employeeWorkingAddresses",
    "notifications",
  ] as const) {
    await t.db.deleteFrom(table).execute();
  }
}
