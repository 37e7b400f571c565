import type { EmployeeWorkingAddress } from "@portal/contract/working-address/working-address.schema";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { ticketLeg } from "../../testing/ticket-company";
import { base, tokyoLine, workingAddressTestApp, yokohama, yokohamaLine } from "./working-address-test-app";

describe("working address", () => {
  const addresses = workingAddressTestApp();
  const { clock, ids, get, post, changed, ticketAddress, routeInfo, askForTicket } = addresses;
  let t: TestApp;
  beforeAll(() => {
    t = addresses.t();
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
