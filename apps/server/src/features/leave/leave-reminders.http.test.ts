import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { runJobBody } from "../../testing/run-job";
import { createTicketCompany } from "../../testing/ticket-company";

// Saturday 1 August 2026, 09:10 in Tokyo.
const clock = createFakeClock(new Date("2026-08-01T00:10:00Z"));

describe("the 5-day obligation's reminders", () => {
  let t: TestApp;
  let ids: Record<string, number>;

  const titlesOf = async (account: string) =>
    (
      await t.db
        .selectFrom("notifications")
        .select("title")
        .where("recipientId", "=", ids[account] ?? 0)
        .orderBy("id")
        .execute()
    ).map((row) => row.title);
  const mailsTo = async (account: string) =>
    (
      await t.db
        .selectFrom("mailMessages")
        .select(["template"])
        .where("recipientId", "=", ids[account] ?? 0)
        .execute()
    ).map((row) => row.template);

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    ({ ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "lead" }, people: { leader: "hr1" } },
      people: {
        lead: { department: "dev" },
        sora: { department: "dev", fullName: "Sora Kato" },
        hr1: { department: "people", roles: { sms: 2 } },
      },
    }));
    // Joined 2024-05-01: 11 days granted on 2025-11-01, to take 5 of them by 2026-10-31.
    await t.db.updateTable("employees").set({ joinedDate: "2024-05-01" }).execute();
    await runJobBody(t.app, "leaveDaily");
  });
  afterAll(() => t.close());

  it("reminds the employee short of 5 days, their leader and HR, once per reminder point", async () => {
    const first = await runJobBody(t.app, "leaveObligationReminder");
    // Sora, the leader and HR's own member all have the grant of 2025-11-01 and nothing taken.
    expect(first).toMatchObject({ messageKey: "LEAVE_REMINDED", total: 3, failed: 0 });
    expect((await titlesOf("sora")).join()).toContain("leave.notify.obligation");
    expect((await titlesOf("lead")).join()).toContain("leave.notify.obligationTeam");
    expect((await titlesOf("hr1")).join()).toContain("leave.notify.obligationHr");
    expect(await mailsTo("sora")).toEqual(["leaveObligation"]);

    // The same day again: nothing more.
    expect((await runJobBody(t.app, "leaveObligationReminder")).total).toBe(0);
    expect(await mailsTo("sora")).toHaveLength(1);

    // A month before the deadline: the last reminder.
    clock.set(new Date("2026-10-01T00:10:00Z"));
    expect((await runJobBody(t.app, "leaveObligationReminder")).total).toBe(3);
    expect(await mailsTo("sora")).toHaveLength(2);
  });
});
