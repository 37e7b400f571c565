import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { imageBytes } from "../../testing/upload";
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
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const file = (content: Buffer, filename: string) => ({ name: "files", filename, content });

describe("chat flows: evidence and refunds", () => {
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

  const chatOf = (who: string) => chatClient(t, auth[who] as Auth);
  const ticket = (status: number, leg: Record<string, unknown> = {}) =>
    ticketInStatus(t, auth.employee1 as Auth, status, leg);
  const evidence = () =>
    t.db.selectFrom("ticketEvidences").select(["ticketId", "purpose", "fileName"]).orderBy("id").execute();
  const ticketRow = (id: number) =>
    t.db
      .selectFrom("commutationTickets")
      .select(["status", "cancelType", "refundAmount", "cancelDate", "cancelReason"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  describe("uploadEvidence", () => {
    it("picks the only ticket, enables attaching, and attaches the files to it", async () => {
      const id = await ticket(TicketStatus.submittedToManager);
      const chat = chatOf("employee1");
      const prompt = await chat.text("I want to upload the receipt of my commuter pass");
      const item = prompt.items[prompt.items.length - 1];
      expect(item).toMatchObject({
        enableAttachButton: true,
        taskName: "uploadEvidence",
        answerType: "form",
      });
      expect(formOf(prompt)).toMatchObject({ kind: "evidence", readOnly: ["ticket"] });
      const attached = await chat.text("", {
        files: [file(pdf, "receipt.pdf"), file(imageBytes.jpg, "pass.jpg")],
      });
      expect(textOf(attached)).toContain("I attached 2 files to **新宿 → 東京");
      expect(await evidence()).toEqual([
        { ticketId: id, purpose: "ticket", fileName: "receipt.pdf" },
        { ticketId: id, purpose: "ticket", fileName: "pass.jpg" },
      ]);
    });

    it("keeps files sent first, lists the tickets, and attaches them to the one picked", async () => {
      await ticket(TicketStatus.submittedToManager);
      const second = await ticket(TicketStatus.approved, { departure: "渋谷" });
      const chat = chatOf("employee1");
      const kept = await chat.text("", { files: [file(imageBytes.png, "pass.png")] });
      expect(textOf(kept)).toContain("I kept 1 file");
      const list = kept.items.find((item) => item.answerType === "ticketList");
      expect(list?.data?.tickets).toHaveLength(2);
      expect(await evidence()).toEqual([{ ticketId: null, purpose: "ticket", fileName: "pass.png" }]);
      const attached = await chat.press("ticket", String(second));
      expect(textOf(attached)).toContain("I attached 1 file to **渋谷 → 東京");
      expect(await evidence()).toEqual([{ ticketId: second, purpose: "ticket", fileName: "pass.png" }]);
    });

    it("answers a form sent without files with a dataError, refuses an old one, and resumes after an interruption", async () => {
      await ticket(TicketStatus.submittedToManager);
      const chat = chatOf("employee1");
      const form = formOf(await chat.press("task", "uploadEvidence"));
      const empty = await chat.submit(form, {});
      expect(empty.items[0]).toMatchObject({
        answerType: "error",
        data: null,
        enableAttachButton: true,
        dataError: "I did not get a file. Please attach an image or a PDF.",
      });
      expect(textOf(await chat.press("task", "createTicket"))).toContain("go back to **Upload evidence**");
      expect(textOf(await chat.submit(form, {}, [file(pdf, "late.pdf")]))).toContain("outdated");
      const back = await chat.text("go back");
      const sent = await chat.submit(formOf(back), {}, [file(pdf, "receipt.pdf")]);
      expect(textOf(sent)).toContain("I attached 1 file");
      expect((await evidence()).map((row) => row.fileName)).toEqual(["receipt.pdf"]);
    });

    it("says so when there is no ticket to attach evidence to", async () => {
      expect(textOf(await chatOf("employee1").press("task", "uploadEvidence"))).toContain(
        "no ticket to attach evidence to",
      );
    });
  });

  describe("refundTicket", () => {
    it("fills the cancel form from free text, needs evidence for a partial refund, and sends it to HR", async () => {
      const id = await ticket(TicketStatus.approved, { amount: 10_000 });
      const chat = chatOf("employee1");
      const opened = await chat.text("I want to cancel my commuter pass and get a refund");
      const form = formOf(opened);
      expect(form).toMatchObject({ kind: "refund", taskName: "refundTicket" });
      expect(form.values).toMatchObject({ amount: 10_000, cancelDate: "2026-11-21", refundAmount: null });
      expect(form.readOnly).not.toContain("refundAmount");
      expect(form.options?.cancelReason?.[0]).toEqual({ value: "1", label: "Quit plan" });
      const last = opened.items[opened.items.length - 1];
      expect(last?.data?.buttons.map((button) => button.value)).toEqual(["refund:full", "refund:renewal"]);
      expect(last?.enableAttachButton).toBe(true);

      const filled = await chat.text("refund 5000 yen, cancel on December 10");
      expect(formOf(filled).values).toMatchObject({ refundAmount: 5000, cancelDate: "2026-12-10" });
      const corrected = await chat.text("sorry, the refund is 6000 yen");
      expect(textOf(corrected)).toContain("I changed **refund amount** from 5000 to 6000");
      const partial = formOf(corrected);
      const noEvidence = await chat.submit(partial, { cancelReason: "1" });
      expect(noEvidence.items[0]).toMatchObject({ answerType: "error", data: null });
      expect(noEvidence.items[0]?.dataError).toEqual({
        ErrorMessage: "A partial refund needs evidence. Please upload it.",
      });
      expect(textOf(await chat.text("", { files: [file(pdf, "refund.pdf")] }))).toContain("I kept 1 file");
      const sent = await chat.submit(partial, { cancelReason: "1" });
      expect(textOf(sent)).toContain("Your cancellation of **新宿 → 東京");
      expect(await ticketRow(id)).toEqual({
        status: TicketStatus.cancelling,
        cancelType: "partial",
        refundAmount: 6000,
        cancelDate: "2026-12-10",
        cancelReason: 1,
      });
      expect(await evidence()).toEqual([{ ticketId: id, purpose: "cancel", fileName: "refund.pdf" }]);
      expect(textOf(await chat.submit(partial, { cancelReason: "1" }))).toContain("outdated");
    });

    it("keeps the files sent with a partial refund's form as its evidence and sends it to HR", async () => {
      const id = await ticket(TicketStatus.approved, { amount: 10_000 });
      const chat = chatOf("employee1");
      const form = formOf(await chat.press("task", "refundTicket"));
      const sent = await chat.submit(form, { refundAmount: 4000, cancelReason: "1" }, [
        file(pdf, "refund.pdf"),
      ]);
      expect(sent.items[0]?.answerType).not.toBe("error");
      expect(textOf(sent)).toContain("Your cancellation of **新宿 → 東京");
      expect(await ticketRow(id)).toMatchObject({
        status: TicketStatus.cancelling,
        cancelType: "partial",
        refundAmount: 4000,
      });
      const shown = await t.app.inject({
        method: "GET",
        url: `/api/commutationTicket/getTicket/${id}`,
        headers: auth.employee1,
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.json<{ evidences: unknown[] }>().evidences).toEqual([
        expect.objectContaining({
          fileName: "refund.pdf",
          purpose: "cancel",
          contentType: "application/pdf",
        }),
      ]);
      expect(await evidence()).toEqual([{ ticketId: id, purpose: "cancel", fileName: "refund.pdf" }]);
    });

    it("refuses a partial refund's form sent without files, keeping the files of a refused one for the retry", async () => {
      const id = await ticket(TicketStatus.approved, { amount: 10_000 });
      const chat = chatOf("employee1");
      const form = formOf(await chat.press("task", "refundTicket"));
      const bare = await chat.submit(form, { refundAmount: 4000, cancelReason: "1" });
      expect(bare.items[0]).toMatchObject({ answerType: "error", data: null, enableAttachButton: true });
      expect(bare.items[0]?.dataError).toEqual({
        ErrorMessage: "A partial refund needs evidence. Please upload it.",
      });
      expect(await evidence()).toEqual([]);
      expect((await ticketRow(id)).status).toBe(TicketStatus.approved);

      const noReason = await chat.submit(form, { refundAmount: 4000, cancelReason: null }, [
        file(imageBytes.png, "refund.png"),
      ]);
      expect(noReason.items[0]).toMatchObject({ answerType: "error", data: null });
      expect(noReason.items[0]?.dataError).toHaveProperty("ErrorVerify");
      expect(textOf(noReason)).toContain("I kept 1 file");
      expect(await evidence()).toEqual([{ ticketId: null, purpose: "cancel", fileName: "refund.png" }]);

      expect(textOf(await chat.submit(form, { refundAmount: 4000, cancelReason: "1" }))).toContain(
        "Your cancellation",
      );
      expect(await evidence()).toEqual([{ ticketId: id, purpose: "cancel", fileName: "refund.png" }]);
    });

    it("turns into a full refund by its button, the refund fixed, and checks the reason's note", async () => {
      const id = await ticket(TicketStatus.approved, { amount: 10_000 });
      const chat = chatOf("employee1");
      await chat.press("task", "refundTicket");
      const full = formOf(await chat.press("choice", "refund:full"));
      expect(full).toMatchObject({
        taskName: "refundFull",
        values: expect.objectContaining({ refundAmount: 10_000 }),
      });
      expect(full.readOnly).toContain("refundAmount");
      const fixed = await chat.text("3000 yen");
      expect(textOf(fixed)).toContain("**refund amount** is fixed");
      const form = formOf(fixed);
      expect(form.values.refundAmount).toBe(10_000);
      const noNote = await chat.submit(form, { cancelReason: 6, refundAmount: 1 });
      expect(noNote.items[0]?.dataError).toEqual({ ErrorVerify: "Note is required. " });
      const sent = await chat.submit(form, { cancelReason: 6, note: "Moving abroad" });
      expect(textOf(sent)).toContain("sent to HR");
      expect(await ticketRow(id)).toMatchObject({ cancelType: "full", refundAmount: 10_000 });
    });

    it("turns a full refund into a partial one when asked for another amount", async () => {
      await ticket(TicketStatus.approved, { amount: 10_000 });
      const chat = chatOf("employee1");
      await chat.text("I want a full refund of my pass");
      const partial = formOf(await chat.text("actually only refund 3000 yen"));
      expect(partial).toMatchObject({
        taskName: "refundTicket",
        values: expect.objectContaining({ refundAmount: 3000 }),
      });
      expect(partial.readOnly).not.toContain("refundAmount");
    });

    it("says so when no ticket may be cancelled, and lists them when several may", async () => {
      const chat = chatOf("employee1");
      expect(textOf(await chat.press("task", "refundTicket"))).toContain("no approved ticket to cancel");
      await ticket(TicketStatus.approved);
      await ticket(TicketStatus.cancelRejected, { departure: "渋谷" });
      const list = (await chat.press("task", "refundTicket")).items.find(
        (item) => item.answerType === "ticketList",
      );
      expect(list?.data?.tickets).toHaveLength(2);
    });

    it("is interrupted and resumed with its values", async () => {
      await ticket(TicketStatus.approved, { amount: 10_000 });
      const chat = chatOf("employee1");
      await chat.press("task", "refundTicket");
      await chat.text("refund 4000 yen");
      await chat.text("I want to change my working address");
      const back = await chat.text("let's go back");
      expect(formOf(back)).toMatchObject({
        taskName: "refundTicket",
        values: expect.objectContaining({ refundAmount: 4000 }),
      });
    });
  });

  describe("refundFull and refundCancel", () => {
    it("asks for a full refund by text, the refund equal to the amount", async () => {
      const id = await ticket(TicketStatus.approved, { amount: 12_000 });
      const chat = chatOf("employee1");
      const form = formOf(await chat.text("I want a full refund of my pass"));
      expect(form).toMatchObject({
        taskName: "refundFull",
        values: expect.objectContaining({ refundAmount: 12_000 }),
      });
      const early = await chat.submit(form, { cancelReason: 2, cancelDate: "" });
      expect(early.items[0]?.dataError).toEqual({ ErrorStartDate: "Cancel date required. " });
      expect(textOf(await chat.submit(form, { cancelReason: 2 }))).toContain("sent to HR");
      expect(await ticketRow(id)).toMatchObject({ cancelType: "full", refundAmount: 12_000 });
    });

    it("cancels the renewal by text, the refund 0, corrected by free text on its date", async () => {
      const id = await ticket(TicketStatus.approved, { amount: 12_000 });
      const chat = chatOf("employee1");
      const form = formOf(await chat.text("please stop the auto renewal of my commuter pass"));
      expect(form).toMatchObject({
        taskName: "refundCancel",
        values: expect.objectContaining({ refundAmount: 0 }),
      });
      const dated = await chat.text("cancel on December 5");
      const corrected = await chat.text("no, cancel on December 7");
      expect(textOf(corrected)).toContain("I changed **cancel date** from 2026/12/05 to 2026/12/07");
      expect(textOf(await chat.submit(formOf(dated), { cancelReason: 5 }))).toContain("outdated");
      expect(textOf(await chat.submit(formOf(corrected), { cancelReason: 5 }))).toContain("sent to HR");
      expect(await ticketRow(id)).toMatchObject({
        cancelType: "renewal",
        refundAmount: 0,
        cancelDate: "2026-12-07",
      });
    });
  });
});
