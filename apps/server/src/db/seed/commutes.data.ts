import type { WorkingPlaceCode } from "./organization.data";
import type { NamedPerson } from "./people.data";

/**
 * Where a demo employee lives and how they get to their office: a real postal code with its
 * prefecture, city and town (Japan Post's data), the station by that home and the station by the
 * office, both in the station list the server ships. Homes lie in the office's prefecture or a
 * neighbouring one.
 */
export interface Commute {
  postCode: string;
  prefecture: string;
  city: string;
  town: string;
  /** The station by the home: a pass's departure. */
  departure: string;
  /** The station by the office: a pass's arrival. */
  arrival: string;
  /** A 1-month commuter pass, yen. */
  monthlyFare: number;
}

const commute = (
  postCode: string,
  prefecture: string,
  city: string,
  town: string,
  departure: string,
  arrival: string,
  monthlyFare: number,
): Commute => ({ postCode, prefecture, city, town, departure, arrival, monthlyFare });

// Fares: 荻窪, 吉祥寺 and 大宮 to 東京, 北千住 to 大手町 and 横浜 to 桜木町 at their 2024 fares; the
// others estimated from the distance between the two stations (3,600 yen + 900 x km^0.8).

/** The homes of each office's staff, with their commute (Marunouchi: 東京 and 大手町 stations). */
export const commutes: Record<WorkingPlaceCode, readonly Commute[]> = {
  TKY: [
    commute("1600023", "東京都", "新宿区", "西新宿", "新宿", "東京", 7_300),
    commute("1500002", "東京都", "渋谷区", "渋谷", "渋谷", "東京", 7_380),
    commute("1410032", "東京都", "品川区", "大崎", "大崎", "東京", 7_980),
    commute("1700013", "東京都", "豊島区", "東池袋", "池袋", "東京", 7_890),
    commute("1130033", "東京都", "文京区", "本郷", "本郷三丁目", "東京", 5_640),
    commute("1640001", "東京都", "中野区", "中野", "中野", "東京", 8_970),
    commute("1440051", "東京都", "大田区", "西蒲田", "蒲田", "東京", 10_850),
    commute("1300022", "東京都", "墨田区", "江東橋", "錦糸町", "東京", 6_610),
    commute("1800004", "東京都", "武蔵野市", "吉祥寺本町", "吉祥寺", "東京", 13_130),
    commute("1670051", "東京都", "杉並区", "荻窪", "荻窪", "東京", 10_990),
    commute("1200026", "東京都", "足立区", "千住旭町", "北千住", "大手町", 9_010),
    commute("2100007", "神奈川県", "川崎市川崎区", "駅前本町", "川崎", "東京", 12_450),
    commute("2130001", "神奈川県", "川崎市高津区", "溝口", "溝の口", "大手町", 12_130),
    commute("2110063", "神奈川県", "川崎市中原区", "小杉町", "武蔵小杉", "東京", 11_330),
    commute("3300853", "埼玉県", "さいたま市大宮区", "錦町", "大宮", "東京", 19_260),
    commute("3300063", "埼玉県", "さいたま市浦和区", "高砂", "浦和", "東京", 14_240),
    commute("2730005", "千葉県", "船橋市", "本町", "船橋", "東京", 13_360),
    commute("2720034", "千葉県", "市川市", "市川", "市川", "東京", 10_910),
  ],
  // Minato Mirai: みなとみらい (Minatomirai line) and 桜木町 (JR, subway) stations.
  YKH: [
    commute("1500002", "東京都", "渋谷区", "渋谷", "渋谷", "みなとみらい", 14_710),
    commute("2310023", "神奈川県", "横浜市中区", "山下町", "元町・中華街", "みなとみらい", 5_400),
    commute("2220033", "神奈川県", "横浜市港北区", "新横浜", "新横浜", "桜木町", 7_530),
    commute("2200011", "神奈川県", "横浜市西区", "高島", "横浜", "桜木町", 4_620),
    commute("2110063", "神奈川県", "川崎市中原区", "小杉町", "武蔵小杉", "みなとみらい", 10_740),
    commute("2440003", "神奈川県", "横浜市戸塚区", "戸塚町", "戸塚", "桜木町", 9_380),
    commute("2510055", "神奈川県", "藤沢市", "南藤沢", "藤沢", "桜木町", 12_660),
    commute("2330002", "神奈川県", "横浜市港南区", "上大岡西", "上大岡", "桜木町", 7_090),
  ],
  // Umeda: 大阪 (JR), 大阪梅田 (Hankyu) and 梅田 (Midosuji line) stations.
  OSK: [
    commute("5640063", "大阪府", "吹田市", "江坂町", "江坂", "梅田", 7_470),
    commute("5600021", "大阪府", "豊中市", "本町", "豊中", "大阪梅田", 9_120),
    commute("6620832", "兵庫県", "西宮市", "甲風園", "西宮北口", "大阪梅田", 10_890),
    commute("6610976", "兵庫県", "尼崎市", "潮江", "尼崎", "大阪", 7_680),
    commute("5690804", "大阪府", "高槻市", "紺屋町", "高槻", "大阪", 13_460),
    commute("5430055", "大阪府", "大阪市天王寺区", "悲田院町", "天王寺", "梅田", 7_490),
    commute("6008216", "京都府", "京都市下京区", "東塩小路町", "京都", "大阪", 20_660),
  ],
  // Meieki: 名古屋 station.
  NGY: [
    commute("4600008", "愛知県", "名古屋市中区", "栄", "栄", "名古屋", 5_330),
    commute("4640075", "愛知県", "名古屋市千種区", "内山", "千種", "名古屋", 6_440),
    commute("4910858", "愛知県", "一宮市", "栄", "尾張一宮", "名古屋", 12_050),
    commute("4860844", "愛知県", "春日井市", "鳥居松町", "春日井", "名古屋", 9_270),
    commute("5008856", "岐阜県", "岐阜市", "橋本町", "岐阜", "名古屋", 16_850),
    commute("5110078", "三重県", "桑名市", "桑栄町", "桑名", "名古屋", 14_010),
    commute("4560002", "愛知県", "名古屋市熱田区", "金山町", "金山", "名古屋", 5_920),
  ],
  // Hakata-ekimae: 博多 station.
  FUK: [
    commute("8100001", "福岡県", "福岡市中央区", "天神", "天神", "博多", 5_070),
    commute("8140002", "福岡県", "福岡市早良区", "西新", "西新", "博多", 7_120),
    commute("8130044", "福岡県", "福岡市東区", "千早", "千早", "博多", 7_800),
    commute("8300022", "福岡県", "久留米市", "城南町", "久留米", "博多", 17_570),
    commute("8410034", "佐賀県", "鳥栖市", "京町", "鳥栖", "博多", 15_660),
  ],
};

/**
 * The README's sign-ins live where their walkthroughs' passes start (postal codes of their
 * office's list): employee2 rides from Shibuya to Yokohama and asks to move closer.
 */
const namedHomes: Record<string, string> = {
  employee1: "1600023",
  employee2: "1500002",
  leader1: "3300063",
  hr1: "2730005",
  approver1: "2720034",
  admin1: "1640001",
  deputy1: "1800004",
  vn1: "1700013",
};

/** The commute of someone of an office living at a postal code, if the demo has it. */
export function commuteOf(office: WorkingPlaceCode, postCode: string | null): Commute | undefined {
  return commutes[office].find((candidate) => candidate.postCode === postCode);
}

/**
 * Everyone's home, in the order of `people`: the sign-ins' own, the others in turn through their
 * office's list (so neighbours of one office spread over its suburbs).
 */
export function planHomes(people: readonly Pick<NamedPerson, "account" | "workingPlace">[]): Commute[] {
  const turns = new Map<WorkingPlaceCode, number>();
  return people.map((person) => {
    const own = commuteOf(person.workingPlace, namedHomes[person.account] ?? null);
    if (own) return own;
    const list = commutes[person.workingPlace];
    const turn = turns.get(person.workingPlace) ?? 0;
    turns.set(person.workingPlace, turn + 1);
    return list[turn % list.length] as Commute;
  });
}

/** A pass's price for its months: 3 and 6 months cost about 2.85 and 5.4 monthly fares. */
export function passFare(commute: Commute, duration: 1 | 3 | 6): number {
  const factor = { 1: 1, 3: 2.85, 6: 5.4 }[duration];
  return Math.round((commute.monthlyFare * factor) / 10) * 10;
}
