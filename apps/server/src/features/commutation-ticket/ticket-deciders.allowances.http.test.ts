import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/build-test-app";
import { decidersTestApp } from "./ticket-test-app";

const S = TicketStatus;

describe("commuting tickets, the deciders' side", () => {
  const deciders = decidersTestApp();
  const { auth, ids, call, create, setStatus } = deciders;
  let t: TestApp;
  let devId = 0;
  beforeAll(() => {
    t = deciders.t();
    devId = deciders.departments.dev ?? 0;
  });

  describe("allowances and exports", () => {
    it("sums each employee's allowance in force and gives its history month by month", async () => {
      const inForce = await create("employee1", { startDate: "2026-11-01", duration: 3, amount: 30_000 });
      await setStatus(inForce.id, S.approved);
      const over = await create("seller", { startDate: "2026-11-01", amount: 70_000, notes: "Shinkansen" });
      // A pass whose cancellation waits for HR is still paid for.
      await setStatus(over.id, S.cancelling);
      await create("employee2");
      const all = await call("POST", "/searchAllowanceRequest", "hr1", {});
      expect(all.headers["x-total-count"]).toBe("3");
      const rows = all.json().data as {
        account: string;
        monthlyTotal: number;
        overBudget: boolean;
        ticketsPending: number;
      }[];
      expect(rows.find((row) => row.account === "employee1")).toMatchObject({
        monthlyTotal: 10_000,
        overBudget: false,
      });
      expect(rows.find((row) => row.account === "seller")).toMatchObject({
        monthlyTotal: 70_000,
        overBudget: true,
      });
      expect(rows.find((row) => row.account === "employee2")).toMatchObject({
        monthlyTotal: 0,
        ticketsPending: 1,
      });
      const overOnly = await call("POST", "/searchAllowanceRequest", "hr1", { overBudget: true });
      expect(overOnly.json().data.map((row: { account: string }) => row.account)).toEqual(["seller"]);

      const history = await call("GET", `/getTicketAllowanceHistory/${ids.employee1}`, "leader1");
      expect(history.json().months).toEqual([
        { month: "2027-01", amount: 10_000, taxableAmount: 0, ticketIds: [inForce.id] },
        { month: "2026-12", amount: 10_000, taxableAmount: 0, ticketIds: [inForce.id] },
        { month: "2026-11", amount: 10_000, taxableAmount: 0, ticketIds: [inForce.id] },
      ]);
      expect((await call("GET", `/getTicketAllowanceHistory/${ids.employee1}`, "leader2")).statusCode).toBe(
        404,
      );
      const inForceNow = await call("GET", "/getAllCommutationTicket", "approver1");
      expect(
        inForceNow
          .json<Ticket[]>()
          .map((row) => row.id)
          .sort(),
      ).toEqual([inForce.id, over.id].sort());
      const ofAccount = await call("POST", "/get-all-ticket/EMPLOYEE1", "hr1");
      expect(ofAccount.json<Ticket[]>().map((row) => row.id)).toEqual([inForce.id]);
      expect((await call("POST", "/get-all-ticket/employee1", "employee2")).statusCode).toBe(404);
    });

    it("exports CSV with a BOM that reads back, and an Excel workbook with the same rows", async () => {
      const ticket = await create("employee1", { amount: 12_340, departure: "=cmd|calc", arrival: "東京" });
      await setStatus(ticket.id, S.approved);
      const csv = await t.app.inject({
        method: "GET",
        url: `/api/commutationTicket/export?departmentId=${devId}&statuses=2,9`,
        headers: { ...auth.hr1, "accept-language": "ja" },
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toBe(
        `attachment; filename="commuting-tickets-2026-11-21.csv"; filename*=UTF-8''commuting-tickets-2026-11-21.csv`,
      );
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toContain("社員番号,氏名,部署");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"佐藤 花子","開発部","\'=cmd|calc","東京","電車",1,12340,12340,0');
      expect(lines[1]).toContain('"承認済み","2026-12-01","2026-12-31"');

      const xlsx = await call("POST", "/exportAF", "hr1", { departmentId: devId });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers["content-disposition"]).toContain('filename="commuting-tickets-2026-11-21.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).getCell(1).value).toBe("Employee code");
      expect(sheet?.getRow(2).getCell(2).value).toBe("佐藤 花子");
      expect(sheet?.getRow(2).getCell(4).value).toBe("'=cmd|calc");
      expect(sheet?.getRow(2).getCell(8).value).toBe(12_340);
      expect(workbook.worksheets[1]?.getRow(2).getCell(4).value).toBe(0);

      expect((await call("GET", "/export?statuses=abc", "hr1")).statusCode).toBe(400);
      expect((await call("GET", "/export", "employee1")).statusCode).toBe(401);
      expect((await call("POST", "/exportAF", "leader1", {})).statusCode).toBe(401);
    });
  });
});
