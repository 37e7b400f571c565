import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { decidersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets, the deciders' side", () => {
  const deciders = decidersTestApp();
  const { auth, ids, call, create, setStatus, statusOf, logsOf, moveTo } = deciders;
  let t: TestApp;
  beforeAll(() => {
    t = deciders.t();
  });

  describe("delegation", () => {
    const delegate = (who: string, body: Record<string, unknown>) => call("POST", "/delegations", who, body);

    it("lets a leader's delegate decide their queue during the period, logged as decided for the leader", async () => {
      const ticket = await create("employee1");
      const menuOf = async (who: string) =>
        JSON.stringify(
          (await t.app.inject({ method: "GET", url: `/api/menu/fes/${who}`, headers: auth[who] })).json(),
        );
      // A delegator without a delegation holds no queue, so the menu offers none.
      expect(await menuOf("delegate1")).not.toContain("ticketLeaderQueue");
      const given = await delegate("leader1", {
        delegateId: ids.delegate1,
        role: "leader",
        fromDate: "2026-11-21",
        toDate: "2026-11-30",
      });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json()).toMatchObject({ active: true, delegatorName: expect.any(String) });

      expect(await menuOf("delegate1")).toContain("ticketLeaderQueue");
      const queue = await call("GET", "/getTicketLeaderConfirm/delegate1", "delegate1");
      expect(queue.json<Ticket[]>().map((row) => row.id)).toEqual([ticket.id]);
      const menu = await t.app.inject({
        method: "GET",
        url: "/api/menu/fes/updateNumber",
        headers: auth.delegate1,
      });
      // The delegate holds one queue: the leader's, with its one ticket.
      expect(menu.json<{ number: number }[]>().filter((item) => item.number > 0)).toEqual([
        expect.objectContaining({ number: 1 }),
      ]);

      const decided = await call("PUT", "/leaderConfirmOrReject", "delegate1", {
        ids: [ticket.id],
        confirm: true,
      });
      expect(decided.json()).toEqual({ decided: [ticket.id], refused: [] });
      const log = (await logsOf(ticket.id)).find((row) => row.action === "leaderConfirm");
      expect(log).toMatchObject({ via: "delegation", onBehalfOfName: expect.any(String) });
      expect(log?.actorName).not.toBe(log?.onBehalfOfName);

      // After the period the delegate holds nothing.
      const later = await create("employee2");
      await moveTo("2026-12-01T03:00:00Z");
      const refused = await call("PUT", "/leaderConfirmOrReject", "delegate1", {
        ids: [later.id],
        confirm: true,
      });
      expect(refused.statusCode).toBe(404);
      expect((await call("GET", "/getTicketLeaderConfirm/delegate1", "delegate1")).json()).toEqual([]);
    });

    it("does not let a delegation start before its period", async () => {
      const ticket = await create("employee1");
      await delegate("leader1", {
        delegateId: ids.delegate1,
        role: "leader",
        fromDate: "2026-11-25",
        toDate: "2026-11-30",
      });
      const early = await call("PUT", "/leaderConfirmOrReject", "delegate1", {
        ids: [ticket.id],
        confirm: true,
      });
      expect(early.statusCode).toBe(404);
      expect(await statusOf(ticket.id)).toBe(S.submittedToManager);
    });

    it("lets an approver's delegate approve, and refuses delegations that break the rules", async () => {
      const ticket = await create("seller");
      await setStatus(ticket.id, S.hrConfirmed);
      const given = await delegate("approver1", {
        delegateId: ids.delegate1,
        role: "approver",
        fromDate: "2026-11-20",
        toDate: "2026-11-22",
      });
      expect(given.statusCode).toBe(200);
      expect((await call("POST", "/ticketRequest", "delegate1", {})).json()).toHaveLength(1);
      expect((await call("POST", "/approve", "delegate1", { ids: [ticket.id] })).json().decided).toEqual([
        ticket.id,
      ]);
      expect((await logsOf(ticket.id)).at(-1)).toMatchObject({ action: "approve", via: "delegation" });

      const refusals = [
        [
          { delegateId: ids.employee2, role: "approver", fromDate: "2026-12-01", toDate: "2026-12-02" },
          "delegateId",
        ],
        [
          { delegateId: ids.approver1, role: "approver", fromDate: "2026-12-01", toDate: "2026-12-02" },
          "delegateId",
        ],
        [{ delegateId: ids.delegate1, role: "leader", fromDate: "2026-12-01", toDate: "2026-12-02" }, "role"],
        [
          { delegateId: ids.delegate1, role: "approver", fromDate: "2026-11-01", toDate: "2026-11-02" },
          "toDate",
        ],
        [
          { delegateId: ids.delegate1, role: "approver", fromDate: "2026-12-01", toDate: "2028-12-02" },
          "toDate",
        ],
        [
          { delegateId: ids.delegate1, role: "approver", fromDate: "2026-12-03", toDate: "2026-12-01" },
          "toDate",
        ],
      ] as const;
      for (const [body, field] of refusals) {
        const response = await delegate("approver1", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().errors[0].field).toBe(field);
      }
      const overlap = await delegate("approver1", {
        delegateId: ids.delegate1,
        role: "approver",
        fromDate: "2026-11-22",
        toDate: "2026-11-25",
      });
      expect(overlap.statusCode).toBe(409);
      expect(
        (
          await delegate("employee1", {
            delegateId: ids.delegate1,
            role: "leader",
            fromDate: "2026-12-01",
            toDate: "2026-12-02",
          })
        ).statusCode,
      ).toBe(400);

      const mine = (await call("GET", "/delegations", "approver1")).json();
      expect(mine.canDelegate).toEqual(["approver"]);
      expect(mine.given).toHaveLength(1);
      expect((await call("GET", "/delegations", "delegate1")).json().received).toHaveLength(1);
      const candidates = await call("GET", "/delegations/candidates?search=deleg", "approver1");
      expect(candidates.json().map((row: { account: string }) => row.account)).toEqual(["delegate1"]);
      expect((await call("GET", "/delegations/candidates?search=deleg", "employee1")).statusCode).toBe(401);

      // Withdrawn after it began: it ends yesterday, and the delegate holds the queue no more.
      expect((await call("DELETE", `/delegations/${given.json().id}`, "delegate1")).statusCode).toBe(404);
      expect((await call("DELETE", `/delegations/${given.json().id}`, "approver1")).statusCode).toBe(204);
      expect((await call("POST", "/ticketRequest", "delegate1", {})).statusCode).toBe(401);
    });
  });
});
