/**
 * The credit the station list's licence asks for (National Land Numerical Information, N02,
 * 2023), shown as written whatever the UI language: the Japanese form is the required one.
 */
export const stationDataUrl = "https://nlftp.mlit.go.jp/ksj/gml/datalist/KsjTmplt-N02-2023.html";

/** The Japanese credit around its URL: 「…」（国土交通省）（URL）を加工して作成. */
export const stationCreditJa = {
  before: "「国土数値情報（鉄道データ）」（国土交通省）（",
  after: "）を加工して作成",
} as const;

export const stationCreditEn =
  "Processed from National Land Numerical Information (Railway Data), Ministry of Land, Infrastructure, Transport and Tourism, Japan (N02, 2023 edition).";
