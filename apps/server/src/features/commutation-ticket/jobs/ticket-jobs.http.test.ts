import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { JobName } from "@portal/contract/job/job.constants";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../testing/build-test-app";
import { createFakeClock } from "../../../testing/fake-clock";
import { runJobBody } from "../../../testing/run-job";
import { createTicketCompany } from "../../../testing/ticket-company";
import { insertTicketRow, type TicketRowValues } from "../../../testing/ticket-rows";

const S = TicketStatus;
const publicUrl = "https://portal.example.co.jp";
/** 12:00 on 2026-11-21 in Japan. */
const noon = "2026-11-21T03:00:00.000Z";

describe("the commuting-ticket jobs: pass expiry reminders, decision reminders, expiry", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const clock = createFakeClock(new Date(noon));

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: publicUrl }, { clock });
    const company = await createTicketCompany(t, {
      departments: { dev: { leader: "lead1" }, hr: { leader: "hrboss" } },
      people: {
        owner1: { department: "dev", fullName: "Kenta Sato" },
        owner2: { department: "dev", fullName: "佐藤 花子" },
        lead1: { department: "dev" },
        hrboss: { department: "hr" },
        hr1: { department: "hr", roles: { sms: 2 } },
      },
    });
    Object.assign(ids, company.ids);
    await t.db
      .updateTable("employees")
      .set({ preferredLanguage: "ja" })
      .where("account", "=", "owner2")
      .execute();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(new Date(noon));
    for (const table of ["commutationTickets", "commutingRoutes", "notifications", "mailMessages"] as const) {
      await t.db.deleteFrom(table).execute();
    }
  });

  const id = (account: string) => ids[account] ?? 0;
  const run = (name: JobName) => runJobBody(t.app, name);
  const ticket = (account: string, status: number, values: Partial<TicketRowValues> = {}) =>
    insertTicketRow(t.db, { employeeId: id(account), status, now: noon, ...values });
  const notifications = () =>
    t.db.selectFrom("notifications").select(["recipientId", "title", "link"]).orderBy("id").execute();
  const mails = () =>
    t.db
      .selectFrom("mailMessages")
      .select(["recipientId", "template", "language", "subject", "textBody", "status"])
      .orderBy("id")
      .execute();

  describe("passExpiryReminder", () => {
    it("reminds owners of passes ending within 14 days, by notification and e-mail in their language, once", async () => {
      const lastDay = await ticket("owner1", S.approved, { startDate: "2026-11-06", endDate: "2026-12-05" });
      const today = await ticket("owner2", S.cancelRejected, {
        startDate: "2026-10-22",
        endDate: "2026-11-21",
      });
      const dayAfter = await ticket("owner1", S.approved, { startDate: "2026-11-07", endDate: "2026-12-06" });
      const ended = await ticket("owner1", S.approved, { startDate: "2026-10-21", endDate: "2026-11-20" });
      const cancelling = await ticket("owner1", S.cancelling, { endDate: "2026-11-30" });
      const waiting = await ticket("owner1", S.submitted, { endDate: "2026-11-30" });
      const continued = await ticket("owner1", S.approved, { endDate: "2026-11-30" });
      await ticket("owner1", S.submitted, { previousTicketId: continued, startDate: "2026-12-01" });
      const continuationRejected = await ticket("owner1", S.approved, { endDate: "2026-11-29" });
      await ticket("owner1", S.rejected, { previousTicketId: continuationRejected, startDate: "2026-11-30" });

      const outcome = await run("passExpiryReminder");
      expect(outcome).toEqual({ messageKey: "SEND_MESSAGE_SUCCESS", total: 3, success: 3, failed: 0 });

      const reminded = await t.db
        .selectFrom("commutationTickets")
        .select("id")
        .where("expiryRemindedAt", "is not", null)
        .execute();
      expect(reminded.map((row) => row.id).sort()).toEqual([lastDay, today, continuationRejected].sort());
      for (const untouched of [dayAfter, ended, cancelling, waiting, continued]) {
        expect(reminded.map((row) => row.id)).not.toContain(untouched);
      }

      const bell = await notifications();
      expect(bell).toHaveLength(3);
      const toOwner2 = bell.find((row) => row.recipientId === id("owner2"));
      expect(toOwner2?.link).toBe(`/commuting-ticket/new?kind=continueTicket&from=${today}`);
      expect(JSON.parse(toOwner2?.title ?? "{}")).toMatchObject({
        key: "ticket.notify.passExpiry.title",
        params: { endDate: "2026-11-21" },
      });

      const sent = await mails();
      expect(sent.map((mail) => mail.template)).toEqual(["passExpiry", "passExpiry", "passExpiry"]);
      const mailToOwner2 = sent.find((mail) => mail.recipientId === id("owner2"));
      expect(mailToOwner2).toMatchObject({ language: "ja", status: "outbox" });
      expect(mailToOwner2?.textBody).toContain(
        `${publicUrl}/commuting-ticket/new?kind=continueTicket&from=${today}`,
      );
      expect(mailToOwner2?.textBody).toContain("佐藤 花子");
      expect(sent.filter((mail) => mail.recipientId === id("owner1")).map((mail) => mail.language)).toEqual([
        "en",
        "en",
      ]);

      // Again the same day, or the next: nothing twice.
      expect(await run("passExpiryReminder")).toMatchObject({ total: 0, success: 0, failed: 0 });
      clock.set(new Date("2026-11-22T03:00:00Z"));
      const next = await run("passExpiryReminder");
      // The pass ending on Dec 6 is now within 14 days.
      expect(next).toMatchObject({ total: 1, success: 1 });
      expect(await notifications()).toHaveLength(4);
      expect(await mails()).toHaveLength(4);
    });

    it("uses Japan's calendar for today, and does nothing when switched off", async () => {
      // 23:59 on Nov 21 in Japan: Dec 6 is still 15 days away.
      clock.set(new Date("2026-11-21T14:59:00Z"));
      await ticket("owner1", S.approved, { startDate: "2026-11-07", endDate: "2026-12-06" });
      expect(await run("passExpiryReminder")).toMatchObject({ total: 0 });
      // 00:00 on Nov 22 in Japan.
      clock.set(new Date("2026-11-21T15:00:00Z"));
      const commuting = t.app.deps.config.commuting;
      commuting.passExpiryReminderDays = 0;
      try {
        expect(await run("passExpiryReminder")).toMatchObject({ total: 0 });
      } finally {
        commuting.passExpiryReminderDays = 14;
      }
      expect(await run("passExpiryReminder")).toMatchObject({ total: 1, success: 1 });
    });
  });

  describe("decisionReminder", () => {
    it("reminds whoever holds a decision waiting 3 days by notification and e-mail, once per period", async () => {
      const fourDaysAgo = "2026-11-17T03:00:00.000Z";
      const toLeader = await ticket("owner1", S.submittedToManager, { now: fourDaysAgo });
      const toHr = await ticket("owner2", S.submitted, { now: fourDaysAgo });
      await ticket("owner1", S.submitted, { now: "2026-11-19T03:00:00.000Z" });

      const outcome = await run("decisionReminder");
      expect(outcome).toEqual({ messageKey: "SEND_MESSAGE_SUCCESS", total: 2, success: 2, failed: 0 });
      const bell = await notifications();
      expect(bell.map((row) => [row.recipientId, row.link]).sort()).toEqual(
        [
          [id("lead1"), `/commuting-ticket/ticket/${toLeader}`],
          [id("hr1"), `/commuting-ticket/ticket/${toHr}`],
        ].sort(),
      );
      const sent = await mails();
      expect(sent.map((mail) => [mail.recipientId, mail.template]).sort()).toEqual(
        [
          [id("lead1"), "decisionReminder"],
          [id("hr1"), "decisionReminder"],
        ].sort(),
      );
      const toLeaderMail = sent.find((mail) => mail.recipientId === id("lead1"));
      expect(toLeaderMail?.subject).toContain("Kenta Sato");
      expect(toLeaderMail?.textBody).toContain(`${publicUrl}/commuting-ticket/ticket/${toLeader}`);

      expect(await run("decisionReminder")).toMatchObject({ total: 0, success: 0 });
      expect(await mails()).toHaveLength(2);
    });
  });

  describe("ticketExpiry", () => {
    const routeOf = async (ticketId: number) =>
      (
        await t.db
          .selectFrom("commutationTickets")
          .select("routeId")
          .where("id", "=", ticketId)
          .executeTakeFirstOrThrow()
      ).routeId;
    const route = (routeId: number) =>
      t.db
        .selectFrom("commutingRoutes")
        .select(["monthlyCost", "monthlyCostAt"])
        .where("id", "=", routeId)
        .executeTakeFirstOrThrow();
    const expiredAt = async (ticketId: number) =>
      (
        await t.db
          .selectFrom("commutationTickets")
          .select("expiredAt")
          .where("id", "=", ticketId)
          .executeTakeFirstOrThrow()
      ).expiredAt;

    it("marks passes ended before today (Japan) expired and recomputes their routes' monthly cost", async () => {
      const ended = await ticket("owner1", S.approved, {
        startDate: "2026-10-21",
        endDate: "2026-11-20",
        amount: 30_000,
      });
      const routeId = await routeOf(ended);
      const sameRoute = await ticket("owner1", S.approved, {
        routeId,
        startDate: "2026-11-01",
        endDate: "2027-01-31",
        amount: 10_000,
        duration: 3,
      });
      const endsToday = await ticket("owner2", S.approved, {
        startDate: "2026-10-22",
        endDate: "2026-11-21",
        amount: 8_000,
      });
      const cancelled = await ticket("owner2", S.cancelled, {
        startDate: "2026-10-01",
        endDate: "2026-10-31",
      });

      const outcome = await run("ticketExpiry");
      expect(outcome).toEqual({ messageKey: "TICKETS_EXPIRED", total: 1, success: 1, failed: 0 });
      expect(await expiredAt(ended)).toBe(noon);
      expect(await expiredAt(sameRoute)).toBeNull();
      expect(await expiredAt(endsToday)).toBeNull();
      expect(await expiredAt(cancelled)).toBeNull();
      // 10,000 yen over 3 months, rounded.
      expect(await route(routeId)).toEqual({ monthlyCost: 3_333, monthlyCostAt: noon });
      expect(await route(await routeOf(endsToday))).toEqual({ monthlyCost: 0, monthlyCostAt: null });

      clock.set(new Date("2026-11-21T14:59:00Z"));
      expect(await run("ticketExpiry")).toMatchObject({ total: 0, success: 0 });
      expect(await route(routeId)).toEqual({ monthlyCost: 3_333, monthlyCostAt: noon });
      // 00:00 on Nov 22 in Japan: the pass that ended on Nov 21 expires, its route costs nothing now.
      clock.set(new Date("2026-11-21T15:00:00Z"));
      expect(await run("ticketExpiry")).toMatchObject({ total: 1, success: 1 });
      expect(await route(await routeOf(endsToday))).toEqual({
        monthlyCost: 0,
        monthlyCostAt: "2026-11-21T15:00:00.000Z",
      });
    });

    it("recomputes a route a run marked but stopped before recomputing", async () => {
      const ended = await ticket("owner1", S.approved, { startDate: "2026-10-21", endDate: "2026-11-20" });
      const routeId = await routeOf(ended);
      await ticket("owner1", S.approved, { routeId, startDate: "2026-11-01", endDate: "2026-11-30" });
      await t.db
        .updateTable("commutationTickets")
        .set({ expiredAt: "2026-11-21T01:00:00.000Z" })
        .where("id", "=", ended)
        .execute();
      expect(await run("ticketExpiry")).toMatchObject({ total: 0 });
      expect(await route(routeId)).toEqual({ monthlyCost: 6_000, monthlyCostAt: noon });
    });
  });
});
