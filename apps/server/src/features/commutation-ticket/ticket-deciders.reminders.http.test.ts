import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { remindWaitingDecisions } from "./jobs/decision-reminder.job";
import { decidersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets, the deciders' side", () => {
  const deciders = decidersTestApp();
  const { create, setStatus, bell, moveTo } = deciders;
  let t: TestApp;
  beforeAll(() => {
    t = deciders.t();
  });

  describe("reminders", () => {
    it("reminds whoever holds a decision after the configured days, once per period, on one instance only", async () => {
      const ticket = await create("employee1");
      const reminded = async () => (await remindWaitingDecisions(t.app.deps)).success;
      expect(await reminded()).toBe(0);
      await moveTo("2026-11-24T04:00:00Z");
      const [first, second] = await Promise.all([reminded(), reminded()]);
      expect(first + second).toBe(1);
      const leaderBell = await bell("leader1");
      expect(leaderBell.filter((n) => n.title.includes("Waiting 3 days"))).toHaveLength(1);
      await moveTo("2026-11-25T04:00:00Z");
      expect(await reminded()).toBe(0);
      await moveTo("2026-11-27T05:00:00Z");
      expect(await reminded()).toBe(1);
      await setStatus(ticket.id, S.approved);
      await moveTo("2026-12-27T05:00:00Z");
      expect(await reminded()).toBe(0);
    });
  });
});
