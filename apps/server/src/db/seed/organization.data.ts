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

/** Home addresses: real postal codes with their prefecture, city and town. */
export const homeAreas = [
  { postCode: "1600023", prefecture: "東京都", city: "新宿区", town: "西新宿" },
  { postCode: "1500002", prefecture: "東京都", city: "渋谷区", town: "渋谷" },
  { postCode: "1410032", prefecture: "東京都", city: "品川区", town: "大崎" },
  { postCode: "1700013", prefecture: "東京都", city: "豊島区", town: "東池袋" },
  { postCode: "1130033", prefecture: "東京都", city: "文京区", town: "本郷" },
  { postCode: "1640001", prefecture: "東京都", city: "中野区", town: "中野" },
  { postCode: "1440051", prefecture: "東京都", city: "大田区", town: "西蒲田" },
  { postCode: "1300022", prefecture: "東京都", city: "墨田区", town: "江東橋" },
  { postCode: "1800004", prefecture: "東京都", city: "武蔵野市", town: "吉祥寺本町" },
  { postCode: "1820024", prefecture: "東京都", city: "調布市", town: "布田" },
  { postCode: "2220033", prefecture: "神奈川県", city: "横浜市港北区", town: "新横浜" },
  { postCode: "2310023", prefecture: "神奈川県", city: "横浜市中区", town: "山下町" },
  { postCode: "2100007", prefecture: "神奈川県", city: "川崎市川崎区", town: "駅前本町" },
  { postCode: "2130001", prefecture: "神奈川県", city: "川崎市高津区", town: "溝口" },
  { postCode: "3300853", prefecture: "埼玉県", city: "さいたま市大宮区", town: "錦町" },
  { postCode: "2730005", prefecture: "千葉県", city: "船橋市", town: "本町" },
  { postCode: "2720034", prefecture: "千葉県", city: "市川市", town: "市川" },
  { postCode: "5300012", prefecture: "大阪府", city: "大阪市北区", town: "芝田" },
  { postCode: "4600008", prefecture: "愛知県", city: "名古屋市中区", town: "栄" },
  { postCode: "8100001", prefecture: "福岡県", city: "福岡市中央区", town: "天神" },
] as const;

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
