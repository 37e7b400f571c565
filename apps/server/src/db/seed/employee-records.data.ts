// Demo data of the employee records (docs/decisions/023): job-rank ladders per position and
// the careers of the named sign-ins.

/** The ranks a holder of each position has climbed, first to current. */
export const rankLadders: Record<string, readonly string[]> = {
  "Software Engineer": ["G1", "G2"],
  "Senior Software Engineer": ["G2", "G3", "G4"],
  "Bridge SE": ["G2", "G3"],
  "QA Engineer": ["G1", "G2"],
  "Department Manager": ["G4", "G5", "G6"],
  "Assistant Manager": ["G3", "G4", "G5"],
  "HR Specialist": ["G2", "G3"],
  Accountant: ["G2", "G3"],
  "Account Manager": ["G2", "G3"],
  "IT Administrator": ["G3", "G4"],
};

interface PastJob {
  companyName: string;
  projectName: string;
  role: string;
  months: number;
  technologies: string;
  description: string;
}

export interface DemoCareer {
  /** The current project at the company. */
  current: Omit<PastJob, "months" | "companyName">;
  /** Earlier employers, the most recent first. */
  past: PastJob[];
}

export const ownCompany = "Sakura Tech Japan K.K.";

export const careers: Record<string, DemoCareer> = {
  employee1: {
    current: {
      projectName: "Retail POS cloud migration",
      role: "Backend engineer",
      technologies: "Java, Spring Boot, AWS, PostgreSQL",
      description: "Moved store POS back-office services from on-premises servers to AWS.",
    },
    past: [
      {
        companyName: "Tokai Systems Co., Ltd.",
        projectName: "Regional bank core system maintenance",
        role: "Programmer",
        months: 36,
        technologies: "COBOL, Java, Oracle Database",
        description: "Maintained batch jobs of deposit accounting and wrote test specifications.",
      },
      {
        companyName: "Minato Web Studio Inc.",
        projectName: "E-commerce sites for apparel brands",
        role: "Web developer",
        months: 24,
        technologies: "PHP, Laravel, MySQL",
        description: "",
      },
    ],
  },
  employee2: {
    current: {
      projectName: "Insurance claims portal",
      role: "Tech lead",
      technologies: "TypeScript, React, Node.js, Azure",
      description: "Leads a team of six; design reviews and customer meetings.",
    },
    past: [
      {
        companyName: "Shonan Information Service Co., Ltd.",
        projectName: "Hospital reservation system",
        role: "Software engineer",
        months: 48,
        technologies: "C#, ASP.NET, SQL Server",
        description: "Built the reservation and reminder mail functions.",
      },
    ],
  },
  leader1: {
    current: {
      projectName: "Digital Solutions 1 department",
      role: "Department manager",
      technologies: "",
      description: "Runs the department: staffing, budgets and customer accounts.",
    },
    past: [
      {
        companyName: "Nihon Integration Partners K.K.",
        projectName: "Manufacturing ERP roll-out",
        role: "Project manager",
        months: 60,
        technologies: "SAP ERP, ABAP",
        description: "Managed roll-outs at three factories, up to 25 members.",
      },
      {
        companyName: "Nihon Integration Partners K.K.",
        projectName: "Logistics warehouse management system",
        role: "System engineer",
        months: 48,
        technologies: "Java, Oracle Database",
        description: "",
      },
    ],
  },
  hr1: {
    current: {
      projectName: "Recruiting and onboarding",
      role: "HR specialist",
      technologies: "",
      description: "Hiring of engineers from Japan and Vietnam, visa procedures.",
    },
    past: [
      {
        companyName: "Marunouchi Staffing Co., Ltd.",
        projectName: "",
        role: "Recruitment coordinator",
        months: 30,
        technologies: "",
        description: "Coordinated interviews for IT clients.",
      },
    ],
  },
  deputy1: {
    current: {
      projectName: "Public-sector document management",
      role: "Assistant manager",
      technologies: "Java, Spring, PostgreSQL",
      description: "Deputy of the department leader; leads two project teams.",
    },
    past: [
      {
        companyName: "Kanda Software Co., Ltd.",
        projectName: "Municipal tax system",
        role: "System engineer",
        months: 54,
        technologies: "Java, Struts, Oracle Database",
        description: "",
      },
    ],
  },
  approver1: {
    current: {
      projectName: "Accounting and payroll",
      role: "Accountant",
      technologies: "",
      description: "Commuting allowance approvals and month-end closing.",
    },
    past: [],
  },
  admin1: {
    current: {
      projectName: "Internal IT",
      role: "IT administrator",
      technologies: "Microsoft 365, Entra ID, Intune",
      description: "Accounts, devices and the employee portal.",
    },
    past: [
      {
        companyName: "Shinagawa Network Service K.K.",
        projectName: "Help desk outsourcing",
        role: "Network engineer",
        months: 42,
        technologies: "Cisco, Windows Server",
        description: "",
      },
    ],
  },
  vn1: {
    current: {
      projectName: "Offshore development for a logistics customer",
      role: "Bridge SE",
      technologies: "Java, Spring Boot, Vue.js",
      description: "Specifications between the customer in Tokyo and the team in Hanoi.",
    },
    past: [
      {
        companyName: "Hanoi Digital Solutions JSC",
        projectName: "Japanese e-learning platform",
        role: "Software engineer",
        months: 36,
        technologies: "PHP, Laravel, MySQL",
        description: "Worked with Japanese customers; passed JLPT N2.",
      },
      {
        companyName: "Da Nang Software Co., Ltd.",
        projectName: "Mobile banking app",
        role: "Junior developer",
        months: 18,
        technologies: "Android, Kotlin",
        description: "",
      },
    ],
  },
};
