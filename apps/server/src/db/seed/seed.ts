import { hashPassword } from "../../features/auth/password";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";
import { type Biography, planBiographies } from "./biographies";
import { seedDemoCampaigns } from "./campaigns";
import { type Commute, planHomes } from "./commutes.data";
import { seedDemoTickets } from "./commuting-tickets";
import { seedDemoEmployeeChanges } from "./employee-changes";
import { seedDemoEmployeeRecords } from "./employee-records";
import { createDepartment, createEmployee, createWorkingPlace } from "./factories";
import { seedDemoLeave } from "./leave";
import { seedDemoNotifications } from "./notifications";
import type { DepartmentCode, WorkingPlaceCode } from "./organization.data";
import { buildingNames, departments, workingPlaces } from "./organization.data";
import { demoPassword, type NamedPerson, namedPeople } from "./people.data";
import { generatePeople } from "./people.generate";
import { createRandom, type Random } from "./random";
import { seedDemoSectionFares } from "./section-fares";
import { seedDemoTicketHistory } from "./ticket-history";
import { seedDemoWorkingAddresses } from "./working-addresses";

const demoSize = 60;
const seed = 20_260_401;

export class SeedRefusedError extends Error {}

function refuseInProduction(env: string) {
  if (env === "production") throw new SeedRefusedError("Seeding is refused when NODE_ENV=production.");
}

/** Tables the demo touches, children first, for --reset. */
const tablesChildFirst = [
  "leaveLogs",
  "leaveDraws",
  "leaveRequestDays",
  "leaveRequests",
  "leaveGrants",
  "sectionFares",
  "employeeWorkingAddresses",
  "ticketEvidences",
  "ticketLogs",
  "commutationTickets",
  "commutingRoutes",
  "notifications",
  "campaigns",
  "accounts",
  "employees",
  "departments",
  "workingPlaces",
] as const;

/** Seeds the demo company when the database has no employee yet (first start). */
export async function seedDemoCompanyIfEmpty(db: Db, env: string): Promise<boolean> {
  const row = await db
    .selectFrom("employees")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  await seedDemoCompany(db, env);
  return true;
}

/** Empties the demo's tables and seeds the company again. */
export async function resetAndSeedDemoCompany(db: Db, env: string): Promise<void> {
  refuseInProduction(env);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("departments").set({ leaderEmployeeId: null }).execute();
    for (const table of tablesChildFirst) await trx.deleteFrom(table).execute();
  });
  await seedDemoCompany(db, env);
}

/**
 * The demo's people, each with their biography and home, dated back from `today`; and the
 * generator that goes on to draw the rest of their profiles.
 */
export function planDemoPeople(today: string) {
  const random = createRandom(seed);
  const people = [...namedPeople, ...generatePeople(random, demoSize - namedPeople.length)];
  // Their own stream: the people above (named in the browser journeys) stay who they are.
  const biographies = planBiographies(createRandom(seed + 1), people, today);
  return { random, people, biographies, homes: planHomes(people) };
}

/**
 * Seeds the demo company: offices, departments, about 60 employees with sign-ins and roles, their
 * lives and commutes, and a portal in use, dated from the day of seeding.
 */
export async function seedDemoCompany(db: Db, env: string): Promise<void> {
  refuseInProduction(env);
  const now = new Date();
  const { random, people, biographies, homes } = planDemoPeople(companyDate(now));
  // Every account gets its own salt; hashing runs on libuv's pool before the transaction.
  const hashes = await Promise.all(people.map(() => hashPassword(demoPassword)));

  await db.transaction().execute(async (trx) => {
    const placeIds = new Map<WorkingPlaceCode, number>();
    for (const place of workingPlaces) placeIds.set(place.code, (await createWorkingPlace(trx, place)).id);
    const deptIds = new Map<DepartmentCode, number>();
    for (const dept of departments) deptIds.set(dept.code, (await createDepartment(trx, dept)).id);

    for (const [index, person] of people.entries()) {
      const life = { biography: biographies[index] as Biography, home: homes[index] as Commute };
      const employee = await createEmployee(
        trx,
        employeeValues(random, person, index, life, deptIds, placeIds),
        {
          passwordHash: hashes[index],
          roles: person.roles ?? {},
        },
      );
      if (person.isLeader) {
        await trx
          .updateTable("departments")
          .set({ leaderEmployeeId: employee.id })
          .where("id", "=", employee.deptId)
          .execute();
      }
    }
    await seedDemoCampaigns(trx, now);
    await seedDemoWorkingAddresses(trx, now);
    await seedDemoTickets(trx, now);
    await seedDemoTicketHistory(trx, now);
    await seedDemoSectionFares(trx, now);
    await seedDemoNotifications(trx, now);
    await seedDemoEmployeeChanges(trx, now);
    const byAccount = new Map(
      people.map((person, index) => [person.account, biographies[index] as Biography]),
    );
    await seedDemoEmployeeRecords(trx, byAccount, now);
    await seedDemoHelpEditors(trx);
    await seedDemoLeave(trx, now);
  });
}

/** vn1 looks after the Vietnamese help pages: admin1 made them a help editor. */
async function seedDemoHelpEditors(db: Db): Promise<void> {
  const ids = await db
    .selectFrom("employees")
    .select(["id", "account"])
    .where("account", "in", ["vn1", "admin1"])
    .execute();
  const idOf = (account: string) => ids.find((row) => row.account === account)?.id;
  const editor = idOf("vn1");
  if (editor === undefined) return;
  await db
    .insertInto("helpEditors")
    .values({ employeeId: editor, grantedBy: idOf("admin1") ?? null, grantedAt: new Date().toISOString() })
    .execute();
}

function employeeValues(
  random: Random,
  person: NamedPerson,
  index: number,
  { biography, home }: { biography: Biography; home: Commute },
  deptIds: Map<DepartmentCode, number>,
  placeIds: Map<WorkingPlaceCode, number>,
) {
  const building = random.pick(buildingNames);
  const chome = `${random.int(1, 5)}-${random.int(1, 20)}-${random.int(1, 30)}`;
  return {
    account: person.account,
    employeeCode: `E${String(index + 1).padStart(5, "0")}`,
    fullName: person.fullName,
    fullNameJp: person.fullNameJp,
    displayName: person.fullName,
    email: `${person.account}@sakuratech.example`,
    deptId: deptIds.get(person.department) ?? 0,
    position: person.position,
    sex: person.sex,
    birthday: biography.birthday,
    nationality: person.nationality,
    joinedDate: biography.joinedDate,
    contractType: random.next() < 0.85 ? "Permanent" : "Fixed-term",
    workingPlaceId: placeIds.get(person.workingPlace) ?? null,
    postCode: home.postCode,
    prefecture: home.prefecture,
    city: home.city,
    town: `${home.town}${chome}`,
    building: building ? `${building} ${random.int(1, 9)}0${random.int(1, 9)}` : null,
    tel: `090-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
    timesheetMode: 1,
  };
}
