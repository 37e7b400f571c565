import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { lookUpZipCode } from "../../lib/postal-codes";
import type { Db } from "../database";
import { commutes } from "./commutes.data";
import type { WorkingPlaceCode } from "./organization.data";

// What the seed test proves of the demo company's biographies, homes and campaigns, against
// facts of their own: Japan Post's postal codes, the shipped station list, neighbouring
// prefectures, graduation ages and the seasons.

/** The usual age on graduating with each degree. */
const graduationAges: Record<string, number> = {
  highSchool: 18,
  vocational: 20,
  associate: 20,
  bachelor: 22,
  master: 24,
  doctor: 27,
};

/** Age in whole years on a day. */
const ageOn = (birthday: string, day: string) =>
  Number(day.slice(0, 4)) - Number(birthday.slice(0, 4)) - (day.slice(5) < birthday.slice(5) ? 1 : 0);

/** One employee's life as the portal holds it. */
export interface Life {
  account: string;
  nationality: string | null;
  birthday: string | null;
  joinedDate: string | null;
  /** Oldest first. */
  educations: readonly { literacy: string; graduationYear: number | null; status: string }[];
  /** By their first month. */
  jobs: readonly { companyName: string; fromMonth: string; toMonth: string | null }[];
}

/**
 * Degrees one after another, the last one (graduation in March in Japan, by July in Viet Nam)
 * before the first working-history record, at the usual age give or take a year or two; earlier
 * jobs one after another, ending before joining; one current job here since then.
 */
export function expectLifeInOrder(life: Life, today: string): void {
  const { account: who, birthday, joinedDate, educations: degrees, jobs } = life;
  if (!birthday || !joinedDate) throw new Error(`${who} has no birthday or joined date`);
  expect(joinedDate <= today, `${who} joined by today`).toBe(true);
  expect(ageOn(birthday, today), `${who}'s age`).toBeLessThanOrEqual(65);
  expect(ageOn(birthday, joinedDate), `${who}'s age on joining`).toBeGreaterThanOrEqual(18);

  const last = degrees.at(-1);
  expect(last?.status, `${who}'s degree`).toBe("graduated");
  const graduated = last?.graduationYear ?? 0;
  const typicalAge = graduationAges[last?.literacy ?? ""] ?? 22;
  const ageOnGraduating = ageOn(birthday, `${graduated}-03-31`);
  expect(ageOnGraduating, `${who}'s age on graduating`).toBeGreaterThanOrEqual(typicalAge - 1);
  expect(ageOnGraduating, `${who}'s age on graduating`).toBeLessThanOrEqual(typicalAge + 3);
  for (const [index, degree] of degrees.entries()) {
    if (index > 0)
      expect(degree.graduationYear ?? 0).toBeGreaterThan(degrees[index - 1]?.graduationYear ?? 0);
  }
  const educationEnd = `${graduated}-${life.nationality === "Vietnamese" ? "07" : "03"}`;

  const joinedMonth = joinedDate.slice(0, 7);
  expect(
    jobs.filter((job) => job.toMonth === null),
    `${who}'s current job`,
  ).toEqual([expect.objectContaining({ companyName: "Sakura Tech Japan K.K.", fromMonth: joinedMonth })]);
  const firstStart = jobs[0]?.fromMonth ?? "";
  expect(educationEnd < firstStart, `${who} graduated (${educationEnd}) before working (${firstStart})`).toBe(
    true,
  );
  expect(firstStart <= joinedMonth, `${who} worked before or from joining`).toBe(true);
  for (const [index, job] of jobs.entries()) {
    if (job.toMonth !== null) {
      expect(job.fromMonth <= job.toMonth, `${who}: ${job.companyName}`).toBe(true);
      expect(job.toMonth < joinedMonth, `${who}: ${job.companyName} ended before joining`).toBe(true);
    }
    const next = jobs[index + 1];
    if (next) expect((job.toMonth ?? "9999-12") < next.fromMonth, `${who}: jobs overlap`).toBe(true);
  }
}

/** Every employee's life in the database is in order (expectLifeInOrder). */
export async function expectConsistentBiographies(db: Db, today: string): Promise<void> {
  const [employees, educations, jobs] = await Promise.all([
    db.selectFrom("employees").select(["id", "account", "birthday", "joinedDate", "nationality"]).execute(),
    db.selectFrom("employeeEducations").selectAll().orderBy("graduationYear").orderBy("id").execute(),
    db.selectFrom("workingHistories").selectAll().orderBy("fromMonth").execute(),
  ]);
  for (const employee of employees) {
    const own = <T extends { employeeId: number }>(rows: T[]) =>
      rows.filter((row) => row.employeeId === employee.id);
    expectLifeInOrder({ ...employee, educations: own(educations), jobs: own(jobs) }, today);
  }
}

/** Prefectures that share a border with those of the demo's offices. */
const neighbours: Record<string, readonly string[]> = {
  東京都: ["神奈川県", "埼玉県", "千葉県", "山梨県"],
  神奈川県: ["東京都", "山梨県", "静岡県"],
  大阪府: ["兵庫県", "京都府", "奈良県", "和歌山県"],
  愛知県: ["岐阜県", "三重県", "静岡県", "長野県"],
  福岡県: ["佐賀県", "熊本県", "大分県"],
};

type ShippedStation = { name: string; lat: number; lon: number };

async function shippedStations(): Promise<Map<string, ShippedStation[]>> {
  const file = path.resolve(import.meta.dirname, "../../../reference-data/stations-jp.json");
  const byName = new Map<string, ShippedStation[]>();
  for (const station of JSON.parse(await fs.readFile(file, "utf8")) as ShippedStation[]) {
    byName.set(station.name, [...(byName.get(station.name) ?? []), station]);
  }
  return byName;
}

/** Kilometres between the closest platforms of two station names (haversine). */
function kilometresBetween(a: readonly ShippedStation[], b: readonly ShippedStation[]): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  let closest = Number.POSITIVE_INFINITY;
  for (const x of a) {
    for (const y of b) {
      const h =
        Math.sin(rad(y.lat - x.lat) / 2) ** 2 +
        Math.cos(rad(x.lat)) * Math.cos(rad(y.lat)) * Math.sin(rad(y.lon - x.lon) / 2) ** 2;
      closest = Math.min(closest, 2 * 6371 * Math.asin(Math.sqrt(h)));
    }
  }
  return closest;
}

/**
 * Everyone's home is a real address (Japan Post) in their office's prefecture or a neighbouring
 * one; every train pass runs from the station by the owner's home to a station by their office,
 * both in the shipped list and a commute apart, and names the office it is for.
 */
export async function expectCommutesNearHome(db: Db): Promise<void> {
  const stations = await shippedStations();
  const employees = await db
    .selectFrom("employees")
    .innerJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .select(["employees.id", "account", "employees.postCode", "prefecture", "city", "town"])
    .select(["workingPlaces.code", "workingPlaces.postCode as officePostCode", "address1"])
    .execute();
  const tickets = await db
    .selectFrom("commutationTickets")
    .select(["employeeId", "departure", "arrival", "workingAddress"])
    .where("transportType", "=", "Train")
    .execute();
  expect(tickets.length).toBeGreaterThan(100);
  for (const employee of employees) {
    const who = employee.account;
    const office = lookUpZipCode(employee.officePostCode ?? "")[0];
    const home = lookUpZipCode(employee.postCode ?? "");
    expect(employee.address1?.startsWith(office?.prefecture ?? "?"), `${who}'s office`).toBe(true);
    expect(
      home.some((place) => place.prefecture === employee.prefecture && place.city === employee.city),
      `${who}'s postal code ${employee.postCode} is in ${employee.prefecture}${employee.city}`,
    ).toBe(true);
    expect([office?.prefecture, ...(neighbours[office?.prefecture ?? ""] ?? [])]).toContain(
      employee.prefecture,
    );

    const commute = commutes[employee.code as WorkingPlaceCode].find((c) => c.postCode === employee.postCode);
    const officeStations = new Set(commutes[employee.code as WorkingPlaceCode].map((c) => c.arrival));
    for (const ticket of tickets.filter((row) => row.employeeId === employee.id)) {
      const route = `${who}: ${ticket.departure} → ${ticket.arrival}`;
      expect(ticket.departure, route).toBe(commute?.departure);
      expect(officeStations.has(ticket.arrival), route).toBe(true);
      expect(ticket.workingAddress, route).toContain(employee.address1);
      const from = stations.get(ticket.departure);
      const to = stations.get(ticket.arrival);
      expect(from && to && kilometresBetween(from, to), route).toBeLessThanOrEqual(45);
    }
  }
}

/**
 * What is in season in each month (1-12) by the Japanese calendar: a campaign running then is
 * about one of these.
 */
export const inSeason: readonly RegExp[] = [
  /year-end|new year/i,
  /new year|security/i,
  /security|commuting/i,
  /new joiners/i,
  /new joiners|health check/i,
  /health check|summer/i,
  /summer|heatstroke/i,
  /summer|heatstroke/i,
  /summer|disaster/i,
  /wellness|influenza/i,
  /wellness|influenza|year-end/i,
  /influenza|year-end/i,
];

/** Whether a campaign's English title is in season on a day. */
export const isInSeason = (titleEn: string, day: string) =>
  (inSeason[Number(day.slice(5, 7)) - 1] as RegExp).test(titleEn);

/**
 * Campaigns: one ended, one running and one to come; every running one in season, with its texts
 * in English and Japanese.
 */
export async function expectCampaignsInSeason(db: Db, today: string): Promise<void> {
  const rows = await db.selectFrom("campaigns").selectAll().execute();
  const running = rows.filter((row) => row.startDate <= today && today <= row.expiredDate);
  expect(rows.some((row) => row.expiredDate < today)).toBe(true);
  expect(rows.some((row) => row.startDate > today)).toBe(true);
  expect(running.length).toBeGreaterThan(0);
  for (const campaign of running) {
    expect(isInSeason(campaign.titleEn, today), `${campaign.titleEn} on ${today}`).toBe(true);
    expect(campaign.contentEn.length).toBeGreaterThan(50);
    for (const text of [campaign.titleJa, campaign.contentJa])
      expect(text).toMatch(/[\p{Script=Han}ぁ-んァ-ン]/u);
  }
}
