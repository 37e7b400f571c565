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

    it("offers the amounts last approved for a section", async () => {
      const empty = await call(
        "GET",
        `/price?dept=${encodeURIComponent("新宿")}&arvl=${encodeURIComponent("東京")}`,
        "employee1",
      );
      expect(empty.json()).toEqual({ oneMonth: null, threeMonths: null, sixMonths: null });
      const ticket = await create("employee2", { amount: 6_500 });
      await setStatus(ticket.id, S.approved);
      const price = await call(
        "GET",
        `/price?dept=${encodeURIComponent("新宿")}&arvl=${encodeURIComponent("東京")}`,
        "employee1",
      );
      expect(price.json()).toEqual({ oneMonth: 6_500, threeMonths: null, sixMonths: null });
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
