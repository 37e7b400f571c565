/** Offices of the demo company, with real Japanese postal codes. */
export const workingPlaces = [
  {
    code: "TKY",
    nameEn: "Tokyo Head Office",
    nameJa: "東京本社",
    postCode: "1000005",
    address1: "東京都千代田区丸の内",
    address2: "1-6-5 丸の内北口ビル 12F",
  },
  {
    code: "YKH",
    nameEn: "Yokohama Office",
    nameJa: "横浜オフィス",
    postCode: "2200012",
    address1: "神奈川県横浜市西区みなとみらい",
    address2: "3-6-1 みなとみらいセンタービル 8F",
  },
  {
    code: "OSK",
    nameEn: "Osaka Office",
    nameJa: "大阪オフィス",
    postCode: "5300001",
    address1: "大阪府大阪市北区梅田",
    address2: "2-4-9 ブリーゼタワー 15F",
  },
  {
    code: "NGY",
    nameEn: "Nagoya Office",
    nameJa: "名古屋オフィス",
    postCode: "4500002",
    address1: "愛知県名古屋市中村区名駅",
    address2: "4-7-1 ミッドランドスクエア 20F",
  },
  {
    code: "FUK",
    nameEn: "Fukuoka Office",
    nameJa: "福岡オフィス",
    postCode: "8120011",
    address1: "福岡県福岡市博多区博多駅前",
    address2: "2-1-1 博多駅前ビル 6F",
  },
] as const;

export type WorkingPlaceCode = (typeof workingPlaces)[number]["code"];

export const departments = [
  { code: "DS1", nameEn: "Digital Solutions 1", nameJa: "デジタルソリューション第1部" },
  { code: "DS2", nameEn: "Digital Solutions 2", nameJa: "デジタルソリューション第2部" },
  { code: "CLD", nameEn: "Cloud & Infrastructure", nameJa: "クラウド・インフラ部" },
  { code: "QA", nameEn: "Quality Assurance", nameJa: "品質保証部" },
  { code: "ODC", nameEn: "Offshore Delivery Center", nameJa: "オフショア開発センター" },
  { code: "SLS", nameEn: "Sales & Marketing", nameJa: "営業・マーケティング部" },
  { code: "HR", nameEn: "Human Resources", nameJa: "人事部" },
  { code: "GA", nameEn: "General Affairs & Finance", nameJa: "総務・経理部" },
] as const;

export type DepartmentCode = (typeof departments)[number]["code"];

export const buildingNames = [
  "メゾン桜",
  "グランハイツ",
  "パークサイド",
  "コーポ緑",
  "サンライズ",
  null,
  null,
] as const;

export const positions = {
  engineer: "Software Engineer",
  senior: "Senior Software Engineer",
  bridge: "Bridge SE",
  qa: "QA Engineer",
  manager: "Department Manager",
  hr: "HR Specialist",
  accountant: "Accountant",
  sales: "Account Manager",
  admin: "IT Administrator",
} as const;
