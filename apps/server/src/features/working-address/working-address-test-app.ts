import type { DefaultRouteInfo } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type {
  EmployeeWorkingAddress,
  WorkingAddressChangeResult,
} from "@portal/contract/working-address/working-address.schema";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";

type Auth = { authorization: string };

/** Noon in Japan on 2026-11-21. */
export const start = new Date("2026-11-21T03:00:00Z");
export const base = "/api/employeeWorkingAddress";

/** A valid new address: the Yokohama office (220-0012 is Minatomirai, Nishi-ku). */
export const yokohama = (overrides: Record<string, unknown> = {}) => ({
  postCode: "220-0012",
  address1: "神奈川県横浜市西区みなとみらい",
  address2: "3-6-1 8F",
  changeDate: "2026-12-01",
  ...overrides,
});
export const yokohamaLine = "〒220-0012 神奈川県横浜市西区みなとみらい 3-6-1 8F";
export const tokyoLine = "〒100-0005 東京都千代田区丸の内1-1-1";

/**
 * The app of a working-address HTTP test: a department with its leader, two employees and HR,
 * signed in; before each test the clock at the start and no addresses, tickets or notifications;
 * the calls and look-ups the tests share.
 */
export function workingAddressTestApp() {
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error("the working-address test app is built before the tests");
    return app;
  };
  const clock = createFakeClock(start);
  const auth: Record<string, Auth> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const built = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    app = built;
    const company = await createTicketCompany(built, {
      departments: { dev: { leader: "leader1" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
      },
    });
    Object.assign(ids, company.ids);
    for (const account of Object.keys(ids)) auth[account] = (await signIn(built, account)).headers;
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    clock.set(start);
    await t().db.deleteFrom("employeeWorkingAddresses").execute();
    await t().db.deleteFrom("commutationTickets").execute();
    await t().db.deleteFrom("commutingRoutes").execute();
    await t().db.deleteFrom("ticketLogs").execute();
    await t().db.deleteFrom("notifications").execute();
  });

  const get = (url: string, who: string | null, headers: Record<string, string> = {}) =>
    t().app.inject({ method: "GET", url, headers: { ...(who ? auth[who] : {}), ...headers } });
  const post = (url: string, who: string | null, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: "POST", url, headers: { ...(who ? auth[who] : {}), ...headers }, payload });
  const change = (who: string, payload: object) => post(`${base}/changeWorkingAddress`, who, payload);
  const changed = async (who: string, payload: object) => {
    const response = await change(who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkingAddressChangeResult>();
  };
  const history = async (who: string) => {
    const response = await get(`${base}/getWorkingAddress`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmployeeWorkingAddress[]>();
  };
  const recordCount = async () =>
    (await t().db.selectFrom("employeeWorkingAddresses").select("id").execute()).length;
  const ticketAddress = async (who: string | null, headers: Record<string, string> = {}) =>
    (await get("/api/commutationTicket/address", who, headers)).json<{ workingAddress: string }>()
      .workingAddress;
  const routeInfo = async (who: string) =>
    (await get("/api/commutationTicket/getDefaultRouteInfo", who)).json<DefaultRouteInfo>();
  const askForTicket = async (who: string, overrides: Record<string, unknown> = {}) => {
    const response = await post("/api/commutationTicket", who, { tickets: [ticketLeg(overrides)] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DefaultRouteInfo["route"] & object>();
  };

  return {
    t,
    clock,
    auth,
    ids,
    get,
    post,
    change,
    changed,
    history,
    recordCount,
    ticketAddress,
    routeInfo,
    askForTicket,
  };
}
