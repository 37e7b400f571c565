import type { DefaultRouteInfo } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type {
  EmployeeWorkingAddress,
  WorkingAddressChangeResult,
} from "@portal/contract/working-address/working-address.schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";

type Auth = { authorization: string };

/** Noon in Japan on 2026-11-21. */
const start = new Date("2026-11-21T03:00:00Z");
const base = "/api/employeeWorkingAddress";

/** A valid new address: the Yokohama office (220-0012 is Minatomirai, Nishi-ku). */
const yokohama = (overrides: Record<string, unknown> = {}) => ({
  postCode: "220-0012",
  address1: "神奈川県横浜市西区みなとみらい",
  address2: "3-6-1 8F",
  changeDate: "2026-12-01",
  ...overrides,
});
const yokohamaLine = "〒220-0012 神奈川県横浜市西区みなとみらい 3-6-1 8F";
const tokyoLine = "〒100-0005 東京都千代田区丸の内1-1-1";

describe("working address", () => {
  let t: TestApp;
  const clock = createFakeClock(start);
  const auth: Record<string, Auth> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const company = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
      },
    });
    Object.assign(ids, company.ids);
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(start);
    await t.db.deleteFrom("employeeWorkingAddresses").execute();
    await t.db.deleteFrom("commutationTickets").execute();
    await t.db.deleteFrom("commutingRoutes").execute();
    await t.db.deleteFrom("ticketLogs").execute();
    await t.db.deleteFrom("notifications").execute();
  });

  const get = (url: string, who: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...(who ? auth[who] : {}), ...headers } });
  const post = (url: string, who: string | null, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, headers: { ...(who ? auth[who] : {}), ...headers }, payload });
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
    (await t.db.selectFrom("employeeWorkingAddresses").select("id").execute()).length;
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

  describe("adding and changing", () => {
    it("adds the first working address, in force from today, and refuses a second add", async () => {
      expect(await history("employee1")).toEqual([]);
      const added = await post(
        `${base}/addWorkingAddress`,
        "employee1",
        yokohama({ changeDate: "2026-11-21" }),
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({
        workingAddress: {
          employeeId: ids.employee1,
          account: "employee1",
          workingAddress: yokohamaLine,
          workingAddressId: null,
          postCode: "2200012",
          address1: "神奈川県横浜市西区みなとみらい",
          address2: "3-6-1 8F",
          changeDate: "2026-11-21",
          changeDateString: "20261121",
          ticketId: null,
          isCurrent: true,
          isScheduled: false,
        },
        ticketsToChange: [],
        isRouteMarked: false,
      });
      expect(await ticketAddress("employee1")).toBe(yokohamaLine);

      const again = await post(
        `${base}/addWorkingAddress`,
        "employee1",
        yokohama({ changeDate: "2026-12-01" }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("You already have a working address. Please change it instead.");
      expect(await recordCount()).toBe(1);
    });

    it("keeps the history newest first: a future change is scheduled, the current one flagged", async () => {
      await changed("employee1", yokohama({ changeDate: "2026-11-21" }));
      await changed("employee1", yokohama({ address2: "3-6-1 9F", changeDate: "2027-01-04" }));
      const rows = await history("employee1");
      expect(rows.map((row) => [row.changeDate, row.isCurrent, row.isScheduled])).toEqual([
        ["2027-01-04", false, true],
        ["2026-11-21", true, false],
      ]);
      const one = await get(`${base}/getWorkingAddressById/${rows[0]?.id}`, "employee1");
      expect(one.json()).toMatchObject({ address2: "3-6-1 9F", isScheduled: true, isCurrent: false });
    });

    it("names the working place when the address is the office's own", async () => {
      await changed("employee1", yokohama({ changeDate: "2026-11-21" }));
      const back = await changed("employee1", {
        postCode: "1000005",
        address1: "東京都千代田区丸の内1-1-1",
        changeDate: "2026-11-25",
      });
      expect(back.workingAddress.workingAddressId).not.toBeNull();
      expect(back.workingAddress.workingAddress).toBe(tokyoLine);
    });
  });

  describe("validation", () => {
    it("refuses bad input with field errors in the user's language, and writes nothing", async () => {
      const cases: [object, string, string][] = [
        [yokohama({ postCode: "12345" }), "postCode", "Post Code invalid."],
        [yokohama({ postCode: "22000123" }), "postCode", "Post Code invalid."],
        [yokohama({ postCode: "9999999" }), "postCode", "Post Code invalid."],
        [yokohama({ address1: "  " }), "address1", "Address required."],
        [yokohama({ address1: "あ".repeat(201) }), "address1", ""],
        [
          yokohama({ changeDate: "2026-11-20" }),
          "changeDate",
          "The change date must be 2026/11/21 or later.",
        ],
        [yokohama({ changeDate: "2026/12/01" }), "changeDate", ""],
        [yokohama({ employeeId: ids.employee2 }), "employeeId", ""],
      ];
      for (const [payload, field, text] of cases) {
        const response = await change("employee1", payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const body = response.json<{ message: string; errors: { field: string; errorMessage: string }[] }>();
        expect(body.errors.map((error) => error.field)).toContain(field);
        if (text) expect(body.errors.find((error) => error.field === field)?.errorMessage).toBe(text);
      }
      const missing = await change("employee1", { postCode: "2200012" });
      expect(missing.json().errors).toEqual(
        expect.arrayContaining([
          { field: "address1", errorMessage: "Address required." },
          { field: "changeDate", errorMessage: "Change date required." },
        ]),
      );
      const japanese = await post(`${base}/changeWorkingAddress`, "employee1", yokohama({ postCode: "1" }), {
        "content-language": "ja",
      });
      expect(japanese.json()).toMatchObject({
        message: "郵便番号が正しくありません。",
        errors: [{ field: "postCode", errorMessage: "郵便番号が正しくありません。" }],
      });
      expect(await recordCount()).toBe(0);
    });

    it("wants a change after the latest one, and somewhere else", async () => {
      await changed("employee1", yokohama({ changeDate: "2026-12-01" }));
      const sameDay = await change("employee1", yokohama({ address2: "別館", changeDate: "2026-12-01" }));
      expect(sameDay.statusCode).toBe(400);
      expect(sameDay.json().errors).toEqual([
        { field: "changeDate", errorMessage: "The change date must be 2026/12/02 or later." },
      ]);
      const same = await change(
        "employee1",
        yokohama({ postCode: "２２０００１２", changeDate: "2026-12-10" }),
      );
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual([
        { field: "address1", errorMessage: "This is already your working address." },
      ]);
      expect(await recordCount()).toBe(1);
    });

    it("records one of two changes for the same day sent at once, and refuses the other as a field error", async () => {
      const answers = await Promise.all([
        change("employee1", yokohama({ changeDate: "2026-12-01" })),
        change("employee1", yokohama({ address2: "別館", changeDate: "2026-12-01" })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400);
      expect(refused?.json().errors).toEqual([
        { field: "changeDate", errorMessage: "The change date must be 2026/12/02 or later." },
      ]);
      expect(await recordCount()).toBe(1);
    });
  });

  describe("who may read and change", () => {
    it("answers 403 to a caller without a session, on every call", async () => {
      const calls = [
        get(`${base}/getWorkingAddress`, null),
        get(`${base}/getWorkingAddress/${ids.employee1}`, null),
        get(`${base}/getWorkingAddressById/1`, null),
        post(`${base}/addWorkingAddress`, null, yokohama()),
        post(`${base}/changeWorkingAddress`, null, yokohama()),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
      expect(await recordCount()).toBe(0);
    });

    it("lets an employee read their own, HR everyone's; refuses others (401), to whom a record id does not exist (404)", async () => {
      const { workingAddress } = await changed("employee1", yokohama());
      const ownList = await get(`${base}/getWorkingAddress/${ids.employee1}`, "employee1");
      expect(ownList.statusCode).toBe(200);
      expect(ownList.json()).toHaveLength(1);
      expect((await get(`${base}/getWorkingAddressById/${workingAddress.id}`, "employee1")).statusCode).toBe(
        200,
      );

      for (const other of ["employee2", "leader1"]) {
        expect((await get(`${base}/getWorkingAddress/${ids.employee1}`, other)).statusCode).toBe(401);
        const one = await get(`${base}/getWorkingAddressById/${workingAddress.id}`, other);
        const unknown = await get(`${base}/getWorkingAddressById/999999`, other);
        expect({ status: one.statusCode, body: one.json() }).toEqual({ status: 404, body: unknown.json() });
        expect(await history(other)).toEqual([]);
      }

      const hrList = await get(`${base}/getWorkingAddress/${ids.employee1}`, "hr1");
      expect(hrList.json()).toMatchObject([{ id: workingAddress.id, account: "employee1" }]);
      const hrOne = await get(`${base}/getWorkingAddressById/${workingAddress.id}`, "hr1");
      expect(hrOne.json()).toMatchObject({ id: workingAddress.id, workingAddress: yokohamaLine });
      expect((await get(`${base}/getWorkingAddress/999999`, "hr1")).statusCode).toBe(404);
      expect((await get(`${base}/getWorkingAddressById/999999`, "hr1")).statusCode).toBe(404);
      expect((await get(`${base}/getWorkingAddressById/abc`, "hr1")).statusCode).toBe(400);
    });

    it("changes only the caller's own working address", async () => {
      await changed("employee2", yokohama());
      expect(await history("employee2")).toHaveLength(1);
      expect(await history("employee1")).toEqual([]);
      expect(await ticketAddress("employee1")).toBe(tokyoLine);
    });
  });

  describe("commuting tickets", () => {
    it("marks the route and the tickets to change, and tells the employee", async () => {
      const route = await askForTicket("employee1", { startDate: "2026-12-01" });
      const ticketId = route.tickets[0]?.id;
      const result = await changed("employee1", yokohama({ changeDate: "2026-12-15" }));
      expect(result).toMatchObject({
        isRouteMarked: true,
        ticketsToChange: [
          {
            id: ticketId,
            departure: "新宿",
            arrival: "東京",
            startDate: "2026-12-01",
            endDate: "2026-12-31",
          },
        ],
      });

      const info = await routeInfo("employee1");
      expect(info.route).toMatchObject({
        isChangeWorkingAddress: true,
        workingAddressChangeDate: "2026-12-15",
        tickets: [{ id: ticketId, isChangeWorkingAddress: true }],
      });
      const notes = await t.db
        .selectFrom("notifications")
        .selectAll()
        .where("recipientId", "=", ids.employee1 ?? 0)
        .where("link", "=", "/commuting-ticket")
        .execute();
      expect(notes).toHaveLength(1);
      expect(notes[0]?.title).toContain("workingAddress.notify.ticketsToChange.title");
      const list = await get("/api/notifications", "employee1");
      expect(list.body).toContain("新宿 → 東京 (2026/12/01–2026/12/31)");
    });

    it("marks nothing when no ticket runs on or after the change date", async () => {
      await askForTicket("employee1", { startDate: "2026-12-01" });
      const result = await changed("employee1", yokohama({ changeDate: "2027-01-01" }));
      expect(result).toMatchObject({ isRouteMarked: false, ticketsToChange: [] });
      expect((await routeInfo("employee1")).route?.isChangeWorkingAddress).toBe(false);
      const notes = await t.db
        .selectFrom("notifications")
        .select("id")
        .where("recipientId", "=", ids.employee1 ?? 0)
        .execute();
      expect(notes).toHaveLength(0);
    });

    it("feeds the address in force to the ticket form: a future change takes effect that day", async () => {
      await changed("employee1", yokohama({ changeDate: "2026-12-01" }));
      expect(await ticketAddress("employee1")).toBe(tokyoLine);
      expect((await routeInfo("employee1")).workingAddress).toBe(tokyoLine);

      // Days later the first session has expired: a fresh one for each moment.
      const signedInAt = async (instant: string) => {
        clock.set(new Date(instant));
        return (await signIn(t, "employee1")).headers;
      };
      const lastEvening = await signedInAt("2026-11-30T14:59:59Z"); // 23:59:59 on Nov 30 in Japan
      expect(await ticketAddress(null, lastEvening)).toBe(tokyoLine);
      const midnight = await signedInAt("2026-11-30T15:00:00Z"); // midnight, Dec 1 in Japan
      expect(await ticketAddress(null, midnight)).toBe(yokohamaLine);
      const [latest] = (await get(`${base}/getWorkingAddress`, null, midnight)).json<
        EmployeeWorkingAddress[]
      >();
      expect(latest).toMatchObject({ isCurrent: true, isScheduled: false });
    });

    it("is answered by a new request from the change date: the marks go, the record keeps the ticket", async () => {
      await askForTicket("employee1", { startDate: "2026-12-01" });
      const { workingAddress } = await changed("employee1", yokohama({ changeDate: "2026-12-15" }));
      const route = await routeInfo("employee1");
      const routeId = route.route?.id;

      // A request that starts before the change is still for the old address: the mark stays.
      const before = await post(
        `/api/commutationTicket/${routeId}/add`,
        "employee1",
        ticketLeg({
          departure: "渋谷",
          startDate: "2026-12-10",
        }),
      );
      expect(before.statusCode, before.body).toBe(200);
      expect((await routeInfo("employee1")).route?.isChangeWorkingAddress).toBe(true);

      const answer = await post(
        `/api/commutationTicket/${routeId}/add`,
        "employee1",
        ticketLeg({
          departure: "横浜",
          arrival: "みなとみらい",
          startDate: "2026-12-15",
        }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const after = await routeInfo("employee1");
      expect(after.route).toMatchObject({ isChangeWorkingAddress: false, workingAddressChangeDate: null });
      expect(after.route?.tickets.every((ticket) => !ticket.isChangeWorkingAddress)).toBe(true);
      const newLeg = after.route?.tickets.find((ticket) => ticket.departure === "横浜");
      const oldLeg = after.route?.tickets.find((ticket) => ticket.departure === "渋谷");
      // Each leg keeps the address in force on its start date, though today is before the change.
      expect(newLeg?.workingAddress).toBe(yokohamaLine);
      expect(oldLeg?.workingAddress).toBe(tokyoLine);
      const record = await get(`${base}/getWorkingAddressById/${workingAddress.id}`, "employee1");
      expect(record.json().ticketId).toBe(newLeg?.id);
    });
  });
});
