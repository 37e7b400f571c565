import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import sharp from "sharp";
import { type AccountRoles, createDepartment, createWorkingPlace } from "../../db/seed/factories";
import { hashPassword } from "../../features/auth/password";
import { issueAuthKey } from "../../features/chatbot/chat-auth-key";
import { companyDate } from "../../lib/company-date";
import type { TestApp } from "../build-test-app";
import type { createFakeClock } from "../fake-clock";
import { type FormPart, multipartPayload } from "../upload";
import type { SignedInActor } from "./permission-actors";

/** The password of everyone the matrix creates. */
export const password = "Portal#2026";

/** Someone the matrix calls as: their employee id, account, bearer header and chat key. */
export interface Person {
  id: number;
  account: string;
  headers: { authorization: string };
  /** Their chat X-Auth-Key of today (decision 025). */
  chatKey: string;
  /** Values of their private profile fields, theirs alone: only they and HR may receive one. */
  privateValues: readonly string[];
}

/**
 * Private profile values (mobile, personal e-mail, home and housing address, emergency contact,
 * passport, residence card, visa) unique to one person, by their account and sequence number.
 */
function privateProfileOf(account: string, sequence: number) {
  const digits = String(sequence).padStart(4, "0");
  return {
    tel: `+81 90-${digits}-7319`,
    personalEmail: `${account}@home.example`,
    city: `Home city of ${account}`,
    building: `Home of ${account}`,
    housingAddress: `Housing of ${account}`,
    emergencyContactName: `Kin of ${account}`,
    emergencyContactPhone: `+81 80-${digits}-7319`,
    passportNumber: `PP-${account}`,
    alienCardNo: `RC-${account}`,
    visaKind: `Visa of ${account}`,
  };
}

/**
 * A company of its own for one row: the owner's department (led by ownLeader) and another (led
 * by otherLeader, home of the other employee and the staff), and today the delegate holds
 * ownLeader's and the approver's queues.
 */
export interface Cast {
  people: Record<SignedInActor, Person>;
  departments: { own: number; other: number };
  /**
   * A company for the `decidingOwner` actor: the owner, and every owner a row's setup adds, holds
   * the deciding roles (HR, ticket approver) and today the leader's and the approver's queues.
   */
  hasDecidingOwner: boolean;
}

/** The roles of an owner who also decides (the delegator flag lets them hold queues). */
const decidingRoles: AccountRoles = { sms: 2, ticketApprover: 1, delegator: 1 };

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Every role flag of an account, none set. */
const noRoles = {
  sms: 0,
  seatAdmin: 0,
  delegator: 0,
  ownerNda: 0,
  fesAdmin: 0,
  ndaAdmin: 0,
  ticketApprover: 0,
  administrator: 0,
  yobi2: 0,
};

const castRoles: Record<SignedInActor, { department: keyof Cast["departments"]; roles: AccountRoles }> = {
  owner: { department: "own", roles: {} },
  otherEmployee: { department: "other", roles: {} },
  ownLeader: { department: "own", roles: {} },
  otherLeader: { department: "other", roles: {} },
  hr: { department: "other", roles: { sms: 2 } },
  approver: { department: "other", roles: { ticketApprover: 1 } },
  delegate: { department: "other", roles: { delegator: 1 } },
  administrator: { department: "other", roles: { administrator: 1 } },
};

/** What rows build their objects with: people, calls as someone, and the test app's parts. */
export type Kit = Awaited<ReturnType<typeof createKit>>;

export async function createKit(t: TestApp, clock: ReturnType<typeof createFakeClock>) {
  const { app, db, config } = t;
  const passwordHash = await hashPassword(password);
  const place = await createWorkingPlace(db, { postCode: "1000005", address1: "東京都千代田区丸の内1-1-1" });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c81e3c" } })
    .png()
    .toBuffer();
  const created: number[] = [];
  let sequence = 0;
  const today = companyDate(clock.now());

  async function token(person: { id: number; account: string }): Promise<string> {
    return app.deps.tokens.sign({ employeeId: person.id, account: person.account, method: "password" });
  }

  async function toPerson(employee: {
    id: number;
    account: string;
    privateValues: string[];
  }): Promise<Person> {
    return {
      id: employee.id,
      account: employee.account,
      headers: { authorization: `Bearer ${await token(employee)}` },
      chatKey: issueAuthKey(config.tokenSecret, employee.id, clock.now()),
      privateValues: employee.privateValues,
    };
  }

  /** Employees who can sign in, inserted at once (a cast is made for every row). */
  async function createPeople(specs: { prefix: string; deptId: number; roles: AccountRoles }[]) {
    const now = clock.now().toISOString();
    const values = specs.map(({ prefix, deptId }) => {
      const account = `${prefix}${++sequence}`;
      const name = `Matrix ${account}`;
      const email = `${account}@example.com`;
      const profile = privateProfileOf(account, sequence);
      return {
        account,
        employeeCode: `M${sequence}`,
        fullName: name,
        displayName: name,
        email,
        deptId,
        profile,
      };
    });
    const rows = await db
      .insertInto("employees")
      .values(
        values.map(({ profile, ...value }) => ({
          ...value,
          ...profile,
          workingPlaceId: place.id,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning(["id", "account"])
      .execute();
    const idOf = new Map(rows.map((row) => [row.account, row.id]));
    const employees = values.map(({ account, profile }) => ({
      id: idOf.get(account) ?? 0,
      account,
      privateValues: Object.values(profile),
    }));
    await db
      .insertInto("accounts")
      .values(
        employees.map(({ id }, index) => ({
          ...noRoles,
          ...specs[index]?.roles,
          employeeId: id,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    created.push(...employees.map(({ id }) => id));
    return Promise.all(employees.map(toPerson));
  }

  /** Calls the API as someone; anything but a 2xx is a broken fixture, not a finding. */
  async function call<T>(person: Person, method: Method, url: string, body?: unknown): Promise<T> {
    const response = await app.inject({
      method,
      url,
      headers: person.headers,
      ...(body !== undefined && { payload: body as object }),
    });
    if (response.statusCode >= 300) {
      throw new Error(`fixture ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return (response.body ? response.json() : undefined) as T;
  }

  /** Today the person holds the cast's leader's (ownLeader) and approver's queues too. */
  async function holdQueues(cast: Pick<Cast, "people">, person: Person): Promise<void> {
    const period = { fromDate: today, toDate: today, createdAt: clock.now().toISOString() };
    const { ownLeader, approver } = cast.people;
    await db
      .insertInto("ticketDelegations")
      .values([
        { ...period, delegatorId: ownLeader.id, delegateId: person.id, role: "leader" },
        { ...period, delegatorId: approver.id, delegateId: person.id, role: "approver" },
      ])
      .execute();
  }

  return {
    app,
    db,
    config,
    today,
    /** A small PNG that decoders read (uploads are checked by content). */
    png,
    /** A PNG file part named `name`. */
    pngPart: (name: string): FormPart => ({
      name,
      filename: "proof.png",
      contentType: "image/png",
      content: png,
    }),
    token,
    call,
    /** Uploads a multipart body as someone. */
    async upload<T>(person: Person, url: string, parts: FormPart[]): Promise<T> {
      const body = multipartPayload(parts);
      const response = await app.inject({
        method: "POST",
        url,
        headers: { ...person.headers, ...body.headers },
        payload: body.payload,
      });
      if (response.statusCode >= 300) {
        throw new Error(`fixture upload ${url} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json<T>();
    },
    /** A token of the person's signed with the server's secret, an hour past its expiry. */
    async expiredToken(person: { id: number; account: string }): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ account: person.account, method: "password" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(person.id))
        .setIssuer("employee-portal")
        .setJti(randomUUID())
        .setIssuedAt(now - 9 * 3600)
        .setExpirationTime(now - 3600)
        .sign(new TextEncoder().encode(config.tokenSecret));
    },
    /** One more employee of the cast's company (a fresh owner, a second HR member, ...). */
    async person(
      cast: Cast,
      department: keyof Cast["departments"] = "own",
      roles?: AccountRoles,
    ): Promise<Person> {
      const isDecidingOwner = roles === undefined && cast.hasDecidingOwner;
      const [person] = await createPeople([
        {
          prefix: "p",
          deptId: cast.departments[department],
          roles: isDecidingOwner ? decidingRoles : (roles ?? {}),
        },
      ]);
      if (!person) throw new Error("no person created");
      if (isDecidingOwner) await holdQueues(cast, person);
      return person;
    },
    /** A fresh company for a row (see Cast); with a deciding owner for the `decidingOwner` actor. */
    async cast(options: { hasDecidingOwner?: boolean } = {}): Promise<Cast> {
      const hasDecidingOwner = options.hasDecidingOwner ?? false;
      const own = (await createDepartment(db)).id;
      const other = (await createDepartment(db)).id;
      const departments = { own, other };
      const actors = Object.keys(castRoles) as SignedInActor[];
      const list = await createPeople(
        actors.map((actor) => ({
          prefix: actor.toLowerCase(),
          deptId: departments[castRoles[actor].department],
          roles: actor === "owner" && hasDecidingOwner ? decidingRoles : castRoles[actor].roles,
        })),
      );
      const people = Object.fromEntries(actors.map((actor, index) => [actor, list[index]])) as Cast["people"];
      await db
        .updateTable("departments")
        .set({ leaderEmployeeId: people.ownLeader.id })
        .where("id", "=", own)
        .execute();
      await db
        .updateTable("departments")
        .set({ leaderEmployeeId: people.otherLeader.id })
        .where("id", "=", other)
        .execute();
      const period = { fromDate: today, toDate: today, createdAt: clock.now().toISOString() };
      await db
        .insertInto("ticketDelegations")
        .values([
          { ...period, delegatorId: people.ownLeader.id, delegateId: people.delegate.id, role: "leader" },
          { ...period, delegatorId: people.approver.id, delegateId: people.delegate.id, role: "approver" },
        ])
        .execute();
      const cast = { people, departments, hasDecidingOwner };
      if (hasDecidingOwner) await holdQueues(cast, people.owner);
      return cast;
    },
    /** Everyone created since the last call leaves the company, so role lookups stay small. */
    async retire(): Promise<void> {
      const ids = created.splice(0);
      if (ids.length > 0)
        await db.updateTable("employees").set({ status: 1 }).where("id", "in", ids).execute();
    },
  };
}
