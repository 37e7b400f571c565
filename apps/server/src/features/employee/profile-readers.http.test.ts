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

/** Per call, what each reader must receive of Riko's profile. */
const expected: Record<string, Record<Reader, readonly string[] | number>> = {
  directory: {
    self: named,
    colleague: named,
    leader: named,
    hr: named,
    approver: named,
    administrator: named,
  },
  colleagueInfo: {
    self: contacts,
    colleague: contacts,
    leader: contacts,
    hr: contacts,
    approver: contacts,
    administrator: contacts,
  },
  pickers: {
    self: named,
    colleague: named,
    leader: named,
    hr: named,
    approver: named,
    administrator: named,
  },
  allEmployee: {
    self: 401,
    colleague: 401,
    leader: 401,
    hr: [...named, "contactMail", "employeeCode", "fjpJoinedDate", "position"],
    approver: 401,
    administrator: [...named, "contactMail", "employeeCode", "position"],
  },
  ledMembers: {
    self: 401,
    colleague: 401,
    leader: named,
    hr: 401,
    approver: 401,
    administrator: 401,
  },
  ownProfile: {
    self: rikoHerself,
    colleague: [],
    leader: [],
    hr: [],
    approver: [],
    administrator: [],
  },
  changeRequest: {
    self: asked,
    colleague: 404,
    leader: 404,
    hr: asked,
    approver: 404,
    administrator: 404,
  },
  ticket: {
    self: onTicket,
    colleague: 404,
    leader: onTicket,
    hr: onTicket,
    approver: onTicket,
    administrator: 404,
  },
  changeReview: {
    self: 401,
    colleague: 401,
    leader: 401,
    hr: asked,
    approver: 401,
    administrator: 401,
  },
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
    const employees = {
      self: await createEmployee(t.db, {
        employeeCode: riko.employeeCode,
        account: riko.account,
        fullName: riko.fullname,
        fullNameJp: riko.fullnameJP,
        fullNameVn: riko.fullnameVN,
        displayName: riko.displayName,
        birthday: riko.birthday,
        nationality: riko.nationality,
        japaneseLevel: riko.japaneseLevel,
        japaneseNote: riko.japaneseNote,
        description: riko.description,
        tel: riko.tel,
        personalEmail: riko.personalEmail,
        email: riko.contactMail,
        companyTel: riko.companyTel,
        customerAddress: riko.customerAddress,
        housingAddress: riko.housingAddress,
        postCode: riko.postCode,
        prefecture: riko.prefecture,
        city: riko.city,
        town: riko.town,
        building: riko.building,
        changeAddressDate: riko.changeAddressDate,
        position: riko.position,
        displayJobRank: riko.displayJobRank,
        level: riko.level,
        jobFunction: riko.function,
        category: riko.category,
        jobCater: riko.jobCater,
        jobDescription: riko.jobDescription,
        joinedDate: riko.fjpJoinedDate,
        dayOneDate: riko.dayOneDate,
        contractStartDate: riko.contractStartDate,
        contractEndDate: riko.contractEndDate,
        customerContractType: riko.customerContractType,
        endDate: riko.endDate,
        lastWorkingDate: riko.lastWorkingDate,
        alienCardNo: riko.alienceCardNo,
        visaKind: riko.visaKind,
        visaExpireDate: riko.visaExpireDate,
        emergencyContactName: riko.emergencyContactName,
        emergencyContactPhone: riko.emergencyContactPhone,
        passportNumber: riko.passportNumber,
        passportIssueDate: riko.passportIssueDate,
        passportIssuingAuthority: riko.passportIssuingAuthority,
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
