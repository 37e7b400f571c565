import { type DepartmentCode, departments, positions, type WorkingPlaceCode } from "./organization.data";
import {
  japaneseFamilyNames,
  japaneseGivenNames,
  type NamedPerson,
  namedPeople,
  vietnameseFamilyNames,
  vietnameseGivenNames,
} from "./people.data";
import type { Random } from "./random";

const homeOffice: Record<DepartmentCode, WorkingPlaceCode> = {
  DS1: "TKY",
  DS2: "YKH",
  CLD: "TKY",
  QA: "OSK",
  ODC: "FUK",
  SLS: "NGY",
  HR: "TKY",
  GA: "TKY",
};

const memberPosition: Record<DepartmentCode, readonly string[]> = {
  DS1: [positions.engineer, positions.senior, positions.bridge],
  DS2: [positions.engineer, positions.senior, positions.bridge],
  CLD: [positions.engineer, positions.senior, positions.admin],
  QA: [positions.qa],
  ODC: [positions.engineer, positions.bridge],
  SLS: [positions.sales],
  HR: [positions.hr],
  GA: [positions.accountant],
};

/** "Nguyễn" -> "nguyen": account names are plain ASCII. */
const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase();

/** The rest of the staff: a deterministic mix of Japanese and Vietnamese colleagues. */
export function generatePeople(random: Random, count: number): NamedPerson[] {
  const taken = new Set(namedPeople.map((p) => p.account));
  const led = new Set(namedPeople.filter((p) => p.isLeader).map((p) => p.department));
  const people: NamedPerson[] = [];
  for (let i = 0; i < count; i++) {
    const department = departments[i % departments.length]?.code ?? "DS1";
    const isLeader = !led.has(department);
    if (isLeader) led.add(department);
    const person = random.next() < 0.4 ? vietnamese(random) : japanese(random);
    let account = person.account;
    for (let n = 2; taken.has(account); n++) account = `${person.account}${n}`;
    taken.add(account);
    people.push({
      ...person,
      account,
      department,
      workingPlace: homeOffice[department],
      position: isLeader ? positions.manager : random.pick(memberPosition[department]),
      isLeader,
      // HR staff hold the HR level.
      roles: department === "HR" ? { sms: 2 } : {},
    });
  }
  return people;
}

type Person = Pick<NamedPerson, "account" | "nationality" | "fullName" | "fullNameJp" | "sex">;

function japanese(random: Random): Person {
  const [familyKanji, family] = random.pick(japaneseFamilyNames);
  const [givenKanji, given, sex] = random.pick(japaneseGivenNames);
  return {
    account: `${given}.${family}`.toLowerCase(),
    nationality: "Japanese",
    fullName: `${given} ${family}`,
    fullNameJp: `${familyKanji} ${givenKanji}`,
    sex,
  };
}

function vietnamese(random: Random): Person {
  const [family, familyKana] = random.pick(vietnameseFamilyNames);
  const [given, givenKana, sex] = random.pick(vietnameseGivenNames);
  const firstName = given.split(" ").at(-1) ?? given;
  return {
    account: `${ascii(firstName)}.${ascii(family)}`,
    nationality: "Vietnamese",
    fullName: `${family} ${given}`,
    fullNameJp: `${familyKana} ${givenKana}`,
    sex,
  };
}
