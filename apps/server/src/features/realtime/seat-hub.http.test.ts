import type { SeatStatus } from "@portal/contract/realtime/realtime.events";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { closeAllHubClients, connectHub, nextEvent, recordEvents } from "../../testing/realtime-client";
import type { SeatBoard } from "./hubs";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The seat hub (decision 016): a floor plan is joined, and its seats read, only by someone who may
// see it. One that does not exist and one the caller may not see are refused alike, and logged.

describe("floor plans on the seat hub", () => {
  let t: TestApp;
  let url: string;
  const ids: Record<string, number> = {};
  const logged: { msg?: string; floorplanId?: number; employeeId?: number; invocation?: string }[] = [];
  const seat = (floorplanId: number): SeatStatus => ({ floorplanId, seatId: 3, status: 1, account: "alice" });
  /** Floor plan 7 is open to everyone; 8 exists but only bob may see it. */
  const board: SeatBoard = {
    mayView: async (floorplanId, employeeId) =>
      floorplanId === 7 || (floorplanId === 8 && employeeId === ids.bob),
    list: async (floorplanId) => [seat(floorplanId)],
  };
  const tokenOf = (account: string) =>
    t.app.deps.tokens.sign({ employeeId: ids[account] ?? 0, account, method: "password" });

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        seats: board,
        logger: { level: "warn", stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
      },
    );
    const dept = await createDepartment(t.db);
    for (const account of ["alice", "bob"])
      ids[account] = (await createEmployee(t.db, { account, deptId: dept.id })).id;
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => closeAllHubClients());
  afterAll(() => t.close());

  it("joins a floor plan its viewer may see and pushes its seat changes only to its viewers", async () => {
    const viewer = await connectHub(url, "seatManagementService", await tokenOf("alice"));
    const other = await connectHub(url, "seatManagementService", await tokenOf("bob"));
    expect(await viewer.emitWithAck("InitFloorplan", "one")).toEqual({ ok: false, error: "BAD_REQUEST" });
    expect(await viewer.emitWithAck("InitFloorplan", 7)).toEqual({ ok: true });
    const all = nextEvent(viewer, "OnRequestDataAll");
    expect(await viewer.emitWithAck("GetDataNew", 7)).toEqual({ ok: true, seats: [seat(7)] });
    expect(await all).toEqual([seat(7)]);

    const otherGot = recordEvents(other, "OnUpdateStatusSeat");
    const update = nextEvent(viewer, "OnUpdateStatusSeat");
    t.app.deps.realtime.publishSeatStatus(seat(7));
    expect(await update).toEqual(seat(7));
    await wait(100);
    expect(otherGot).toEqual([]);
  });

  it("refuses a floor plan that does not exist and one the caller may not see alike: logged, nothing joined or read", async () => {
    const alice = await connectHub(url, "seatManagementService", await tokenOf("alice"));
    const pushed = recordEvents(alice, "OnUpdateStatusSeat");
    const answered = recordEvents(alice, "OnRequestDataAll");
    const unknown = { ok: false, error: "NOT_FOUND" };
    for (const floorplanId of [8, 999]) {
      expect(await alice.emitWithAck("InitFloorplan", floorplanId), String(floorplanId)).toEqual(unknown);
      expect(await alice.emitWithAck("GetDataNew", floorplanId), String(floorplanId)).toEqual(unknown);
      t.app.deps.realtime.publishSeatStatus(seat(floorplanId));
    }
    await wait(100);
    expect({ pushed, answered }).toEqual({ pushed: [], answered: [] });
    const refusals = logged.filter((entry) => entry.msg === "floor plan refused");
    expect(
      refusals.map(({ invocation, floorplanId, employeeId }) => [invocation, floorplanId, employeeId]),
    ).toEqual([
      ["InitFloorplan", 8, ids.alice],
      ["GetDataNew", 8, ids.alice],
      ["InitFloorplan", 999, ids.alice],
      ["GetDataNew", 999, ids.alice],
    ]);
    // The one who may see floor plan 8 joins it.
    const bob = await connectHub(url, "seatManagementService", await tokenOf("bob"));
    expect(await bob.emitWithAck("InitFloorplan", 8)).toEqual({ ok: true });
  });

  it("refuses every floor plan while there are none (the product today)", async () => {
    const plain = await buildTestApp();
    try {
      const plainUrl = await plain.app.listen({ port: 0, host: "127.0.0.1" });
      const dept = await createDepartment(plain.db);
      const carol = await createEmployee(plain.db, { account: "carol", deptId: dept.id });
      const token = await plain.app.deps.tokens.sign({
        employeeId: carol.id,
        account: "carol",
        method: "password",
      });
      const socket = await connectHub(plainUrl, "seatManagementService", token);
      expect(await socket.emitWithAck("InitFloorplan", 1)).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(await socket.emitWithAck("GetDataNew", 1)).toEqual({ ok: false, error: "NOT_FOUND" });
      expect(await socket.emitWithAck("CheckConnect")).toEqual({ ok: true });
    } finally {
      closeAllHubClients();
      await plain.close();
    }
  });
});
