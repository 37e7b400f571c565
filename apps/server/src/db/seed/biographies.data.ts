import type {
  DegreeLevel,
  GraduationRating,
} from "@portal/contract/employee-education/employee-education.schema";
import type { DepartmentCode, WorkingPlaceCode } from "./organization.data";

// What the demo's biographies are made of (biographies.ts puts them together): the schools, the
// employers before this one and the work of each kind of job.

/** A school leaver's age on graduating (in March, in Japan), and the years the course takes. */
export const degreeAges: Partial<Record<DegreeLevel, { age: number; years: number }>> = {
  vocational: { age: 20, years: 2 },
  bachelor: { age: 22, years: 4 },
  master: { age: 24, years: 2 },
};

/** A degree of a biography: the school, the field and the result. */
export interface DemoDegree {
  literacy: "vocational" | "bachelor" | "master";
  schoolName: string;
  specialized: string;
  graduationRating: GraduationRating | null;
}

/** The README's sign-ins: when they joined (years before the seed date, and the month), birthday, degrees. */
export interface NamedBiography {
  joined: { yearsAgo: number; month: number };
  /** Month and day of birth, MM-DD. */
  born: string;
  /** Oldest first; the last one ends the year before the first job starts. */
  degrees: DemoDegree[];
}

const degree = (
  literacy: DemoDegree["literacy"],
  schoolName: string,
  specialized: string,
  graduationRating: GraduationRating | null,
): DemoDegree => ({ literacy, schoolName, specialized, graduationRating });

export const namedBiographies: Record<string, NamedBiography> = {
  employee1: {
    joined: { yearsAgo: 3, month: 4 },
    born: "07-14",
    degrees: [degree("bachelor", "早稲田大学", "Information Science", "Good")],
  },
  employee2: {
    joined: { yearsAgo: 6, month: 4 },
    born: "11-02",
    degrees: [
      degree("bachelor", "横浜国立大学", "Information Engineering", "Good"),
      degree("master", "横浜国立大学", "Information Engineering", "Excellent"),
    ],
  },
  leader1: {
    joined: { yearsAgo: 9, month: 4 },
    born: "05-20",
    degrees: [degree("bachelor", "慶應義塾大学", "Science and Technology", "Good")],
  },
  hr1: {
    joined: { yearsAgo: 7, month: 10 },
    born: "02-08",
    degrees: [degree("bachelor", "明治大学", "Business Administration", "Good")],
  },
  approver1: {
    joined: { yearsAgo: 10, month: 4 },
    born: "09-30",
    degrees: [degree("bachelor", "中央大学", "Commerce", "Average")],
  },
  admin1: {
    joined: { yearsAgo: 6, month: 10 },
    born: "12-12",
    degrees: [degree("vocational", "日本電子専門学校", "Network Engineering", "Good")],
  },
  deputy1: {
    joined: { yearsAgo: 8, month: 10 },
    born: "04-25",
    degrees: [degree("bachelor", "東京理科大学", "Information Science", "Excellent")],
  },
  vn1: {
    joined: { yearsAgo: 4, month: 3 },
    born: "08-19",
    degrees: [
      degree("bachelor", "Hanoi University of Science and Technology", "Information Technology", "Good"),
    ],
  },
};

/** Universities near each office, and the IT vocational school there. */
export const schools: Record<WorkingPlaceCode, { universities: readonly string[]; vocational: string }> = {
  TKY: {
    universities: ["早稲田大学", "東京理科大学", "法政大学", "芝浦工業大学", "筑波大学", "日本大学"],
    vocational: "日本電子専門学校",
  },
  YKH: {
    universities: ["横浜国立大学", "神奈川大学", "明治大学", "東京都市大学"],
    vocational: "日本電子専門学校",
  },
  OSK: {
    universities: ["大阪大学", "関西大学", "同志社大学", "立命館大学"],
    vocational: "大阪情報コンピュータ専門学校",
  },
  NGY: {
    universities: ["名古屋大学", "名城大学", "名古屋工業大学", "中京大学"],
    vocational: "名古屋工学院専門学校",
  },
  FUK: {
    universities: ["九州大学", "福岡大学", "九州工業大学", "西南学院大学"],
    vocational: "麻生情報ビジネス専門学校",
  },
};

export const vietnameseUniversities = [
  "Hanoi University of Science and Technology",
  "VNU University of Engineering and Technology",
  "Ho Chi Minh City University of Technology",
  "The University of Danang - University of Science and Technology",
  "FPT University",
] as const;

/** Earlier employers (fictional): in Japan, and in Viet Nam for those who started there. */
export const formerEmployers = {
  japan: [
    "Tokai Systems Co., Ltd.",
    "Minato Web Studio Inc.",
    "Kanda Software Co., Ltd.",
    "Shinagawa Network Service K.K.",
    "Naniwa Data Service Co., Ltd.",
    "Chubu Information Systems Co., Ltd.",
    "Hakata Soft Co., Ltd.",
    "Nihon Integration Partners K.K.",
  ],
  vietnam: ["Hanoi Digital Solutions JSC", "Da Nang Software Co., Ltd.", "Saigon Tech Outsourcing JSC"],
} as const;

/** A kind of work: the fields people of it studied, their earlier jobs and their current project. */
export interface JobFamily {
  fields: readonly string[];
  /** The share of university graduates who went on to a master's. */
  masters: number;
  past: readonly { projectName: string; role: string; technologies: string }[];
  current: { projectName: string; technologies: string };
}

const families = {
  development: {
    masters: 0.3,
    fields: [
      "Information Science",
      "Computer Science",
      "Electrical and Electronic Engineering",
      "Mathematics",
    ],
    past: [
      {
        projectName: "Online banking front end",
        role: "Programmer",
        technologies: "Java, Spring, Oracle Database",
      },
      {
        projectName: "Logistics tracking system",
        role: "System engineer",
        technologies: "C#, .NET, SQL Server",
      },
      { projectName: "E-commerce platform", role: "Web developer", technologies: "PHP, Laravel, MySQL" },
    ],
    current: { projectName: "Customer system development", technologies: "TypeScript, React, Java, AWS" },
  },
  infrastructure: {
    masters: 0.15,
    fields: ["Information Engineering", "Network Engineering"],
    past: [
      { projectName: "Data centre operations", role: "Operator", technologies: "Linux, VMware" },
      { projectName: "Corporate network renewal", role: "Network engineer", technologies: "Cisco, Fortinet" },
    ],
    current: {
      projectName: "Cloud migrations and operations",
      technologies: "AWS, Azure, Terraform, Kubernetes",
    },
  },
  quality: {
    masters: 0.1,
    fields: ["Information Engineering", "Management Engineering"],
    past: [
      { projectName: "Smartphone game testing", role: "Tester", technologies: "Android, iOS, JIRA" },
      {
        projectName: "Insurance system acceptance tests",
        role: "Test engineer",
        technologies: "Selenium, Excel",
      },
    ],
    current: {
      projectName: "Test automation for customer projects",
      technologies: "Playwright, JUnit, JMeter",
    },
  },
  sales: {
    masters: 0,
    fields: ["Economics", "Business Administration", "Literature"],
    past: [
      { projectName: "Office equipment sales", role: "Sales representative", technologies: "" },
      { projectName: "IT staffing accounts", role: "Account executive", technologies: "Salesforce" },
    ],
    current: { projectName: "Manufacturing and retail accounts", technologies: "Salesforce" },
  },
  people: {
    masters: 0,
    fields: ["Law", "Psychology", "Business Administration"],
    past: [
      { projectName: "Recruitment for IT clients", role: "Recruitment coordinator", technologies: "" },
      { projectName: "Payroll and social insurance", role: "HR assistant", technologies: "" },
    ],
    current: { projectName: "Recruiting, onboarding and labour affairs", technologies: "" },
  },
  finance: {
    masters: 0,
    fields: ["Commerce", "Economics"],
    past: [
      { projectName: "Accounts payable", role: "Accounting staff", technologies: "Kanjo Bugyo" },
      { projectName: "Audit support", role: "Audit assistant", technologies: "Excel" },
    ],
    current: { projectName: "Accounting, payroll and general affairs", technologies: "Kanjo Bugyo, Excel" },
  },
} satisfies Record<string, JobFamily>;

export const jobFamilies: Record<DepartmentCode, JobFamily> = {
  DS1: families.development,
  DS2: families.development,
  ODC: families.development,
  CLD: families.infrastructure,
  QA: families.quality,
  SLS: families.sales,
  HR: families.people,
  GA: families.finance,
};

/** Years since graduating of someone in each position (a range to draw from). */
export const yearsOfExperience: Record<string, readonly [number, number]> = {
  "Software Engineer": [1, 9],
  "Senior Software Engineer": [7, 18],
  "Bridge SE": [3, 12],
  "QA Engineer": [1, 10],
  "Department Manager": [15, 28],
  "Assistant Manager": [10, 20],
  "HR Specialist": [2, 15],
  Accountant: [2, 18],
  "Account Manager": [3, 16],
  "IT Administrator": [4, 18],
};
