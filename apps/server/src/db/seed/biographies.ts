import { addMonths } from "@portal/contract/common/dates";
import {
  type DemoDegree,
  degreeAges,
  formerEmployers,
  type JobFamily,
  jobFamilies,
  namedBiographies,
  schools,
  vietnameseUniversities,
  yearsOfExperience,
} from "./biographies.data";
import { careers, ownCompany } from "./employee-records.data";
import type { NamedPerson } from "./people.data";
import type { Random } from "./random";

/** A working-history record: a month range, the current job's open (toMonth null). */
export interface DemoJob {
  companyName: string;
  projectName: string;
  role: string;
  technologies: string;
  description: string;
  fromMonth: string;
  toMonth: string | null;
}

/** An education record of a biography. */
export interface DemoEducation extends DemoDegree {
  graduationYear: number;
}

/**
 * One employee's life as the portal shows it, consistent by construction: degrees end before the
 * first job (graduation in March, a first job from April; in Viet Nam from October), the earlier
 * jobs follow one another without overlapping and end the month before joining, and the birthday
 * makes the graduate the usual age (22 for a bachelor's, 24 for a master's).
 */
export interface Biography {
  birthday: string;
  joinedDate: string;
  /** Oldest first. */
  educations: DemoEducation[];
  /** The current job at this company first, then the earlier ones, the latest first. */
  jobs: DemoJob[];
}

type Person = Pick<NamedPerson, "account" | "nationality" | "department" | "workingPlace" | "position">;

const pad = (n: number) => String(n).padStart(2, "0");
const monthOf = (date: string) => date.slice(0, 7);
const monthsAfter = (month: string, months: number) => monthOf(addMonths(`${month}-01`, months));
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

/** Everyone's biography, in the order of `people`, dated back from `today` (the seed date). */
export function planBiographies(random: Random, people: readonly Person[], today: string): Biography[] {
  return people.map((person) =>
    namedBiographies[person.account]
      ? namedBiography(person, today)
      : generatedBiography(random, person, today),
  );
}

/** The first month of work after graduating in `year`: April in Japan, October for a Vietnamese graduate. */
const firstWorkMonth = (person: Person, year: number) =>
  `${year}-${person.nationality === "Vietnamese" ? "10" : "04"}`;

/** The graduation year of someone whose first job starts in `month`. */
const graduationYearBefore = (person: Person, month: string) => {
  const year = Number(month.slice(0, 4));
  return month >= firstWorkMonth(person, year) ? year : year - 1;
};

function namedBiography(person: Person, today: string): Biography {
  const facts = namedBiographies[person.account];
  const career = careers[person.account];
  if (!facts || !career) throw new Error(`No biography for ${person.account}`);
  let year = Number(today.slice(0, 4)) - facts.joined.yearsAgo;
  if (`${year}-${pad(facts.joined.month)}-01` > today) year -= 1;
  const joinedMonth = `${year}-${pad(facts.joined.month)}`;
  const jobs: DemoJob[] = [
    { companyName: ownCompany, ...career.current, fromMonth: joinedMonth, toMonth: null },
  ];
  let end = monthsAfter(joinedMonth, -1);
  for (const { months, ...job } of career.past) {
    jobs.push({ ...job, fromMonth: monthsAfter(end, -(months - 1)), toMonth: end });
    end = monthsAfter(end, -months);
  }
  const firstWork = jobs.at(-1)?.fromMonth ?? joinedMonth;
  const graduationYear = graduationYearBefore(person, firstWork);
  const educations = datedDegrees(facts.degrees, graduationYear);
  return {
    birthday: birthdayFor(person, educations, facts.born, 0),
    joinedDate: `${joinedMonth}-01`,
    educations,
    jobs,
  };
}

function generatedBiography(random: Random, person: Person, today: string): Biography {
  const isVietnamese = person.nationality === "Vietnamese";
  const family = jobFamilies[person.department];
  const [fewest, most] = yearsOfExperience[person.position] ?? [1, 10];
  const thisMonth = monthOf(today);
  let graduationYear = Number(today.slice(0, 4)) - random.int(fewest, most);
  if (firstWorkMonth(person, graduationYear) >= thisMonth) graduationYear -= 1;
  const firstWork = firstWorkMonth(person, graduationYear);
  const worked = monthsBetween(firstWork, thisMonth);

  // A third of the Japanese staff joined straight from school; the others came from elsewhere,
  // after a year or more and at most about 60% of their working life.
  const isGraduateHire = worked < 18 || (!isVietnamese && random.next() < 0.35);
  const monthsElsewhere = isGraduateHire ? 0 : random.int(12, Math.max(12, Math.round((worked - 6) * 0.6)));
  const joinedMonth = monthsAfter(firstWork, monthsElsewhere);
  const jobs: DemoJob[] = [
    {
      companyName: ownCompany,
      projectName: family.current.projectName,
      role: person.position,
      technologies: family.current.technologies,
      description: "",
      fromMonth: joinedMonth,
      toMonth: null,
    },
  ];
  // The months before joining, split between one to three earlier employers, the latest first.
  let before = monthsElsewhere;
  let end = monthsAfter(joinedMonth, -1);
  let count = before === 0 ? 0 : before < 30 ? 1 : before < 72 ? random.int(1, 2) : random.int(2, 3);
  for (; count > 0; count--) {
    const months = count === 1 ? before : random.int(12, before - 12 * (count - 1));
    const employers = isVietnamese && count === 1 ? formerEmployers.vietnam : formerEmployers.japan;
    const job = random.pick(family.past);
    jobs.push({
      companyName: random.pick(employers),
      ...job,
      description: "",
      fromMonth: monthsAfter(end, -(months - 1)),
      toMonth: end,
    });
    end = monthsAfter(end, -months);
    before -= months;
  }

  const degrees = generatedDegrees(random, person, family);
  const educations = datedDegrees(degrees, graduationYear);
  const born = `${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  // One in seven took a year more (a second try at the entrance exams, a year abroad).
  const extraYears = random.next() < 0.15 ? 1 : 0;
  return {
    birthday: birthdayFor(person, educations, born, extraYears),
    joinedDate: `${joinedMonth}-01`,
    educations,
    jobs,
  };
}

function generatedDegrees(random: Random, person: Person, family: JobFamily): DemoDegree[] {
  const isVietnamese = person.nationality === "Vietnamese";
  const local = schools[person.workingPlace];
  const specialized = random.pick(family.fields);
  const rating = random.pick(["Excellent", "Good", "Good", "Average", null] as const);
  const draw = random.next();
  if (!isVietnamese && draw < 0.15) {
    return [{ literacy: "vocational", schoolName: local.vocational, specialized, graduationRating: rating }];
  }
  const university = isVietnamese ? random.pick(vietnameseUniversities) : random.pick(local.universities);
  const bachelor: DemoDegree = {
    literacy: "bachelor",
    schoolName: university,
    specialized,
    graduationRating: rating,
  };
  if (random.next() >= family.masters) return [bachelor];
  return [bachelor, { ...bachelor, literacy: "master", graduationRating: "Good" }];
}

/** Degrees dated back from the last one's graduation year. */
function datedDegrees(degrees: readonly DemoDegree[], lastYear: number): DemoEducation[] {
  const dated: DemoEducation[] = [];
  let year = lastYear;
  for (const degree of [...degrees].reverse()) {
    dated.unshift({ ...degree, graduationYear: year });
    year -= degreeAges[degree.literacy]?.years ?? 4;
  }
  return dated;
}

/**
 * A birthday that makes the graduate of the last degree its usual age (plus `extraYears`) in the
 * March they graduate: Japan's school year runs from April, so those born from April are a
 * calendar year older than those born in January to March of the same class.
 */
function birthdayFor(person: Person, educations: readonly DemoEducation[], born: string, extraYears: number) {
  const last = educations.at(-1);
  if (!last) throw new Error(`No degree for ${person.account}`);
  const age = (degreeAges[last.literacy]?.age ?? 22) + extraYears;
  const laterInYear = person.nationality === "Japanese" && born >= "04-01";
  return `${last.graduationYear - age - (laterInYear ? 1 : 0)}-${born}`;
}
