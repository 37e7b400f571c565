import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { colleagueProfileFields, type ProfileField } from "@portal/contract/employee/profile-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee, createWorkingPlace } from "../../db/seed/factories";
import { companyDate } from "../../lib/company-date";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertTicketRow } from "../../testing/ticket-rows";

// Which fields of someone else's profile each reader receives, on every call that answers people
// (docs/decisions/023): colleagues of any role get work contacts only; private fields go to the
// person and HR. Each value below is stored for Riko alone, so finding it in an answer means the
// field was sent.

/** Riko's profile, one value that appears nowhere else per field (fields whose value is shared, such as the department's name or the sex, are left out). */
const riko = {
  employeeCode: "PR-7731",
  account: "rcanary",
  fullname: "Riko Canary",
  fullnameJP: "鳥井 理子",
  fullnameVN: "Nguyen Thi Canary",
  displayName: "Riko C.",
  birthday: "1987-03-14",
  nationality: "Narnian",
  japaneseLevel: "JLPT-N1x",
  japaneseNote: "Reads cursive kanji",
  description: "Likes birdwatching",
  tel: "090-7731-0001",
  personalEmail: "riko.private@home.example",
  contactMail: "riko.c@corp.example",
  companyTel: "03-7731-0002",
  customerAddress: "Client site Shiodome 9F",
  housingAddress: "Company flat Nakano 203",
  postCode: "0600042",
  prefecture: "北海道",
  city: "札幌市中央区",
  town: "北一条西7-7-7",
  building: "Aviary Heights 808",
  changeAddressDate: "2020-02-02",
  position: "Staff Engineer (canary)",
  displayJobRank: "Rank-C7",
  level: "L7c",
  function: "Backend canary",
  category: "Cat-canary",
  jobCater: "JobCater-c",
  jobDescription: "Keeps the canary alive",
  fjpJoinedDate: "2016-10-03",
  dayOneDate: "2016-10-04",
  contractStartDate: "2016-10-05",
  contractEndDate: "2036-10-06",
  customerContractType: "SES-canary",
  endDate: "2037-01-08",
  lastWorkingDate: "2037-01-09",
  alienceCardNo: "AB12345678CD",
  visaKind: "Engineer-canary",
  visaExpireDate: "2031-04-05",
  emergencyContactName: "Haru Canary-kin",
  emergencyContactPhone: "080-7731-0003",
  passportNumber: "TZ7731004",
  passportIssueDate: "2019-06-07",
  passportIssuingAuthority: "Ministry of Canaries",
} as const satisfies Partial<Record<ProfileField, string>>;
type Detectable = keyof typeof riko;

/** The fields of Riko's profile an answer carries. */
function fieldsIn(body: string): Detectable[] {
  return (Object.keys(riko) as Detectable[]).filter((field) => body.includes(riko[field])).sort();
}

const readers = ["self", "colleague", "leader", "hr", "approver", "administrator"] as const;
type Reader = (typeof readers)[number];

/** What a reader gets from a call: the fields of Riko's profile, or the refusal's status. */
type Received = Detectable[] | number;

const named = ["account", "fullname", "fullnameJP"] as const;
const contacts = [...named, "companyTel", "contactMail"] as const;
const rikoHerself = (Object.keys(riko) as Detectable[]).sort();
/** A request to move: it names Riko and carries her address of today beside the new one. */
const asked = ["building", "city", "displayName", "employeeCode", "postCode", "prefecture", "town"] as const;

/** A commuting ticket names its holder; its deciders see it (decision 017), nobody else. */
const onTicket = ["account", "displayName", "employeeCode"] as const;

type Expected = readonly string[] | number;

/** What every reader receives alike. */
const everyone = (fields: Expected) =>
  Object.fromEntries(readers.map((reader) => [reader, fields])) as Record<Reader, Expected>;
/** What the readers named receive; every other reader receives `otherwise`. */
const only = (given: Partial<Record<Reader, Expected>>, otherwise: Expected) =>
  Object.fromEntries(readers.map((reader) => [reader, given[reader] ?? otherwise])) as Record<
    Reader,
    Expected
  >;

/** Per call, what each reader must receive of Riko's profile. */
const expected: Record<string, Record<Reader, Expected>> = {
  directory: everyone(named),
  colleagueInfo: everyone(contacts),
  pickers: everyone(named),
  allEmployee: only(
    {
      hr: [...named, "contactMail", "employeeCode", "fjpJoinedDate", "position"],
      administrator: [...named, "contactMail", "employeeCode", "position"],
    },
    401,
  ),
  ledMembers: only({ leader: named }, 401),
  ownProfile: only({ self: rikoHerself }, []),
  changeRequest: only({ self: asked, hr: asked }, 404),
  ticket: only({ self: onTicket, leader: onTicket, hr: onTicket, approver: onTicket }, 404),
  changeReview: only({ hr: asked }, 401),
};

describe("the profile fields each reader receives of someone else", () => {
  let t: TestApp;
  const people = {} as Record<Reader, { id: number; authorization: string }>;
  let requestId: number;
  let ticketId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const place = await createWorkingPlace(t.db, { nameEn: "Sapporo Office", nameJa: "札幌事業所" });
    const own = await createDepartment(t.db);
    const other = await createDepartment(t.db);
    const create = (account: string, deptId: number, roles = {}) =>
      createEmployee(t.db, { account, deptId }, { roles });
    // Riko's fields under the employees table's names, where they differ.
    const {
      fullname,
      fullnameJP,
      fullnameVN,
      contactMail,
      function: jobFunction,
      fjpJoinedDate,
      alienceCardNo,
      ...sameNames
    } = riko;
    const employees = {
      self: await createEmployee(t.db, {
        ...sameNames,
        fullName: fullname,
        fullNameJp: fullnameJP,
        fullNameVn: fullnameVN,
        email: contactMail,
        jobFunction,
        joinedDate: fjpJoinedDate,
        alienCardNo: alienceCardNo,
        deptId: own.id,
        workingPlaceId: place.id,
      }),
      colleague: await create("reader.colleague", other.id),
      leader: await create("reader.leader", own.id),
      hr: await create("reader.hr", other.id, { sms: 2 }),
      approver: await create("reader.approver", other.id, { ticketApprover: 1 }),
      administrator: await create("reader.admin", other.id, { administrator: 1 }),
    };
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: employees.leader.id })
      .where("id", "=", own.id)
      .execute();
    for (const reader of readers) {
      const { id, account } = employees[reader];
      const token = await t.app.deps.tokens.sign({ employeeId: id, account, method: "password" });
      people[reader] = { id, authorization: `Bearer ${token}` };
    }
    const request = await t.app.inject({
      method: "POST",
      url: "/api/employeeChange/address",
      headers: { authorization: people.self.authorization },
      payload: {
        postCode: "1000005",
        prefecture: "東京都",
        city: "千代田区",
        town: "丸の内1-1-1",
        changeDate: companyDate(new Date()),
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    requestId = request.json<{ id: number }>().id;
    ticketId = await insertTicketRow(t.db, {
      employeeId: people.self.id,
      status: TicketStatus.submittedToManager,
      now: new Date().toISOString(),
    });
  });
  afterAll(() => t.close());

  const calls: Record<string, () => string> = {
    directory: () => `/api/employee/colleague-account?search=${riko.account}`,
    colleagueInfo: () => `/api/employee/colleague-info/${people.self.id}`,
    pickers: () => "/api/employee/all",
    allEmployee: () => "/api/employee/allEmployee",
    ledMembers: () => "/api/employee/getEmployeeAccountByLeader",
    ownProfile: () => "/api/employee/profile",
    changeRequest: () => `/api/employeeChange/requests/${requestId}`,
    ticket: () => `/api/commutationTicket/getTicket/${ticketId}`,
    changeReview: () => "/api/employeeChange/review",
  };

  async function receivedBy(reader: Reader, url: string): Promise<Received> {
    const response = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: people[reader].authorization },
    });
    if (response.statusCode >= 300) return response.statusCode;
    return fieldsIn(response.body);
  }

  it("lists, per call and reader, exactly the fields of Riko's profile that arrive", async () => {
    const actual: Record<string, Record<Reader, Received>> = {};
    for (const [call, url] of Object.entries(calls)) {
      actual[call] = {} as Record<Reader, Received>;
      for (const reader of readers) actual[call][reader] = await receivedBy(reader, url());
    }
    const sortedExpected = Object.fromEntries(
      Object.entries(expected).map(([call, byReader]) => [
        call,
        Object.fromEntries(
          Object.entries(byReader).map(([reader, fields]) => [
            reader,
            typeof fields === "number" ? fields : [...fields].sort(),
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(sortedExpected);
  });

  it("gives nobody but Riko and HR a field the contract does not list for colleagues", () => {
    for (const byReader of Object.values(expected)) {
      for (const reader of ["colleague", "leader", "approver", "administrator"] as const) {
        const fields = byReader[reader];
        if (typeof fields === "number") continue;
        for (const field of fields) expect(colleagueProfileFields, `${reader}: ${field}`).toContain(field);
      }
    }
  });
});
