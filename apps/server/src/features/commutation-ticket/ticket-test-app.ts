import type {
  CommutingRoute,
  Evidence,
  Ticket,
  TicketLog,
} from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";
import { imageBytes, multipartPayload } from "../../testing/upload";
import { ensureDefaultMenu } from "../menu/default-menu";

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Company = Parameters<typeof createTicketCompany>[1];

/** When the ticket tests' company clock stands unless a test moves it. */
export const ticketTestStart = "2026-11-21T03:00:00Z";

/**
 * The app of a commuting-ticket HTTP test: the company (createTicketCompany) built and everyone
 * signed in before the tests, the app closed after them; the calls and look-ups the tests share.
 */
export function ticketTestApp(
  company: Company,
  options: {
    /** The default menu, for tests that read menu numbers. */
    menu?: boolean;
    /** Headers every signed-in person sends (their language, say). */
    authHeaders?: Record<string, string>;
    /** Headers every `call` adds. */
    callHeaders?: Record<string, string>;
  } = {},
) {
  let app: TestApp | undefined;
  const clock = createFakeClock(new Date(ticketTestStart));
  const auth: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  const departments: Record<string, number> = {};
  const t = () => {
    if (!app) throw new Error("the ticket test app is built before the tests");
    return app;
  };

  const signInAll = async () => {
    for (const account of Object.keys(ids)) {
      auth[account] = { ...(await signIn(t(), account)).headers, ...options.authHeaders };
    }
  };
  beforeAll(async () => {
    app = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const made = await createTicketCompany(app, company);
    Object.assign(ids, made.ids);
    Object.assign(departments, made.departments);
    if (options.menu) await ensureDefaultMenu(app.db);
    await signInAll();
  });
  afterAll(() => app?.close());

  /** A commutationTicket call as `who` (null: without a session). */
  const call = (method: Method, url: string, who: string | null, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/commutationTicket${url}`,
      headers: { ...(who ? auth[who] : {}), ...options.callHeaders },
      ...(payload !== undefined && { payload }),
    });

  /** Moves the company's clock; sessions are signed in again (their tokens would have expired). */
  const moveTo = async (iso: string) => {
    clock.set(new Date(iso));
    await signInAll();
  };

  return {
    t,
    clock,
    auth,
    ids,
    departments,
    call,
    moveTo,

    /**
     * Before each test: the clock back at the start (everyone signed in again if it moved), no
     * ticket, route, log or evidence row, and none in the tables named.
     */
    freshEachTest(...more: ("ticketDelegations" | "notifications")[]) {
      const tables = [
        "ticketEvidences",
        "commutationTickets",
        "commutingRoutes",
        "ticketLogs",
        ...more,
      ] as const;
      beforeEach(async () => {
        if (clock.now().getTime() !== new Date(ticketTestStart).getTime()) await moveTo(ticketTestStart);
        for (const table of tables) await t().db.deleteFrom(table).execute();
      });
    },

    /** A new ticket of `who` (one leg, ticketLeg with the overrides), as its route answers it. */
    async create(who: string, overrides: Record<string, unknown> = {}) {
      const response = await call("POST", "", who, { tickets: [ticketLeg(overrides)] });
      expect(response.statusCode, response.body).toBe(200);
      const route = response.json<CommutingRoute>();
      return route.tickets[route.tickets.length - 1] as Ticket;
    },

    setStatus: (id: number, status: number) =>
      t().db.updateTable("commutationTickets").set({ status }).where("id", "=", id).execute(),

    async statusOf(id: number) {
      const row = await t()
        .db.selectFrom("commutationTickets")
        .select("status")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.status;
    },

    logsOf: async (id: number, who = "hr1") =>
      (await call("GET", `/logsTicket/${id}`, who)).json<TicketLog[]>(),

    /** The person's notifications, newest first. */
    bell: async (who: string) =>
      (await t().app.inject({ method: "GET", url: "/api/notifications", headers: auth[who] })).json<{
        data: { title: string; message: string }[];
      }>().data,

    /** A delegation of the delegator's role to the delegate over the period, written straight into its table. */
    delegation: (delegatorId: number, delegateId: number, role: string, fromDate: string, toDate: string) =>
      t()
        .db.insertInto("ticketDelegations")
        .values({ delegatorId, delegateId, role, fromDate, toDate, createdAt: clock.now().toISOString() })
        .execute(),

    /** An evidence image `who` uploads before a ticket or cancellation claims it (its id). */
    async upload(who = "employee1") {
      const body = multipartPayload([
        { name: "file", filename: "refund.png", contentType: "image/png", content: imageBytes.png },
      ]);
      const response = await t().app.inject({
        method: "POST",
        url: "/api/commutationTicket/upload",
        headers: { ...auth[who], ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Evidence>();
    },

    /** An evidence image `who` attaches to their ticket. */
    async attach(ticketId: number, who = "employee1") {
      const body = multipartPayload([
        { name: "file", filename: "fare.png", contentType: "image/png", content: imageBytes.png },
      ]);
      const response = await t().app.inject({
        method: "POST",
        url: `/api/commutationTicket/${ticketId}/evidence`,
        headers: { ...auth[who], ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Evidence>();
    },
  };
}

/**
 * The deciders' side's company: two departments with their leaders, HR, an approver, a delegate
 * and an administrator; the default menu; calls paged 20 at a time; before each test no tickets,
 * delegations or notifications, and the clock back at the start.
 */
export function decidersTestApp() {
  const app = ticketTestApp(
    {
      departments: {
        dev: { leader: "leader1", nameEn: "Development", nameJa: "開発部" },
        sales: { leader: "leader2", nameEn: "Sales", nameJa: "営業部" },
      },
      people: {
        employee1: { department: "dev", fullName: "佐藤 花子" },
        employee2: { department: "dev" },
        leader1: { department: "dev" },
        seller: { department: "sales" },
        leader2: { department: "sales" },
        hr1: { department: "sales", roles: { sms: 2 } },
        approver1: { department: "sales", roles: { ticketApprover: 1 } },
        delegate1: { department: "sales", roles: { delegator: 1 } },
        admin1: { department: "sales", roles: { administrator: 1 } },
      },
    },
    { menu: true, callHeaders: { "x-pagination-size": "20" } },
  );
  app.freshEachTest("ticketDelegations", "notifications");
  return app;
}

/**
 * The owners' side's company: a department with its leader, a department whose only member
 * leads it, HR and an approver; before each test no tickets.
 */
export function ownersTestApp() {
  const app = ticketTestApp({
    departments: { dev: { leader: "leader1" }, solo: { leader: "boss" } },
    people: {
      employee1: { department: "dev" },
      employee2: { department: "dev" },
      leader1: { department: "dev" },
      boss: { department: "solo" },
      hr1: { department: "dev", roles: { sms: 2 } },
      approver1: { department: "dev", roles: { ticketApprover: 1 } },
    },
  });
  app.freshEachTest();
  return app;
}
