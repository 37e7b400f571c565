import { ChatHeaders } from "@portal/contract/chatbot/chatbot.constants";
import type { ChatHistoryItem, ChatResponseItem, Greeting } from "@portal/contract/chatbot/chatbot.schema";
import { chatResponseItemSchema } from "@portal/contract/chatbot/chatbot.schema";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { imageBytes, multipartPayload } from "../../testing/upload";
import {
  chatClient,
  clearChatData,
  createChatCompany,
  formOf,
  textOf,
  ticketInStatus,
} from "./chat-test-client";

type Auth = { authorization: string };
const start = new Date("2026-11-21T03:00:00Z");
const day = 24 * 60 * 60 * 1000;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

describe("the chat service: wire format, sessions, auth key, greeting", () => {
  let t: TestApp;
  const clock = createFakeClock(start);
  let auth: Record<string, Auth> = {};

  beforeAll(async () => {
    // Tokens outlive the days the key rotation test moves the clock by.
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000", TOKEN_TTL: "30d" }, { clock });
    auth = (await createChatCompany(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(start);
    await clearChatData(t);
  });

  const greeting = (who: string, id = who, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/chatbot/greeting/${id}`,
      headers: { ...auth[who], ...headers },
    });

  describe("send-message", () => {
    it("answers a list of reply items in a new session, and keeps the session", async () => {
      const chat = chatClient(t, auth.employee1 as Auth);
      const first = await chat.text("help");
      expect(first.status).toBe(200);
      expect(first.items.length).toBeGreaterThan(0);
      for (const item of first.items) expect(chatResponseItemSchema.parse(item)).toEqual(item);
      const [item] = first.items as [ChatResponseItem];
      expect(item).toMatchObject({ isSuccess: true, errorMessage: null, language: "en", agentType: "navi" });
      expect(item.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(item.data?.buttons.map((button) => button.value)).toContain("createTicket");
      const second = await chat.text("hello");
      expect(second.items[0]?.sessionId).toBe(item.sessionId);
    });

    it("refuses a caller without a session (403) and someone else's account (401)", async () => {
      const { payload, headers } = multipartPayload([{ name: "message", content: "help" }]);
      const anonymous = await t.app.inject({
        method: "POST",
        url: "/api/chatbot/send-message",
        headers,
        payload,
      });
      expect(anonymous.statusCode).toBe(403);
      const chat = chatClient(t, auth.employee1 as Auth);
      chat.state.account = "employee2";
      expect((await chat.text("help")).status).toBe(401);
      chat.state.account = "EMPLOYEE1";
      expect((await chat.text("help")).status).toBe(200);
    });

    it("starts a new session for a session id that is not the caller's", async () => {
      const mine = chatClient(t, auth.employee1 as Auth);
      await mine.text("help");
      const theirs = chatClient(t, auth.employee2 as Auth);
      theirs.state.sessionId = mine.state.sessionId;
      const answer = await theirs.text("help");
      expect(answer.items[0]?.sessionId).not.toBe(mine.state.sessionId);
    });

    it("takes images and PDFs (content-checked), at most five, and refuses anything else", async () => {
      const chat = chatClient(t, auth.employee1 as Auth);
      const file = (content: Buffer, filename: string) => ({ name: "files", filename, content });
      const gif = await chat.text("", { files: [file(imageBytes.gif, "a.png")] });
      expect(gif.status).toBe(400);
      expect(gif.body).toContain("Only images");
      const six = await chat.text("", { files: Array.from({ length: 6 }, (_, i) => file(pdf, `${i}.pdf`)) });
      expect(six.status).toBe(400);
      const ok = await chat.text("", { files: [file(pdf, "receipt.pdf"), file(imageBytes.png, "pass.png")] });
      expect(ok.status).toBe(200);
      expect(textOf(ok)).toContain("I kept 2 files");
      expect(await t.db.selectFrom("ticketEvidences").select("id").execute()).toHaveLength(2);
    });

    it("reads structured events from data, never as text, and refuses an unreadable one", async () => {
      const chat = chatClient(t, auth.employee1 as Auth);
      const pressed = await chat.press("task", "workingAddress");
      expect(formOf(pressed)).toMatchObject({ kind: "workingAddress", taskName: "workingAddress" });
      const bad = await chat.send({ message: "", event: { event: "button", kind: "task", value: "x" } });
      expect(bad.status).toBe(200);
      const { payload, headers } = multipartPayload([{ name: "data", content: "{not json" }]);
      const unreadable = await t.app.inject({
        method: "POST",
        url: "/api/chatbot/send-message",
        headers: { ...auth.employee1, ...headers },
        payload,
      });
      expect(unreadable.statusCode).toBe(400);
      const unknownPart = multipartPayload([{ name: "userId", content: "employee1" }]);
      const strict = await t.app.inject({
        method: "POST",
        url: "/api/chatbot/send-message",
        headers: { ...auth.employee1, ...unknownPart.headers },
        payload: unknownPart.payload,
      });
      expect(strict.statusCode).toBe(400);
    });

    it("honours the Module header: FES or none", async () => {
      expect((await greeting("employee1", "employee1", { module: "FES" })).statusCode).toBe(200);
      expect((await greeting("employee1", "employee1", { module: "SMS" })).statusCode).toBe(400);
    });
  });

  describe("the X-Auth-Key exchange", () => {
    it("issues a key to a call without one, and on every greeting and new conversation", async () => {
      const first = await greeting("employee1");
      const key = first.headers[ChatHeaders.authKey];
      expect(key).toEqual(expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{43}$/));
      const again = await greeting("employee1", "employee1", { [ChatHeaders.authKey]: String(key) });
      expect(again.headers[ChatHeaders.authKey]).toBe(key);
      const chat = chatClient(t, auth.employee1 as Auth);
      const sent = await chat.text("help");
      expect(sent.headers[ChatHeaders.authKey]).toBe(key);
      const next = await chat.text("hello");
      // A current key is not sent again on send-message.
      expect(next.headers[ChatHeaders.authKey]).toBeUndefined();
    });

    it("refuses another user's key, or a forged one, with 401", async () => {
      const theirs = String((await greeting("employee2")).headers[ChatHeaders.authKey]);
      expect((await greeting("employee1", "employee1", { [ChatHeaders.authKey]: theirs })).statusCode).toBe(
        401,
      );
      expect((await greeting("employee1", "employee1", { [ChatHeaders.authKey]: "1.abc" })).statusCode).toBe(
        401,
      );
    });

    it("rotates the key daily: yesterday's still works and gets today's, older ones are refused", async () => {
      const chat = chatClient(t, auth.employee1 as Auth);
      await chat.text("help");
      const first = chat.state.authKey;
      clock.advance(day);
      const rotated = await chat.text("hello");
      expect(rotated.status).toBe(200);
      expect(chat.state.authKey).not.toBe(first);
      clock.advance(2 * day);
      const stale = await chat.text("hello");
      expect(stale.status).toBe(401);
    });
  });

  describe("greeting", () => {
    it("speaks the language of the employee's nationality", async () => {
      const of = async (who: string) => (await greeting(who)).json<Greeting>();
      expect(await of("vn1")).toMatchObject({ nation: "Vietnamese", language: "vi" });
      expect((await of("vn1")).answerContent).toContain("Xin chào Nguyen Van An");
      expect(await of("jp1")).toMatchObject({ nation: "Japanese", language: "ja" });
      expect(await of("employee1")).toMatchObject({ nation: "", language: "en" });
    });

    it("answers 401 for another user's id", async () => {
      expect((await greeting("employee1", "employee2")).statusCode).toBe(401);
    });

    it("enables the buttons the user's tickets allow", async () => {
      const buttons = async () => (await greeting("employee1")).json<Greeting>().enabledButtons;
      expect(await buttons()).toEqual({ create: true, continue: false, upload: false, refund: false });
      // Waiting for the leader, without evidence: only upload.
      await ticketInStatus(t, auth.employee1 as Auth, TicketStatus.submittedToManager);
      expect(await buttons()).toEqual({ create: true, continue: false, upload: true, refund: false });
      // Approved and ending within 30 days: continue and refund too.
      await ticketInStatus(t, auth.employee1 as Auth, TicketStatus.approved, {
        startDate: "2026-11-01",
        departure: "渋谷",
      });
      expect(await buttons()).toEqual({ create: true, continue: true, upload: true, refund: true });
    });
  });

  describe("history and new conversations", () => {
    it("answers the messages of the caller's own session, oldest first; others get 404", async () => {
      const chat = chatClient(t, auth.employee1 as Auth);
      await chat.text("help");
      await chat.press("task", "workingAddress");
      const history = await t.app.inject({
        method: "GET",
        url: `/api/chatbot/history/${chat.state.sessionId}`,
        headers: auth.employee1,
      });
      expect(history.statusCode).toBe(200);
      const items = history.json<ChatHistoryItem[]>();
      expect(items.map((item) => item.isFromUser)).toEqual([true, false, true, false]);
      expect(items[0]).toMatchObject({ text: "help", channelId: chat.state.sessionId, language: "en" });
      expect(items[2]?.text).toBe("Change working address");
      expect(items[3]?.data?.form?.kind).toBe("workingAddress");
      for (const other of [`/api/chatbot/history/${chat.state.sessionId}`, "/api/chatbot/history/nope"]) {
        const response = await t.app.inject({ method: "GET", url: other, headers: auth.employee2 });
        expect(response.statusCode).toBe(404);
      }
    });

    it("starts a fresh session, while a chat in another tab keeps its task", async () => {
      const chat = chatClient(t, auth.employee1 as Auth);
      const form = formOf(await chat.press("task", "workingAddress"));
      const oldSession = chat.state.sessionId;
      const fresh = await t.app.inject({
        method: "POST",
        url: "/api/chatbot/new-conversation",
        headers: auth.employee1,
      });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers[ChatHeaders.authKey]).toBeDefined();
      const { sessionId } = fresh.json<{ sessionId: string }>();
      expect(sessionId).not.toBe(oldSession);
      const history = await t.app.inject({
        method: "GET",
        url: `/api/chatbot/history/${sessionId}`,
        headers: { ...auth.employee1, [ChatHeaders.authKey]: fresh.headers[ChatHeaders.authKey] as string },
      });
      expect(history.json()).toEqual([]);
      // The other session's form still works: starting a conversation elsewhere does not end it.
      const other = await chat.submit(form, { postCode: "2200012", address1: "横浜市西区みなとみらい" });
      expect(textOf(other)).not.toContain("outdated");
      expect(await t.db.selectFrom("employeeWorkingAddresses").select("id").execute()).toHaveLength(1);
    });
  });
});

describe("the chat service under another base path", () => {
  let t: TestApp;
  let auth: Record<string, Auth> = {};
  beforeAll(async () => {
    t = await buildTestApp({ CHATBOT_BASE_PATH: "/chat/v2" });
    auth = (await createChatCompany(t)).auth;
  });
  afterAll(() => t.close());

  it("serves the calls there, and tells the web in the client config", async () => {
    const moved = await t.app.inject({
      method: "GET",
      url: "/chat/v2/greeting/employee1",
      headers: auth.employee1,
    });
    expect(moved.statusCode).toBe(200);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/chatbot/greeting/employee1",
      headers: auth.employee1,
    });
    expect(old.statusCode).toBe(404);
    expect((await chatClient(t, auth.employee1 as Auth, "/chat/v2").text("help")).status).toBe(200);
    const config = await t.app.inject({ method: "GET", url: "/api/config/client" });
    expect(config.json()).toMatchObject({ chatbotBasePath: "/chat/v2" });
  });
});
