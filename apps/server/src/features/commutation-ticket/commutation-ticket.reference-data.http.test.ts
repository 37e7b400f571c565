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
      const noBasis = {
        months: 12,
        oneMonth: 0,
        threeMonths: 0,
        sixMonths: 0,
        official: { oneMonth: false, threeMonths: false, sixMonths: false },
      };
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

    it("lets HR set a section's official fares, which the form offers before the usual fare", async () => {
      const section = `dept=${encodeURIComponent("渋谷")}&arvl=${encodeURIComponent("新宿")}`;
      const price = async () => (await call("GET", `/price?${section}`, "employee1")).json();
      for (const who of ["boss", "hr1", "approver1"]) {
        await setStatus(
          (await create(who, { departure: "渋谷", arrival: "新宿", amount: 4_620 })).id,
          S.approved,
        );
      }
      expect(await price()).toMatchObject({ oneMonth: 4_620, basis: { oneMonth: 3 } });

      // HR sets the fares the other way round: the same section.
      const saved = await call("PUT", "/sectionFare", "hr1", {
        departure: "新宿",
        arrival: "渋谷",
        oneMonth: 4_700,
        threeMonths: 13_390,
        note: "JR East fare table, April 2026",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        departure: "新宿",
        arrival: "渋谷",
        oneMonth: 4_700,
        threeMonths: 13_390,
        sixMonths: null,
        note: "JR East fare table, April 2026",
        updatedByName: expect.any(String),
      });
      expect(await price()).toEqual({
        oneMonth: 4_700,
        threeMonths: 13_390,
        sixMonths: null,
        basis: {
          months: 12,
          oneMonth: 0,
          threeMonths: 0,
          sixMonths: 0,
          official: { oneMonth: true, threeMonths: true, sixMonths: false },
        },
      });

      // Setting it again replaces it; the list finds it by either station and pages it.
      const again = await call("PUT", "/sectionFare", "hr1", {
        departure: "渋谷",
        arrival: "新宿",
        sixMonths: 25_360,
      });
      expect(again.json()).toMatchObject({ id: saved.json().id, oneMonth: null, sixMonths: 25_360 });
      const listed = await call("GET", `/sectionFare?search=${encodeURIComponent("渋")}`, "hr1");
      expect(listed.headers["x-total-count"]).toBe("1");
      expect(listed.json().data.map((fare: { id: number }) => fare.id)).toEqual([saved.json().id]);
      expect((await call("GET", "/sectionFare?search=zzz", "hr1")).json()).toEqual({
        data: [],
        totalCount: 0,
      });
      expect(await price()).toMatchObject({ oneMonth: 4_620, sixMonths: 25_360 });

      // Bad input: nothing written; employees may not set or read them.
      for (const [body, field] of [
        [{ departure: "渋谷", arrival: "新宿" }, "oneMonth"],
        [{ departure: "渋谷", arrival: "渋谷", oneMonth: 100 }, "arrival"],
        [{ departure: "渋谷", arrival: "新宿", oneMonth: -1 }, "oneMonth"],
      ] as const) {
        const refused = await call("PUT", "/sectionFare", "hr1", body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors[0].field).toBe(field);
      }
      expect(
        (await call("PUT", "/sectionFare", "employee1", { departure: "A", arrival: "B", oneMonth: 1 }))
          .statusCode,
      ).toBe(401);
      expect((await call("GET", "/sectionFare", "employee1")).statusCode).toBe(401);

      // Removed: the section is back to the usual fare.
      expect((await call("DELETE", `/sectionFare/${saved.json().id}`, "hr1")).statusCode).toBe(204);
      expect((await call("DELETE", `/sectionFare/${saved.json().id}`, "hr1")).statusCode).toBe(404);
      expect(await price()).toMatchObject({ oneMonth: 4_620, sixMonths: null, basis: { oneMonth: 3 } });
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
