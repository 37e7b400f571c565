import type { SectionFare } from "@portal/contract/commutation-ticket/section-fare.schema";
import type { SectionFareRow } from "./section-fare.repository";

export function toSectionFare(row: SectionFareRow): SectionFare {
  return {
    id: row.id,
    departure: row.stationA,
    arrival: row.stationB,
    oneMonth: row.oneMonth,
    threeMonths: row.threeMonths,
    sixMonths: row.sixMonths,
    note: row.note,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
  };
}
