import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
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

describe("chat flows: new tickets", () => {
  let t: TestApp;
  const clock = createFakeClock(start);
  let auth: Record<string, Auth> = {};

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    auth = (await createChatCompany(t)).auth;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(start);
    await clearChatData(t);
  });

  const tickets = () =>
    t.db
      .selectFrom("commutationTickets")
      .select(["kind", "departure", "arrival", "transportType", "duration", "amount", "startDate", "status"])
      .execute();
  const chatOf = (who: string) => chatClient(t, auth[who] as Auth);

  describe("createTicket", () => {
    it("fills the form from free text, takes a correction, and sends the request to the leader", async () => {
      const chat = chatOf("employee1");
      const opened = formOf(await chat.text("I want to create a new commuting ticket"));
      expect(opened).toMatchObject({
        kind: "ticket",
        taskName: "createTicket",
        readOnly: ["workingAddress"],
      });
      expect(opened.values.workingAddress).toBe("〒100-0005 東京都千代田区丸の内1-1-1");

      const filled = await chat.text("from Shinjuku to Tokyo, 3 months, 12000 yen, starting December 1");
      expect(formOf(filled).values).toMatchObject({
        departure: "新宿",
        arrival: "東京",
        duration: 3,
        amount: 12_000,
        startDate: "2026-12-01",
        transportType: "Train",
      });
      const corrected = await chat.text("actually the amount is 15000 yen");
      expect(textOf(corrected)).toContain("I changed **amount** from 12000 to 15000");
      const form = formOf(corrected);
      expect(form.values.amount).toBe(15_000);
      expect(form.revision).toBeGreaterThan(opened.revision);

      const sent = await chat.submit(form, {});
      expect(textOf(sent)).toContain("Your request was sent to your leader");
      expect(sent.items[0]?.data?.buttons[0]).toMatchObject({
        kind: "guideline",
        value: "/commuting-ticket",
      });
      expect(await tickets()).toEqual([
        {
          kind: "createTicket",
          departure: "新宿",
          arrival: "東京",
          transportType: "Train",
          duration: 3,
          amount: 15_000,
          startDate: "2026-12-01",
          status: TicketStatus.submittedToManager,
        },
      ]);
    });

    it("answers invalid input with dataError and no data, and takes the corrected form again", async () => {
      const chat = chatOf("employee1");
      const form = formOf(await chat.press("task", "createTicket"));
      const missing = await chat.submit(form, { departure: "", arrival: "東京", amount: 0, startDate: "" });
      expect(missing.items).toHaveLength(1);
      expect(missing.items[0]).toMatchObject({ answerType: "error", data: null, taskName: "createTicket" });
      expect(missing.items[0]?.dataError).toMatchObject({
        ErrorDeparture: "Departure required.",
        ErrorAmount: "Amount invalid.",
        ErrorStartDate: "Start date required.",
      });
      // The service's own rules: the same stations, a start too early, over budget without a reason.
      const same = await chat.submit(form, {
        departure: "新宿",
        arrival: "新宿",
        amount: 10_000,
        duration: "1",
        startDate: "2026/12/01",
      });
      expect(same.items[0]?.dataError).toMatchObject({
        ErrorArrival: "Departure and arrival must be different.",
        ArrivalSuggestion: expect.stringContaining("新宿"),
      });
      const early = await chat.submit(form, {
        departure: "新宿",
        arrival: "東京",
        amount: 10_000,
        duration: 1,
        startDate: "2026-09-01",
      });
      expect(early.items[0]?.dataError).toEqual({ ErrorStartDate: "A ticket cannot start on this date." });
      const late = { departure: "新宿", arrival: "東京", amount: 10_000, duration: 1 };
      expect((await chat.submit(form, { ...late, startDate: "2027-11-22" })).items[0]?.dataError).toEqual({
        ErrorStartDate: "A ticket can start at most a year ahead, on 2027/11/21 at the latest.",
      });
      expect((await chat.submit(form, { ...late, startDate: "9999-12-01" })).items[0]?.dataError).toEqual({
        ErrorStartDate: "Choose a date from 2000/01/01 to 2030/12/31.",
      });
      const dear = await chat.submit(form, {
        departure: "新宿",
        arrival: "東京",
        amount: 60_000,
        duration: 1,
        startDate: "2026-12-01",
      });
      expect(dear.items[0]?.dataError).toEqual({ ErrorVerify: expect.stringContaining("over your monthly") });
      expect(await tickets()).toEqual([]);
      // The last form is still the one to send (the client re-enabled it).
      const sent = await chat.submit(form, {
        departure: "新宿",
        arrival: "東京",
        amount: "60,000",
        duration: 1,
        startDate: "2026-12-01",
        notes: "Two lines",
      });
      expect(textOf(sent)).toContain("sent to your leader");
      expect(textOf(sent)).toContain("over your monthly commuting allowance");
      expect(await tickets()).toHaveLength(1);
    });

    it("suggests stations for a departure it does not know, in the user's language (Japanese)", async () => {
      const chat = chatOf("jp1");
      const form = formOf(await chat.press("task", "createTicket"));
      const empty = await chat.submit(form, { departure: "", arrival: "東京", amount: 1000, duration: 1 });
      expect(empty.items[0]?.language).toBe("ja");
      expect(empty.items[0]?.dataError).toEqual({
        ErrorDeparture: "出発駅を入力してください。",
        ErrorStartDate: "開始日を入力してください。",
      });
      const typo = await chat.submit(form, {
        departure: "新宿三",
        arrival: "東京",
        amount: 1000,
        duration: 1,
        startDate: "2026-12-01",
      });
      expect(typo.items[0]?.dataError).toEqual({
        ErrorDeparture: "駅は一覧から選んでください（候補をご覧ください）。",
        DepartureSuggestion: expect.stringContaining("新宿三丁目"),
      });
      expect(await tickets()).toEqual([]);
    });

    it("refuses an old form once the conversation moved on, doing nothing", async () => {
      const chat = chatOf("employee1");
      const first = formOf(await chat.text("I want to create a new commuting ticket"));
      const second = formOf(await chat.text("from Shinjuku to Tokyo for 1 month"));
      const old = await chat.submit(first, { amount: 9000, startDate: "2026-12-01", duration: 1 });
      expect(textOf(old)).toContain("This form is outdated");
      expect(await tickets()).toEqual([]);
      const sent = await chat.submit(second, { amount: 9000, startDate: "2026-12-01" });
      expect(textOf(sent)).toContain("sent to your leader");
      // Sent once: the same form again is outdated.
      expect(textOf(await chat.submit(second, { amount: 9000, startDate: "2026-12-01" }))).toContain(
        "outdated",
      );
      expect(await tickets()).toHaveLength(1);
    });

    it("performs one of two submissions of the same form sent at once", async () => {
      const chat = chatOf("employee1");
      const form = formOf(await chat.text("I want to create a new commuting ticket"));
      const values = {
        departure: "新宿",
        arrival: "東京",
        amount: 9000,
        duration: 1,
        startDate: "2026-12-01",
      };
      const answers = await Promise.all([chat.submit(form, values), chat.submit(form, values)]);
      const texts = answers.map(textOf);
      expect(texts.filter((text) => text.includes("sent to your leader"))).toHaveLength(1);
      expect(texts.filter((text) => text.includes("outdated"))).toHaveLength(1);
      expect(await tickets()).toHaveLength(1);
    });

    it("is interrupted by another task and resumed with its values, by asking or after the other one", async () => {
      const chat = chatOf("employee1");
      await chat.text("I want to create a new commuting ticket");
      await chat.text("from Shinjuku to Tokyo, 12000 yen");
      const other = await chat.text("I want to change my working address");
      expect(textOf(other)).toContain("Let's do **Change working address** first");
      expect(formOf(other).taskName).toBe("workingAddress");
      const back = await chat.text("let's go back");
      expect(textOf(back)).toContain("Back to **Create a ticket**");
      expect(formOf(back)).toMatchObject({
        taskName: "createTicket",
        values: expect.objectContaining({ departure: "新宿", arrival: "東京", amount: 12_000 }),
      });

      // The inner task finishes: going back is offered with buttons.
      const address = formOf(await chat.text("I want to change my working address"));
      const recorded = await chat.submit(address, {
        postCode: "220-0012",
        address1: "神奈川県横浜市西区みなとみらい",
        changeDate: "2026-12-01",
      });
      expect(textOf(recorded)).toContain("Shall we go back to **Create a ticket**?");
      const offer = recorded.items[recorded.items.length - 1];
      expect(offer?.data?.buttons.map((button) => button.value)).toEqual(["resume", "dropResume"]);
      const resumed = await chat.press("choice", "resume");
      expect(formOf(resumed).values).toMatchObject({ departure: "新宿", amount: 12_000 });
    });

    it("cancels the task in progress on request", async () => {
      const chat = chatOf("employee1");
      const form = formOf(await chat.press("task", "createTicket"));
      const cancelled = await chat.send({ event: { event: "cancel" } });
      expect(textOf(cancelled)).toContain("I stopped **Create a ticket**");
      expect(textOf(await chat.submit(form, { departure: "新宿", arrival: "東京" }))).toContain("outdated");
    });
  });

  describe("createTicket6Months", () => {
    it("fixes Train and 6 months, says so when asked to change them, and sends the ticket", async () => {
      const chat = chatOf("employee1");
      const opened = formOf(await chat.press("task", "createTicket6Months"));
      expect(opened.values).toMatchObject({ transportType: "Train", duration: 6 });
      expect(opened.readOnly).toEqual(expect.arrayContaining(["transportType", "duration"]));
      const fixed = await chat.text("make it 3 months by bus, from 新宿 to 渋谷");
      expect(textOf(fixed)).toContain("is fixed for this task");
      const form = formOf(fixed);
      expect(form.values).toMatchObject({
        duration: 6,
        transportType: "Train",
        departure: "新宿",
        arrival: "渋谷",
      });
      // A client cannot change a read-only field either.
      const bad = await chat.submit(form, {
        duration: 1,
        transportType: "Bus",
        amount: "",
        startDate: "2026-12-01",
      });
      expect(bad.items[0]?.dataError).toEqual({ ErrorAmount: "Amount required. " });
      const sent = await chat.submit(form, { duration: 1, amount: 60_000, startDate: "2026-12-01" });
      expect(textOf(sent)).toContain("sent to your leader");
      expect(await tickets()).toEqual([
        expect.objectContaining({ kind: "createTicket6Months", duration: 6, transportType: "Train" }),
      ]);
    });
  });

  describe("continueTicket", () => {
    const approvedEndingSoon = (who: string, departure: string) =>
      ticketInStatus(t, auth[who] as Auth, TicketStatus.approved, {
        startDate: "2026-11-01",
        departure,
        amount: 8000,
      });

    it("lists the tickets that may be continued, copies the picked one read-only, and sends it to HR", async () => {
      await approvedEndingSoon("employee1", "渋谷");
      const chosen = await approvedEndingSoon("employee1", "品川");
      const chat = chatOf("employee1");
      const listed = await chat.text("my ticket runs out soon, I want to renew it");
      const list = listed.items.find((item) => item.answerType === "ticketList");
      expect(list?.data?.tickets.map((ticket) => ticket.label)).toEqual([
        expect.stringContaining("渋谷 → 東京"),
        expect.stringContaining("品川 → 東京"),
      ]);
      const form = formOf(await chat.press("ticket", String(chosen)));
      expect(form.values).toMatchObject({
        departure: "品川",
        arrival: "東京",
        amount: 8000,
        duration: 1,
        startDate: "2026-12-01",
      });
      expect(form.readOnly).toEqual(
        expect.arrayContaining(["departure", "arrival", "transportType", "duration", "amount"]),
      );
      const fixed = await chat.text("the amount is 5000 yen");
      expect(textOf(fixed)).toContain("**amount** is fixed");
      const sent = await chat.submit(formOf(fixed), { amount: 1 });
      expect(textOf(sent)).toContain("Your request was sent to HR");
      const rows = await tickets();
      expect(rows.filter((row) => row.kind === "continueTicket")).toEqual([
        expect.objectContaining({ departure: "品川", amount: 8000, status: TicketStatus.submitted }),
      ]);
    });

    it("picks the only ticket at once, says so when there is none, and refuses an old form", async () => {
      const chat = chatOf("employee1");
      expect(textOf(await chat.press("task", "continueTicket"))).toContain("no ticket that can be continued");
      await approvedEndingSoon("employee1", "渋谷");
      const first = formOf(await chat.press("task", "continueTicket"));
      expect(first.values.departure).toBe("渋谷");
      await chat.send({ event: { event: "cancel" } });
      expect(textOf(await chat.submit(first, {}))).toContain("outdated");
      expect((await tickets()).filter((row) => row.kind === "continueTicket")).toEqual([]);
    });

    it("is interrupted and resumed", async () => {
      await approvedEndingSoon("employee1", "渋谷");
      const chat = chatOf("employee1");
      await chat.press("task", "continueTicket");
      const inner = await chat.press("task", "createTicket");
      expect(textOf(inner)).toContain("we can go back to **Continue a ticket**");
      const back = await chat.text("go back");
      expect(formOf(back)).toMatchObject({
        taskName: "continueTicket",
        values: expect.objectContaining({ departure: "渋谷" }),
      });
      expect(textOf(await chat.submit(formOf(back), {}))).toContain("sent to HR");
    });
  });
});
