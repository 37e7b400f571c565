import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CommutingRoute, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { menuNumber as menuNumberOf } from "../../testing/menu-number";
import { ticketLeg } from "../../testing/ticket-company";
import { remindWaitingDecisions } from "./jobs/decision-reminder.job";
import { ticketTestApp } from "./ticket-test-app";

type Who = string;
const S = TicketStatus;

/** The answer change requests give HR deciding their own (decision 024), in Japanese. */
const cannotDecideOwn = "自分の申請は判断できません。他の人事担当者が判断します。";

// Nobody decides their own ticket, in any role (decision 018): the HR member, the approver and
// the delegate who hold the deciding role are refused on their own tickets with the message change
// requests give, while another holder of the role decides them.
describe("commuting tickets: nobody decides their own", () => {
  const tickets = ticketTestApp(
    {
      departments: { dev: { leader: "leader1" }, staff: { leader: "leader2" } },
      people: {
        employee1: { department: "dev" },
        leader1: { department: "dev" },
        leader2: { department: "staff" },
        hr1: { department: "dev", roles: { sms: 2 } },
        hr2: { department: "staff", roles: { sms: 2 } },
        approver1: { department: "dev", roles: { ticketApprover: 1 } },
        approver2: { department: "staff", roles: { ticketApprover: 1 } },
        delegate1: { department: "dev", roles: { delegator: 1 } },
      },
    },
    { menu: true, authHeaders: { "content-language": "ja" } },
  );
  tickets.freshEachTest("ticketDelegations");
  const { clock, auth, ids, call, statusOf } = tickets;
  let t: TestApp;
  beforeAll(() => {
    t = tickets.t();
  });

  /** A ticket of `who`, put in `status` as the machine would have brought it there. */
  const ticketOf = async (who: Who, status: TicketStatus, overrides: Record<string, unknown> = {}) => {
    const response = await call("POST", "", who, { tickets: [ticketLeg(overrides)] });
    expect(response.statusCode, response.body).toBe(200);
    const ticket = response.json<CommutingRoute>().tickets.at(-1) as Ticket;
    const cancel = { cancelDate: "2026-12-10", cancelType: "renewal", refundAmount: 0, cancelReason: 1 };
    await t.db
      .updateTable("commutationTickets")
      .set({ status, ...(status === S.cancelling && cancel) })
      .where("id", "=", ticket.id)
      .execute();
    return ticket.id;
  };
  const expectOwnRefused = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().message).toBe(cannotDecideOwn);
  };
  /** The number the menu shows the person for one of its sources. */
  const menuNumber = (who: Who, source: string) => menuNumberOf(t, auth[who], source);
  /** An evidence file the owner attaches to their ticket. */
  const upload = async (ticketId: number, who: Who) => (await tickets.attach(ticketId, who)).id;
  const delegate = (delegator: Who, role: "leader" | "approver") =>
    tickets.delegation(ids[delegator] ?? 0, ids.delegate1 ?? 0, role, "2026-11-21", "2026-11-30");

  it("refuses HR confirming or rejecting their own ticket; another HR member decides it", async () => {
    const own = await ticketOf("hr1", S.managerConfirmed);
    expectOwnRefused(await call("PUT", "/hrConfirmOrReject", "hr1", { ids: [own], confirm: true }));
    expectOwnRefused(
      await call("PUT", "/hrConfirmOrReject", "hr1", { ids: [own], confirm: false, reason: "No" }),
    );
    expect(await statusOf(own)).toBe(S.managerConfirmed);
    const byOther = await call("PUT", "/hrConfirmOrReject", "hr2", { ids: [own], confirm: true });
    expect(byOther.json()).toMatchObject({ decided: [own], refused: [] });
  });

  it("offers the owner no decision on their own ticket, whatever roles they hold", async () => {
    const own = await ticketOf("hr1", S.managerConfirmed);
    const seen = (await call("GET", `/getTicket/${own}`, "hr1")).json<Ticket>();
    expect(seen.allowedActions).not.toContain("hrConfirm");
    expect(seen.canReview).toBe(false);
    const byOther = (await call("GET", `/getTicket/${own}`, "hr2")).json<Ticket>();
    expect(byOther.allowedActions).toEqual(expect.arrayContaining(["hrConfirm", "hrReject"]));
  });

  it("leaves the caller's own tickets out of their queues and menu numbers", async () => {
    await ticketOf("hr1", S.managerConfirmed);
    const others = await ticketOf("employee1", S.managerConfirmed);
    const hrQueue = await call("GET", "/getTicketHrConfirm/hr1", "hr1");
    expect(hrQueue.json<Ticket[]>().map((ticket) => ticket.id)).toEqual([others]);
    expect((await call("GET", "/getTicketHrConfirm/hr2", "hr2")).json<Ticket[]>()).toHaveLength(2);
    expect(await menuNumber("hr1", "ticketsWaitingForHr")).toBe(1);
    expect(await menuNumber("hr2", "ticketsWaitingForHr")).toBe(2);
    await ticketOf("approver1", S.hrConfirmed);
    await t.db
      .updateTable("commutationTickets")
      .set({ status: S.hrConfirmed })
      .where("id", "=", others)
      .execute();
    const approverQueue = await call("POST", "/ticketRequest", "approver1", {});
    expect(approverQueue.json<Ticket[]>().map((ticket) => ticket.id)).toEqual([others]);
    expect(await menuNumber("approver1", "ticketsWaitingForApprover")).toBe(1);
    expect(await menuNumber("approver2", "ticketsWaitingForApprover")).toBe(2);
  });

  it("reminds the other HR members of HR's own ticket waiting, not its owner", async () => {
    await ticketOf("hr1", S.managerConfirmed);
    try {
      clock.set(new Date("2026-11-25T03:00:00Z"));
      expect((await remindWaitingDecisions(t.app.deps)).success).toBe(1);
      const reminders = await t.db
        .selectFrom("notifications")
        .innerJoin("employees", "employees.id", "notifications.recipientId")
        .select("employees.account")
        .where("notifications.title", "like", "%reminder%")
        .execute();
      expect(reminders.map((row) => row.account)).toEqual(["hr2"]);
    } finally {
      clock.set(new Date("2026-11-21T03:00:00Z"));
    }
  });

  it("refuses the approver approving or rejecting their own ticket", async () => {
    const own = await ticketOf("approver1", S.hrConfirmed);
    expectOwnRefused(await call("POST", "/approve", "approver1", { ids: [own] }));
    expectOwnRefused(await call("POST", `/reject/${own}`, "approver1", { reason: "Check the fare" }));
    expect(await statusOf(own)).toBe(S.hrConfirmed);
    expect((await call("POST", "/approve", "approver2", { ids: [own] })).json()).toMatchObject({
      decided: [own],
    });
  });

  it("decides the others of a bulk call and reports the caller's own as refused", async () => {
    const own = await ticketOf("approver1", S.hrConfirmed);
    const other = await ticketOf("employee1", S.hrConfirmed, { departure: "渋谷" });
    const response = await call("POST", "/approve", "approver1", { ids: [own, other] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ decided: [other], refused: [{ id: own, message: cannotDecideOwn }] });
    expect(await statusOf(own)).toBe(S.hrConfirmed);
    expect(await statusOf(other)).toBe(S.approved);
  });

  it("refuses HR settling the refund of their own cancellation", async () => {
    const own = await ticketOf("hr1", S.cancelling);
    expectOwnRefused(await call("POST", "/approveRefund", "hr1", { ids: [own] }));
    expectOwnRefused(await call("POST", "/rejectRefund", "hr1", { ids: [own], reason: "Used" }));
    expect(await statusOf(own)).toBe(S.cancelling);
    expect((await call("POST", "/approveRefund", "hr2", { ids: [own] })).json()).toMatchObject({
      decided: [own],
    });
  });

  it("refuses HR reviewing the evidence of their own ticket, or writing its note", async () => {
    const own = await ticketOf("hr1", S.approved);
    const evidenceId = await upload(own, "hr1");
    expectOwnRefused(await call("POST", `/approveEvidence/${evidenceId}`, "hr1"));
    expectOwnRefused(await call("POST", "/rejectEvidence", "hr1", { id: evidenceId, reason: "Blurred" }));
    expectOwnRefused(await call("POST", "/approve-evidence-list", "hr1", { ids: [evidenceId] }));
    const other = await ticketOf("employee1", S.approved);
    const othersFile = await upload(other, "employee1");
    const list = await call("POST", "/reject-evidence-list", "hr1", {
      ids: [evidenceId, othersFile],
      reason: "Blurred",
    });
    expect(list.json()).toEqual({
      reviewed: [othersFile],
      refused: [{ id: evidenceId, message: cannotDecideOwn }],
    });
    expectOwnRefused(await call("POST", "/save-note", "hr1", { id: own, note: "Checked." }));
    const review = await t.db
      .selectFrom("ticketEvidences")
      .select("review")
      .where("id", "=", evidenceId)
      .executeTakeFirstOrThrow();
    expect(review.review).toBe("pending");
    expect((await call("POST", `/approveEvidence/${evidenceId}`, "hr2")).statusCode).toBe(200);
  });

  it("refuses HR acting for themselves", async () => {
    const own = await ticketOf("hr1", S.approved);
    expectOwnRefused(
      await call("POST", "/addTicketAF", "hr1", { employeeId: ids.hr1, tickets: [ticketLeg()] }),
    );
    const cancel = {
      employeeId: ids.hr1,
      ticketId: own,
      cancelDate: "2026-12-10",
      cancelType: "renewal",
      refundAmount: 0,
      cancelReason: 1,
    };
    expectOwnRefused(await call("POST", "/cancelByAF", "hr1", cancel));
    expect(await statusOf(own)).toBe(S.approved);
  });

  it("refuses a delegate their own ticket, and the delegator's own through the delegate", async () => {
    await delegate("approver1", "approver");
    await delegate("leader1", "leader");
    const delegates = await ticketOf("delegate1", S.hrConfirmed);
    expectOwnRefused(await call("POST", "/approve", "delegate1", { ids: [delegates] }));
    const delegatesToLeader = await ticketOf("delegate1", S.submittedToManager, { departure: "渋谷" });
    expectOwnRefused(
      await call("PUT", "/leaderConfirmOrReject", "delegate1", { ids: [delegatesToLeader], confirm: true }),
    );
    // The approver's own ticket is not decided by the approver's stand-in either.
    const approvers = await ticketOf("approver1", S.hrConfirmed);
    expect((await call("POST", "/approve", "delegate1", { ids: [approvers] })).statusCode).toBe(401);
    expect(await statusOf(approvers)).toBe(S.hrConfirmed);
    const others = await ticketOf("employee1", S.hrConfirmed);
    expect((await call("POST", "/approve", "delegate1", { ids: [others] })).json()).toMatchObject({
      decided: [others],
    });
  });
});
