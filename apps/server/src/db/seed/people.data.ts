import type { DepartmentCode, WorkingPlaceCode } from "./organization.data";

export type Sex = "M" | "F";

/** Japanese family names: kanji and romaji. */
export const japaneseFamilyNames = [
  ["佐藤", "Sato"],
  ["鈴木", "Suzuki"],
  ["高橋", "Takahashi"],
  ["田中", "Tanaka"],
  ["伊藤", "Ito"],
  ["渡辺", "Watanabe"],
  ["山本", "Yamamoto"],
  ["中村", "Nakamura"],
  ["小林", "Kobayashi"],
  ["加藤", "Kato"],
  ["吉田", "Yoshida"],
  ["山田", "Yamada"],
  ["佐々木", "Sasaki"],
  ["山口", "Yamaguchi"],
  ["松本", "Matsumoto"],
  ["井上", "Inoue"],
  ["木村", "Kimura"],
  ["林", "Hayashi"],
  ["斎藤", "Saito"],
  ["清水", "Shimizu"],
] as const;

/** Japanese given names: kanji, romaji and sex. */
export const japaneseGivenNames = [
  ["翔太", "Shota", "M"],
  ["大輔", "Daisuke", "M"],
  ["健太", "Kenta", "M"],
  ["拓也", "Takuya", "M"],
  ["直樹", "Naoki", "M"],
  ["浩", "Hiroshi", "M"],
  ["誠", "Makoto", "M"],
  ["亮", "Ryo", "M"],
  ["悠人", "Yuto", "M"],
  ["蓮", "Ren", "M"],
  ["陽菜", "Hina", "F"],
  ["美咲", "Misaki", "F"],
  ["由美", "Yumi", "F"],
  ["彩", "Aya", "F"],
  ["愛", "Ai", "F"],
  ["麻衣", "Mai", "F"],
  ["恵", "Megumi", "F"],
  ["真由美", "Mayumi", "F"],
  ["葵", "Aoi", "F"],
  ["結衣", "Yui", "F"],
] as const;

/** Vietnamese family names with diacritics and in katakana. */
export const vietnameseFamilyNames = [
  ["Nguyễn", "グエン"],
  ["Trần", "チャン"],
  ["Lê", "レー"],
  ["Phạm", "ファム"],
  ["Hoàng", "ホアン"],
  ["Vũ", "ヴー"],
  ["Đặng", "ダン"],
  ["Bùi", "ブイ"],
  ["Đỗ", "ドー"],
  ["Ngô", "ゴー"],
] as const;

/** Vietnamese middle and given names, in katakana, with sex. */
export const vietnameseGivenNames = [
  ["Văn Minh", "ヴァン ミン", "M"],
  ["Thị Lan", "ティ ラン", "F"],
  ["Đức Anh", "ドゥック アイン", "M"],
  ["Thị Hương", "ティ フオン", "F"],
  ["Quốc Bảo", "クオック バオ", "M"],
  ["Thanh Tùng", "タイン トゥン", "M"],
  ["Thị Mai", "ティ マイ", "F"],
  ["Hoàng Nam", "ホアン ナム", "M"],
  ["Ngọc Linh", "ゴック リン", "F"],
  ["Minh Quân", "ミン クアン", "M"],
  ["Thu Trang", "トゥー チャン", "F"],
  ["Văn Hiếu", "ヴァン ヒエウ", "M"],
  ["Thị Hoa", "ティ ホア", "F"],
  ["Gia Huy", "ザー フイ", "M"],
  ["Phương Thảo", "フオン タオ", "F"],
] as const;

export type Nationality = "Japanese" | "Vietnamese";

export interface NamedPerson {
  account: string;
  nationality: Nationality;
  /** Romaji or Vietnamese given name, then family name. */
  fullName: string;
  fullNameJp: string | null;
  sex: Sex;
  department: DepartmentCode;
  workingPlace: WorkingPlaceCode;
  position: string;
  roles?: {
    sms?: number;
    seatAdmin?: number;
    delegator?: number;
    ownerNda?: number;
    fesAdmin?: number;
    ndaAdmin?: number;
    ticketApprover?: number;
    administrator?: number;
  };
  /** Leads their department. */
  isLeader?: boolean;
}

/** The sign-ins the README lists; everyone's password is the demo password. */
export const namedPeople: NamedPerson[] = [
  {
    account: "employee1",
    nationality: "Japanese",
    fullName: "Kenta Sato",
    fullNameJp: "佐藤 健太",
    sex: "M",
    department: "DS1",
    workingPlace: "TKY",
    position: "Software Engineer",
  },
  {
    account: "employee2",
    nationality: "Japanese",
    fullName: "Misaki Suzuki",
    fullNameJp: "鈴木 美咲",
    sex: "F",
    department: "DS2",
    workingPlace: "YKH",
    position: "Senior Software Engineer",
  },
  {
    account: "leader1",
    nationality: "Japanese",
    fullName: "Makoto Takahashi",
    fullNameJp: "高橋 誠",
    sex: "M",
    department: "DS1",
    workingPlace: "TKY",
    position: "Department Manager",
    isLeader: true,
  },
  {
    account: "hr1",
    nationality: "Japanese",
    fullName: "Yumi Ito",
    fullNameJp: "伊藤 由美",
    sex: "F",
    department: "HR",
    workingPlace: "TKY",
    position: "HR Specialist",
    roles: { sms: 2 },
  },
  {
    account: "approver1",
    nationality: "Japanese",
    fullName: "Naoki Watanabe",
    fullNameJp: "渡辺 直樹",
    sex: "M",
    department: "GA",
    workingPlace: "TKY",
    position: "Accountant",
    roles: { ticketApprover: 1 },
  },
  {
    account: "admin1",
    nationality: "Japanese",
    fullName: "Ryo Yamamoto",
    fullNameJp: "山本 亮",
    sex: "M",
    department: "GA",
    workingPlace: "TKY",
    position: "IT Administrator",
    roles: { administrator: 1, seatAdmin: 1, fesAdmin: 1, ndaAdmin: 1, ownerNda: 1, delegator: 1 },
  },
  {
    account: "deputy1",
    nationality: "Japanese",
    fullName: "Aya Kobayashi",
    fullNameJp: "小林 彩",
    sex: "F",
    department: "DS1",
    workingPlace: "TKY",
    position: "Assistant Manager",
    roles: { delegator: 1 },
  },
  {
    account: "vn1",
    nationality: "Vietnamese",
    fullName: "Nguyễn Văn Minh",
    fullNameJp: "グエン ヴァン ミン",
    sex: "M",
    department: "DS1",
    workingPlace: "TKY",
    position: "Bridge SE",
  },
];

export const demoPassword = "Portal#2026";
