import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { createFakeClock } from "../testing/fake-clock";
import { signIn } from "../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../testing/ticket-company";

// Writes sent with an Idempotency-Key (decision 031), on the ticket submission that opts in.
describe("Idempotency-Key on a write", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  const submit = (who: string, key: string | undefined, departure: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/commutationTicket",
      headers: { ...auth[who], ...(key !== undefined && { "idempotency-key": key }) },
      payload: { tickets: [ticketLeg({ departure })] },
    });
  const legsOf = async (account: string, departure: string) =>
    t.db
      .selectFrom("commutationTickets")
      .innerJoin("employees", "employees.id", "commutationTickets.employeeId")
      .select("commutationTickets.id")
      .where("employees.account", "=", account)
      .where("departure", "=", departure)
      .execute();

  it("answers a repeat with the first answer, marked replayed, and stores the leg once", async () => {
    const first = await submit("employee1", "key-0000-first", "品川");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["idempotency-replayed"]).toBeUndefined();
    const again = await submit("employee1", "key-0000-first", "品川");
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotency-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.json<CommutingRoute>()).toEqual(first.json<CommutingRoute>());
    expect(await legsOf("employee1", "品川")).toHaveLength(1);
  });

  it("keeps each caller's keys apart", async () => {
    const mine = await submit("employee1", "key-0001-shared", "大崎");
    const theirs = await submit("employee2", "key-0001-shared", "大崎");
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers["idempotency-replayed"]).toBeUndefined();
    expect(theirs.json<CommutingRoute>().account).toBe("employee2");
  });

  it("refuses the same key with another request", async () => {
    expect((await submit("employee1", "key-0002-reused", "五反田")).statusCode).toBe(200);
    const other = await submit("employee1", "key-0002-reused", "恵比寿");
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      "This Idempotency-Key was already used for a different request. Send a new key with a changed request.",
    );
    expect(await legsOf("employee1", "恵比寿")).toHaveLength(0);
  });

  it("keeps no failed answer: the repeat runs again", async () => {
    const failing = { tickets: [ticketLeg({ departure: "田町", startDate: "2026-01-05" })] };
    const send = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/commutationTicket",
        headers: { ...auth.employee1, "idempotency-key": "key-0003-failed" },
        payload,
      });
    const refused = await send(failing);
    expect(refused.statusCode).toBe(400);
    const again = await send(failing);
    expect(again.statusCode).toBe(400);
    expect(again.headers["idempotency-replayed"]).toBeUndefined();
    const kept = await t.db
      .selectFrom("idempotencyKeys")
      .select("id")
      .where("idempotencyKey", "=", "key-0003-failed")
      .execute();
    expect(kept).toHaveLength(0);
  });

  it("refuses a key that is too short or holds spaces", async () => {
    for (const key of ["short", "has spaces in it"]) {
      const response = await submit("employee1", key, "浜松町");
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe("idempotency-key");
    }
    expect(await legsOf("employee1", "浜松町")).toHaveLength(0);
  });

  it("honours the key on HR's submission for an employee too", async () => {
    const employee2 = await t.db
      .selectFrom("employees")
      .select("id")
      .where("account", "=", "employee2")
      .executeTakeFirstOrThrow();
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/addTicketAF",
        headers: { ...auth.hr1, "idempotency-key": "key-0004-acting-for" },
        payload: { employeeId: employee2.id, tickets: [ticketLeg({ departure: "新橋" })] },
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["idempotency-replayed"]).toBe("true");
    expect(await legsOf("employee2", "新橋")).toHaveLength(1);
  });
});
