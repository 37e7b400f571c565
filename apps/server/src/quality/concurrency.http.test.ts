import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { createFakeClock } from "../testing/fake-clock";
import { signIn } from "../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../testing/ticket-company";

type Method = "GET" | "POST" | "PUT";

const parallel = 50;
/** Submissions of one ticket at once: a double-click, a retrying client, a tab opened twice. */
const submits = 10;
const identicalLeg =
  "You already have this pass asked for or in force: 新宿 → 東京 from 2026-12-01 for 1 month. Open that ticket instead of asking again.";
const S = TicketStatus;

// Racing deciders (issue "Proof of quality", item 7): of many identical decisions sent at once,
// exactly one is taken; the others are told the object is no longer in that state (409). On
// PostgreSQL the requests really run side by side (a pool of connections); on SQLite they queue
// for the one connection, which must give the same answer.
describe("concurrent decisions on one object", () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" }, hr: { leader: "hr1" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        employee3: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "hr", roles: { sms: 2 } },
        approver1: { department: "hr", roles: { ticketApprover: 1 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth[who], ...(payload !== undefined && { payload }) });

  /** Sends the same call `parallel` times at once; answers the status codes, sorted. */
  const race = async (send: (index: number) => ReturnType<typeof call>) => {
    const answers = await Promise.all(Array.from({ length: parallel }, (_, index) => send(index)));
    return {
      codes: answers.map((answer) => answer.statusCode).sort(),
      refusals: new Set(answers.filter((answer) => answer.statusCode !== 200).map((a) => a.json().message)),
    };
  };
  const expectOneWinner = (codes: number[]) =>
    expect(codes).toEqual([200, ...Array.from({ length: parallel - 1 }, () => 409)]);

  // Each test's ticket is a section of its own: an identical active leg would be refused.
  let sections = 0;
  const createTicket = async () => {
    const leg = ticketLeg({ departure: `Section ${++sections}` });
    const response = await call("POST", "/api/commutationTicket", "employee1", { tickets: [leg] });
    expect(response.statusCode, response.body).toBe(200);
    const tickets = response.json<CommutingRoute>().tickets;
    const created = tickets.reduce((newest, ticket) => (ticket.id > newest.id ? ticket : newest));
    expect(created.status).toBe(S.submittedToManager);
    return created.id;
  };
  const logsOf = (ticketId: number) =>
    t.db
      .selectFrom("ticketLogs")
      .select(["action", "fromStatus", "toStatus"])
      .where("ticketId", "=", ticketId)
      .orderBy("id")
      .execute();
  const statusOf = async (ticketId: number) =>
    (
      await t.db
        .selectFrom("commutationTickets")
        .select("status")
        .where("id", "=", ticketId)
        .executeTakeFirstOrThrow()
    ).status;
  const invalidTransition =
    "This ticket cannot be changed this way in its current status. Reload to see its latest status.";

  it(`takes one of ${parallel} parallel leader confirmations of one ticket and writes one log row`, async () => {
    const id = await createTicket();

    const { codes, refusals } = await race(() =>
      call("PUT", "/api/commutationTicket/leaderConfirmOrReject", "leader1", { ids: [id], confirm: true }),
    );

    expectOneWinner(codes);
    expect(refusals).toEqual(new Set([invalidTransition]));
    expect(await statusOf(id)).toBe(S.managerConfirmed);
    expect(await logsOf(id)).toEqual([
      { action: "submit", fromStatus: null, toStatus: S.submittedToManager },
      { action: "leaderConfirm", fromStatus: S.submittedToManager, toStatus: S.managerConfirmed },
    ]);
  });

  it(`lets one of ${parallel} parallel HR decisions win when confirmations and rejections race`, async () => {
    const id = await createTicket();
    const confirmed = await call("PUT", "/api/commutationTicket/leaderConfirmOrReject", "leader1", {
      ids: [id],
      confirm: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const { codes } = await race((index) =>
      call("PUT", "/api/commutationTicket/hrConfirmOrReject", "hr1", {
        ids: [id],
        confirm: index % 2 === 0,
        reason: index % 2 === 0 ? "" : "Wrong station",
      }),
    );

    expectOneWinner(codes);
    const logs = await logsOf(id);
    expect(logs).toHaveLength(3);
    const decision = logs[2];
    expect(decision?.fromStatus).toBe(S.managerConfirmed);
    expect([S.hrConfirmed, S.rejected]).toContain(decision?.toStatus);
    expect(await statusOf(id)).toBe(decision?.toStatus);
  });

  const legsOf = (account: string) =>
    t.db
      .selectFrom("commutationTickets")
      .innerJoin("employees", "employees.id", "commutationTickets.employeeId")
      .select(["departure", "arrival", "startDate"])
      .where("employees.account", "=", account)
      .execute();

  it(`stores one of ${submits} parallel submissions of the same first ticket and refuses the others`, async () => {
    const answers = await Promise.all(
      Array.from({ length: submits }, () =>
        call("POST", "/api/commutationTicket", "employee2", { tickets: [ticketLeg()] }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array.from({ length: submits - 1 }, () => 409),
    ]);
    const refused = answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json());
    for (const body of refused) {
      expect(body.errors).toEqual([{ field: "tickets.0.startDate", errorMessage: identicalLeg }]);
    }
    expect(await legsOf("employee2")).toEqual([
      { departure: "新宿", arrival: "東京", startDate: "2026-12-01" },
    ]);
  });

  it(`stores one of ${submits} parallel additions of the same leg to a route`, async () => {
    const first = await call("POST", "/api/commutationTicket", "employee3", {
      tickets: [ticketLeg({ departure: "渋谷" })],
    });
    expect(first.statusCode, first.body).toBe(200);
    const routeId = first.json<CommutingRoute>().id;

    const answers = await Promise.all(
      Array.from({ length: submits }, () =>
        call("POST", `/api/commutationTicket/${routeId}/add`, "employee3", ticketLeg()),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array.from({ length: submits - 1 }, () => 409),
    ]);
    expect(await legsOf("employee3")).toHaveLength(2);
  });

  it(`answers ${submits} parallel submissions with one Idempotency-Key alike, storing one leg`, async () => {
    const answers = await Promise.all(
      Array.from({ length: submits }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/commutationTicket",
          headers: { ...auth.employee3, "idempotency-key": "double-click-0001" },
          payload: { tickets: [ticketLeg({ departure: "目黒" })] },
        }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: submits }, () => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers["idempotency-replayed"] === "true")).toHaveLength(
      submits - 1,
    );
    expect((await legsOf("employee3")).filter((leg) => leg.departure === "目黒")).toHaveLength(1);
  });

  it(`takes one of ${parallel} parallel approvals of one change request and applies it once`, async () => {
    const submitted = await call("POST", "/api/employeeChange/requests", "employee1", {
      fields: { passportNumber: "TK7654321" },
      effectiveDate: "2026-11-21",
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const request = submitted.json<ChangeRequest>();
    expect(request.status).toBe("submitted");

    const { codes, refusals } = await race(() =>
      call("POST", `/api/employeeChange/requests/${request.id}/approve`, "hr1", {}),
    );

    expectOneWinner(codes);
    expect(refusals.size).toBe(1);
    const stored = await t.db
      .selectFrom("changeRequests")
      .select(["status", "appliedAt"])
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "approved", appliedAt: "2026-11-21T03:00:00.000Z" });
    const history = await t.db
      .selectFrom("employeeFieldHistory")
      .select(["field", "newValue"])
      .where("requestId", "=", request.id)
      .execute();
    expect(history).toEqual([{ field: "passportNumber", newValue: "TK7654321" }]);
  });
});
