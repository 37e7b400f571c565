import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { chatClient, clearChatData, createChatCompany, formOf, textOf } from "./chat-test-client";

type Auth = { authorization: string };
const start = new Date("2026-11-21T03:00:00Z");

describe("chat understanding by the rules", () => {
  let t: TestApp;
  let auth: Record<string, Auth> = {};
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock: createFakeClock(start) });
    auth = (await createChatCompany(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(() => clearChatData(t));

  const chatOf = (who: string) => chatClient(t, auth[who] as Auth);

  it("asks 'did you mean' when unsure, and shows the task menu when nothing matches", async () => {
    const chat = chatOf("employee1");
    const unsure = await chat.text("ticket");
    expect(textOf(unsure)).toContain("Did you mean");
    expect(unsure.items[0]?.data?.buttons.map((button) => button.value)).toEqual([
      "createTicket",
      "continueTicket",
      "refundTicket",
    ]);
    const none = await chat.text("book a meeting room for tomorrow");
    expect(none.items[0]).toMatchObject({ answerType: "buttons" });
    expect(textOf(none)).toContain("I did not understand");
    expect(none.items[0]?.data?.buttons).toHaveLength(6);
  });

  it("switches task on a new task's sentence, keeps the open one, and shows the open one again when asked for", async () => {
    const chat = chatOf("employee1");
    await chat.text("I want a new commuting ticket");
    const unclear = await chat.text("blah blah");
    expect(textOf(unclear)).toContain("I did not understand");
    const moved = await chat.text("I moved to a new office");
    expect(formOf(moved).taskName).toBe("workingAddress");
    expect(textOf(moved)).toContain("we can go back to **Create a ticket**");
    const again = await chat.text("my working address changed");
    expect(formOf(again).taskName).toBe("workingAddress");
    expect(textOf(again)).not.toContain("did not understand");
    // A 6-month pass names the duration its task fixes: no "cannot be changed" for it.
    const sixMonths = await chat.text("I need a 6 month pass");
    expect(formOf(sixMonths).taskName).toBe("createTicket6Months");
    expect(textOf(sixMonths)).not.toContain("cannot be changed");
  });

  it("says what Navi can do on help, and answers small talk", async () => {
    const chat = chatOf("employee1");
    expect(textOf(await chat.text("help"))).toContain("Here is what I can do");
    expect(textOf(await chat.text("thanks!"))).toContain("You're welcome");
  });

  it("speaks the language of the first messages, and keeps the nation's for mixed ones", async () => {
    const japanese = await chatOf("employee1").text("定期券を新しく申請したいです");
    expect(japanese.items[0]).toMatchObject({ language: "ja", taskName: "createTicket" });
    expect(textOf(japanese)).toContain("定期券の内容を確認して");
    const english = await chatOf("vn1").text("I want to create a new commuting ticket");
    expect(english.items[0]?.language).toBe("en");
    const vietnamese = await chatOf("vn1").text("tôi muốn làm vé tháng mới");
    expect(vietnamese.items[0]?.language).toBe("vi");
    const mixed = await chatOf("employee1").text("a new ticket from 新宿 to 東京 please");
    expect(mixed.items[0]?.language).toBe("en");
    expect(formOf(mixed).values).toMatchObject({ departure: "新宿", arrival: "東京" });
  });

  it("answers in the language chosen in the chat window, whatever the nation or the words", async () => {
    // employee1 is Japanese: the nation's language is Japanese.
    const greeting = await t.app.inject({
      method: "GET",
      url: "/api/chatbot/greeting/employee1?language=en",
      headers: auth.employee1,
    });
    expect(greeting.json()).toMatchObject({
      language: "en",
      answerContent: expect.stringContaining("Hello"),
    });
    const chat = chatOf("employee1");
    const english = await chat.text("定期券を新しく申請したいです", { language: "en" });
    expect(english.items[0]).toMatchObject({ language: "en", taskName: "createTicket" });
    expect(textOf(english)).toContain("Please check the ticket");
    const kept = await chat.press("task", "workingAddress");
    expect(kept.items[0]?.language).toBe("en");
    const switched = await chat.send({
      event: { event: "button", kind: "task", value: "createTicket" },
      language: "vi",
    });
    expect(switched.items[0]?.language).toBe("vi");
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/chatbot/greeting/employee1?language=fr",
      headers: auth.employee1,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("starts the task of a greeting button's opening message, in a fresh conversation only", async () => {
    const chat = chatOf("employee1");
    const opened = await chat.text("Hello", { taskName: "workingAddress" });
    expect(formOf(opened).taskName).toBe("workingAddress");
    const again = await chat.text("help", { taskName: "createTicket" });
    expect(textOf(again)).toContain("Here is what I can do");
  });
});

/** An OpenAI-compatible /chat/completions server whose answer each test decides. */
function fakeModel() {
  const requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let answer: (response: http.ServerResponse) => void = () => {};
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) });
      answer(response);
    });
  });
  const reply = (content: string) => (response: http.ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
  };
  return {
    server,
    requests,
    answerWith(content: string) {
      answer = reply(content);
    },
    answerAfter(ms: number, content: string) {
      answer = (response) => setTimeout(() => reply(content)(response), ms);
    },
    failWith(status: number) {
      answer = (response) => {
        response.writeHead(status);
        response.end("{}");
      };
    },
  };
}

describe("chat understanding by the optional language model", () => {
  let t: TestApp;
  let auth: Record<string, Auth> = {};
  const model = fakeModel();

  beforeAll(async () => {
    await new Promise<void>((resolve) => model.server.listen(0, "127.0.0.1", resolve));
    const { port } = model.server.address() as AddressInfo;
    t = await buildTestApp(
      {
        LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
        CHAT_LLM_URL: `http://127.0.0.1:${port}/v1`,
        CHAT_LLM_KEY: "model-key",
        CHAT_LLM_MODEL: "tiny-model",
      },
      { clock: createFakeClock(start) },
    );
    auth = (await createChatCompany(t)).auth;
  });
  afterAll(async () => {
    await t.close();
    model.server.closeAllConnections();
    await new Promise((resolve) => model.server.close(resolve));
  });
  beforeEach(async () => {
    model.requests.length = 0;
    await clearChatData(t);
  });

  const chat = () => chatClient(t, auth.employee1 as Auth);
  // Words the rules do not understand, so only the model's commands can start a task.
  const riddle = "the place where I sit every weekday is going to be at 220-0012";

  it("uses a valid answer: its commands go through the engine like the rules'", async () => {
    model.answerWith(
      JSON.stringify({
        commands: [
          { type: "startTask", task: "workingAddress" },
          { type: "setField", field: "postCode", value: "2200012" },
          { type: "setField", field: "changeDate", value: "2026/12/01" },
        ],
      }),
    );
    const answer = await chat().text(riddle);
    expect(formOf(answer).values).toMatchObject({
      postCode: "2200012",
      address1: "神奈川県横浜市西区みなとみらい",
      changeDate: "2026-12-01",
    });
    const [request] = model.requests;
    expect(request?.headers.authorization).toBe("Bearer model-key");
    expect(request?.body).toMatchObject({ model: "tiny-model", response_format: { type: "json_object" } });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(JSON.parse(messages[1]?.content ?? "{}")).toMatchObject({
      message: riddle,
      conversation: { today: "2026-11-21", taskInProgress: null },
    });
    // The model is never asked about structured events.
    await chat().press("task", "createTicket");
    expect(model.requests).toHaveLength(1);
  });

  it("falls back to the rules on garbage, on commands it may not give, and on an HTTP error", async () => {
    for (const answer of [
      "this is not JSON",
      JSON.stringify({ commands: [{ type: "submitForm", revision: 1, values: {} }] }),
      JSON.stringify({ commands: [{ type: "startTask", task: "deleteEverything" }] }),
    ]) {
      model.answerWith(answer);
      const reply = await chat().text("I want to change my working address");
      expect(formOf(reply).taskName).toBe("workingAddress");
    }
    model.failWith(500);
    expect(formOf(await chat().text("I want to change my working address")).taskName).toBe("workingAddress");
    expect(model.requests).toHaveLength(4);
  });

  it("falls back to the rules when the model takes more than 3 seconds", { timeout: 15_000 }, async () => {
    model.answerAfter(4000, JSON.stringify({ commands: [{ type: "startTask", task: "createTicket" }] }));
    const started = Date.now();
    const reply = await chat().text("I want to change my working address");
    expect(formOf(reply).taskName).toBe("workingAddress");
    expect(Date.now() - started).toBeLessThan(3900);
  });
});
