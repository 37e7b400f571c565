import type { Paged } from "@portal/contract/common/paging";
import type { CommutingRoute, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { ColleagueInfo } from "@portal/contract/employee/colleague.schema";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import type { WorkingHistory } from "@portal/contract/working-history/working-history.schema";
import { describe, expect, it } from "vitest";
import { browserFileName } from "../testing/quality/route-request";
import { nth, storable, upTo, useXssFieldsCompany, withNul } from "../testing/quality/xss-fields";
import { ticketLeg } from "../testing/ticket-company";
import { imageBytes, multipartPayload } from "../testing/upload";

/**
 * Proof of quality, stored XSS (the server's half; the browser's is e2e/tests/xss-fields-*.spec.ts),
 * in what employees write and what is written on their requests: tickets, profile values, their
 * own records and evidence file names. Every free-text field the screens show, given each payload
 * of the list that fits it, keeps it as sent and gives it back to another reader as JSON text. No
 * escaping, stripping or rewriting on the way: the screens render text, and a server that mangled
 * markup would hide payloads from them (or double-escape what people wrote). Text holding NUL is
 * refused with 400 in these fields and in notifications and stations (comments and help pages drop
 * NUL instead: comment.xss.http.test.ts, help.xss.http.test.ts). What HR and administrators
 * publish: xss-fields-published.http.test.ts.
 */

// Each test stores and reads back up to a thousand values: a minute, with other tests running beside.
describe("XSS payloads in the free-text fields employees write", { timeout: 60_000 }, () => {
  const suite = useXssFieldsCompany();
  const { ids, auth, ok, refused } = suite;

  it("keeps a ticket's places, notes, the leader's reasons and HR's note as sent", async () => {
    const route = await ok<CommutingRoute>("POST", "/api/commutationTicket", "owner1", {
      tickets: [ticketLeg()],
    });
    const id = (route.tickets[0] as Ticket).id;
    const ticket = () => `/api/commutationTicket/getTicket/${id}`;
    const places = upTo(100);
    const sent: string[][] = [];
    const read: string[][] = [];
    for (const [index, notes] of upTo(1000).entries()) {
      const departure = nth(places, index);
      const arrival = nth(places, index + 1);
      const reason = nth(upTo(500), index + 2);
      const hrNote = nth(upTo(1000), index + 3);
      // The owner (re)submits, the leader reads it and rejects it with a reason the owner reads.
      await ok("POST", "/api/commutationTicket/update", "owner1", {
        ...ticketLeg(),
        id,
        departure,
        arrival,
        notes,
      });
      await ok("POST", "/api/commutationTicket/save-note", "hr1", { id, note: hrNote });
      const asLeader = await ok<Ticket>("GET", ticket(), "leader1");
      await ok("PUT", "/api/commutationTicket/leaderConfirmOrReject", "leader1", {
        ids: [id],
        confirm: false,
        reason,
      });
      const asOwner = await ok<Ticket>("GET", ticket(), "owner1");
      const asHr = await ok<Ticket>("GET", ticket(), "hr1");
      sent.push([departure, arrival, notes, reason, hrNote]);
      read.push([
        asLeader.departure,
        asLeader.arrival,
        asLeader.notes,
        asOwner.rejectReason ?? "",
        asHr.hrNote ?? "",
      ]);
    }
    expect(read).toEqual(sent);
  });

  it("keeps display names, requested profile values and their reasons as sent, for HR and colleagues", async () => {
    const route = await ok<CommutingRoute>("POST", "/api/commutationTicket", "owner1", {
      tickets: [ticketLeg({ startDate: "2026-12-10", departure: "中野", arrival: "四ツ谷" })],
    });
    const ticketId = route.tickets.find((leg) => leg.departure === "中野")?.id;
    const names: string[] = [];
    for (const displayName of upTo(60)) {
      await ok("PUT", "/api/employee/changeProfile", "owner1", { displayName });
      names.push(
        (await ok<Ticket>("GET", `/api/commutationTicket/getTicket/${ticketId}`, "leader1")).employeeName,
      );
    }
    expect(names).toEqual(upTo(60));

    const sent: string[][] = [];
    const read: string[][] = [];
    for (const [index, fullname] of upTo(100).entries()) {
      const visaKind = nth(upTo(60), index);
      const reason = nth(upTo(500), index + 1);
      const request = await ok<ChangeRequest>("POST", "/api/employeeChange/requests", "owner1", {
        fields: { fullname, visaKind },
        effectiveDate: "2026-11-21",
        reason,
      });
      const asHr = await ok<ChangeRequest>("GET", `/api/employeeChange/requests/${request.id}`, "hr1");
      const newValue = (field: string) => asHr.changes.find((change) => change.field === field)?.newValue;
      await ok("POST", `/api/employeeChange/requests/${request.id}/approve`, "hr1", { comment: reason });
      const colleague = await ok<ColleagueInfo>("GET", "/api/employee/colleague-info/owner1", "leader1");
      sent.push([fullname, visaKind, reason, fullname]);
      read.push([
        newValue("fullname") ?? "",
        newValue("visaKind") ?? "",
        asHr.reason ?? "",
        colleague.fullName,
      ]);
    }
    expect(read).toEqual(sent);
  });

  it("keeps an employee's own records as sent, for HR too: working history, working addresses, education", async () => {
    const history = upTo(200)
      .slice(0, 40)
      .map((companyName, index) => ({
        companyName,
        projectName: nth(upTo(200), index + 40),
        role: nth(upTo(100), index + 1),
        technologies: nth(upTo(500), index + 2),
        description: nth(upTo(2000), index + 3),
        fromMonth: "2020-04",
        toMonth: null,
      }));
    for (const record of history) await ok("POST", "/api/workinghistory", "owner1", record);
    const seen = new Set<string>();
    const fields = (record: Omit<(typeof history)[number], "fromMonth" | "toMonth">) =>
      [record.companyName, record.projectName, record.role, record.technologies, record.description].join(
        "\u0001",
      );
    for (const page of [1, 2]) {
      const response = await suite.t.app.inject({
        method: "GET",
        url: `/api/workinghistory?employeeId=${ids.owner1}`,
        headers: { ...auth.hr1, "x-pagination-page": String(page) },
      });
      for (const record of response.json<Paged<WorkingHistory>>().data) seen.add(fields(record));
    }
    expect(history.filter((record) => !seen.has(fields(record)))).toEqual([]);

    const addresses = upTo(200)
      .slice(0, 50)
      .map((address1, index) => ({ address1, address2: nth(upTo(200), index + 50) }));
    for (const [index, address] of addresses.entries()) {
      const day = new Date(Date.UTC(2026, 11, 1 + index)).toISOString().slice(0, 10);
      await ok("POST", "/api/employeeWorkingAddress/changeWorkingAddress", "owner1", {
        postCode: "1000001",
        ...address,
        changeDate: day,
      });
    }
    const kept = await ok<{ address1: string; address2: string }[]>(
      "GET",
      `/api/employeeWorkingAddress/getWorkingAddress/${ids.owner1}`,
      "hr1",
    );
    const pairs = new Set(kept.map((row) => `${row.address1}\u0001${row.address2}`));
    expect(addresses.filter((address) => !pairs.has(`${address.address1}\u0001${address.address2}`))).toEqual(
      [],
    );

    const schools = upTo(200).slice(0, 50);
    for (const [index, schoolName] of schools.entries()) {
      const request = await ok<ChangeRequest>("POST", "/api/employee/add-education-request", "owner1", {
        schoolName,
        literacy: "bachelor",
        specialized: nth(upTo(200), index + 1),
        graduationYear: 2010,
        graduationRating: "Good",
        status: "graduated",
      });
      await ok("POST", `/api/employeeChange/requests/${request.id}/approve`, "hr1", {});
    }
    const education = await ok<Education[]>("GET", "/api/employee/get-education", "owner1");
    const records = new Set(education.map((record) => `${record.schoolName}\u0001${record.specialized}`));
    expect(
      schools.filter((schoolName, index) => !records.has(`${schoolName}\u0001${nth(upTo(200), index + 1)}`)),
    ).toEqual([]);
  });

  it("keeps evidence file names as the browser sent them (quotes percent-encoded, as browsers send them)", async () => {
    const route = await ok<CommutingRoute>("POST", "/api/commutationTicket", "owner1", {
      tickets: [ticketLeg({ startDate: "2026-12-20", departure: "荻窪", arrival: "新宿" })],
    });
    const ticketId = route.tickets.find((leg) => leg.departure === "荻窪")?.id;
    // A path's last segment is kept, control and format characters go: the others pass as sent.
    const names = storable.filter((payload) => !/[/\\\p{Cc}\p{Cf}]/u.test(payload));
    for (const name of names) {
      const form = multipartPayload([
        {
          name: "file",
          filename: browserFileName(`${name}.png`),
          contentType: "image/png",
          content: imageBytes.png,
        },
      ]);
      const response = await suite.t.app.inject({
        method: "POST",
        url: `/api/commutationTicket/${ticketId}/evidence`,
        headers: { ...auth.owner1, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    const ticket = await ok<Ticket>("GET", `/api/commutationTicket/getTicket/${ticketId}`, "leader1");
    expect(ticket.evidences.map((evidence) => evidence.fileName).sort()).toEqual(
      names.map((name) => `${name.replaceAll('"', "%22")}.png`).sort(),
    );
  });

  it("refuses text holding NUL with 400 in these fields, and keeps nothing of it", async () => {
    expect(withNul.length).toBeGreaterThan(0);
    const route = await ok<CommutingRoute>("GET", "/api/commutationTicket/getDefaultRouteInfo", "owner1");
    const before = JSON.stringify(route);
    for (const payload of withNul) {
      await refused("POST", "/api/commutationTicket", "owner1", { tickets: [ticketLeg({ notes: payload })] });
      await refused("PUT", "/api/employee/changeProfile", "owner1", { displayName: payload });
      await refused("POST", "/api/employeeChange/requests", "owner1", {
        fields: { fullname: payload },
        effectiveDate: "2026-11-21",
      });
      await refused("POST", "/api/notifications", "hr1", {
        audience: { type: "user", employeeId: ids.owner1 },
        severity: 1,
        titleEn: payload,
        messageEn: payload,
      });
      await refused("POST", "/api/commutationTicket/station", "hr1", {
        name: payload,
        line: "l",
        operator: "o",
      });
      await refused("POST", "/api/workinghistory", "owner1", {
        companyName: payload,
        role: "r",
        fromMonth: "2020-04",
      });
    }
    expect(JSON.stringify(await ok("GET", "/api/commutationTicket/getDefaultRouteInfo", "owner1"))).toBe(
      before,
    );
  });
});
