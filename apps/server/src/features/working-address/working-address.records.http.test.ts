import { describe, expect, it } from "vitest";
import { base, tokyoLine, workingAddressTestApp, yokohama, yokohamaLine } from "./working-address-test-app";

describe("working address", () => {
  const addresses = workingAddressTestApp();
  const { ids, get, post, change, changed, history, recordCount, ticketAddress } = addresses;

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
});
