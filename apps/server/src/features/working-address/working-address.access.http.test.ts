import { describe, expect, it } from "vitest";
import { base, tokyoLine, workingAddressTestApp, yokohama, yokohamaLine } from "./working-address-test-app";

describe("working address", () => {
  const addresses = workingAddressTestApp();
  const { ids, get, post, changed, history, recordCount, ticketAddress } = addresses;

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
});
