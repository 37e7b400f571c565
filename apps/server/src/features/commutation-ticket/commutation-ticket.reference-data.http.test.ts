import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { ensureDefaultMenu } from "../menu/default-menu";
import { ensureStations } from "./station.service";
import { ownersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets", () => {
  const owners = ownersTestApp();
  const { auth, call, create, setStatus } = owners;
  let t: TestApp;
  beforeAll(() => {
    t = owners.t();
  });

  describe("reference data", () => {
    it("suggests stations by name, line or operator, case- and width-insensitive, at most 500", async () => {
      await ensureStations(t.db);
      const shinjuku = (
        await call("GET", `/station?search=${encodeURIComponent("新宿")}`, "employee1")
      ).json();
      expect(shinjuku[0]).toMatchObject({
        name: expect.stringMatching(/^新宿/),
        label: expect.stringContaining("("),
      });
      const fullWidth = (
        await call("GET", `/station?search=${encodeURIComponent("ＪＲ松山")}`, "employee1")
      ).json();
      expect(fullWidth.map((s: { name: string }) => s.name)).toContain("JR松山駅前");
      // Every station by its reading: hiragana, katakana (full and half width), Hepburn romaji
      // with or without macrons and long vowels; the station of that name first, busy ones first.
      const first = async (search: string) =>
        (await call("GET", `/station?search=${encodeURIComponent(search)}`, "employee1")).json()[0]?.name;
      for (const search of ["shibuya", "Shibuya", "しぶや", "シブヤ", "ｼﾌﾞﾔ", "SHIBUYA"]) {
        expect(await first(search), search).toBe("渋谷");
      }
      for (const search of ["tokyo", "tōkyō", "toukyou", "Tokyo", "とうきょう"]) {
        expect(await first(search), search).toBe("東京");
      }
      expect(await first("okachimachi")).toBe("御徒町");
      expect(await first("nippori")).toBe("日暮里");
      expect(await first("shinjuku")).toBe("新宿");
      const many = (await call("GET", `/station?search=${encodeURIComponent("線")}`, "employee1")).json();
      expect(many).toHaveLength(500);
      expect(
        (await call("POST", "/station", "employee1", { name: "新駅", line: "新線", operator: "新鉄道" }))
          .statusCode,
      ).toBe(401);
      expect(
        (await call("POST", "/station", "hr1", { name: "新駅", line: "新線", operator: "新鉄道" }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call("POST", "/station", "hr1", { name: "新駅", line: "新線", operator: "新鉄道" }))
          .statusCode,
      ).toBe(409);
    });

    it("offers a section's usual fare, never one colleague's claim, and says where it comes from", async () => {
      const priceFor = async (who: string) =>
        (
          await call(
            "GET",
            `/price?dept=${encodeURIComponent("新宿")}&arvl=${encodeURIComponent("東京")}`,
            who,
          )
        ).json();
      const none = { oneMonth: null, threeMonths: null, sixMonths: null };
      const noBasis = { months: 12, oneMonth: 0, threeMonths: 0, sixMonths: 0 };
      expect(await priceFor("employee1")).toEqual({ ...none, basis: noBasis });
      const approved = async (who: string, overrides: Record<string, unknown>) =>
        setStatus((await create(who, overrides)).id, S.approved);

      // One colleague's approved fare is theirs: nobody else sees it.
      await approved("employee2", { amount: 6_500 });
      expect(await priceFor("employee1")).toEqual({ ...none, basis: noBasis });

      // Three paid the same (a pass is good both ways); an over-budget exception and an amount far
      // from the others are left out.
      await approved("leader1", { departure: "東京", arrival: "新宿", amount: 6_500 });
      await approved("boss", { amount: 6_500 });
      await approved("hr1", { amount: 80_000, notes: "Green car after surgery" });
      await approved("approver1", { amount: 20_000 });
      expect(await priceFor("employee1")).toEqual({
        ...none,
        oneMonth: 6_500,
        basis: { ...noBasis, oneMonth: 3 },
      });
      // employee2's own claim does not count for them: two others are not enough.
      expect((await priceFor("employee2")).oneMonth).toBeNull();
    });

    it("lists the leader's queue and counts it in the leader's menu", async () => {
      await create("employee1");
      await create("leader1", { startDate: "2026-12-02" });
      const queue = await call("GET", "/getTicketLeaderConfirm/leader1", "leader1");
      expect(queue.json().map((ticket: Ticket) => ticket.account)).toEqual(["employee1"]);
      expect(queue.json()[0].allowedActions).toEqual(["leaderConfirm", "leaderReject"]);
      expect((await call("GET", "/getTicketLeaderConfirm/leader1", "employee1")).statusCode).toBe(401);
      await ensureDefaultMenu(t.db);
      const menu = await t.app.inject({ method: "GET", url: "/api/menu/fes/leader1", headers: auth.leader1 });
      const queueItem = menu.json().find((item: { title: string }) => item.title === "ticketLeaderQueue");
      expect(queueItem).toMatchObject({ number: 1, routePath: ["/commuting-ticket/leader"] });
    });
  });
});
