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

describe("chat flow: working address", () => {
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
  const records = () =>
    t.db
      .selectFrom("employeeWorkingAddresses")
      .select(["postCode", "address1", "address2", "changeDate"])
      .execute();

  it("looks the post code up, takes a corrected date, records the address and names the tickets to change", async () => {
    await ticketInStatus(t, auth.employee1 as Auth, TicketStatus.approved, { duration: 3 });
    const chat = chatOf("employee1");
    const opened = await chat.text("Our office is moving, the new post code is 220-0012, from December 1");
    const form = formOf(opened);
    expect(form).toMatchObject({
      kind: "workingAddress",
      taskName: "workingAddress",
      readOnly: ["workingAddress"],
    });
    expect(form.values).toMatchObject({
      workingAddress: "〒100-0005 東京都千代田区丸の内1-1-1",
      postCode: "2200012",
      address1: "神奈川県横浜市西区みなとみらい",
      changeDate: "2026-12-01",
    });
    expect(textOf(opened)).toContain("〒100-0005 東京都千代田区丸の内 1-6-5");
    const corrected = await chat.text("sorry, it changes from December 15");
    expect(textOf(corrected)).toContain("I changed **change date** from 2026/12/01 to 2026/12/15");
    const sent = await chat.submit(formOf(corrected), { address2: "3-6-1 8F" });
    expect(textOf(sent)).toContain("Your working address from 2026/12/15 is recorded");
    expect(textOf(sent)).toContain("please ask for new ones: 新宿 → 東京 (2026/12/01–2027/02/28)");
    const buttons = sent.items[0]?.data?.buttons.map((button) => button.value);
    expect(buttons).toEqual(["/working-address", "createTicket"]);
    expect(await records()).toEqual([
      {
        postCode: "2200012",
        address1: "神奈川県横浜市西区みなとみらい",
        address2: "3-6-1 8F",
        changeDate: "2026-12-15",
      },
    ]);
  });

  it("answers an invalid address with one error text and no data, in the session's language", async () => {
    const chat = chatOf("employee1");
    const form = formOf(await chat.press("task", "workingAddress"));
    const badCode = await chat.submit(form, { postCode: "0000000", address1: "どこか" });
    expect(badCode.items[0]).toMatchObject({
      answerType: "error",
      data: null,
      dataError: "Post Code invalid.",
    });
    const early = await chat.submit(form, {
      postCode: "2200012",
      address1: "神奈川県横浜市西区みなとみらい",
      changeDate: "2026-11-01",
    });
    expect(early.items[0]?.dataError).toBe("The change date must be 2026/11/21 or later.");
    const noAddress = await chat.submit(form, { postCode: "2200012", address1: "" });
    expect(noAddress.items[0]?.dataError).toBe("Address required.");
    expect(await records()).toEqual([]);

    const vietnamese = chatOf("vn1");
    const vnForm = formOf(await vietnamese.press("task", "workingAddress"));
    const vn = await vietnamese.submit(vnForm, { postCode: "0000000", address1: "x" });
    expect(vn.items[0]).toMatchObject({ language: "vi", dataError: "Mã bưu chính không hợp lệ." });
  });

  it("refuses an old form, and resumes after an interruption", async () => {
    const chat = chatOf("employee1");
    const first = formOf(await chat.press("task", "workingAddress"));
    await chat.text("the new post code is 220-0012");
    const inner = await chat.press("task", "createTicket");
    expect(textOf(inner)).toContain("go back to **Change working address**");
    const cancelled = await chat.send({ event: { event: "cancel" } });
    expect(textOf(cancelled)).toContain("Shall we go back to **Change working address**?");
    const back = await chat.press("choice", "resume");
    const form = formOf(back);
    expect(form.values.postCode).toBe("2200012");
    expect(textOf(await chat.submit(first, { postCode: "2200012", address1: "横浜" }))).toContain("outdated");
    expect(textOf(await chat.submit(form, {}))).toContain("is recorded");
    expect(await records()).toHaveLength(1);
  });

  it("drops the waiting task when the user does not want to go back", async () => {
    const chat = chatOf("employee1");
    const form = formOf(await chat.press("task", "workingAddress"));
    await chat.press("task", "createTicket");
    await chat.send({ event: { event: "cancel" } });
    expect(textOf(await chat.press("choice", "dropResume"))).toContain("Anything else?");
    expect(textOf(await chat.submit(form, { postCode: "2200012", address1: "横浜" }))).toContain("outdated");
  });
});
