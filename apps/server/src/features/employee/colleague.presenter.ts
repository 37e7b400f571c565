import type { ColleagueInfo, ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import type { ColleagueRow } from "./colleague.repository";

/** A chat with the colleague in Teams (https, so it opens in the browser or hands over to the app). */
export function teamsChatLink(email: string): string {
  return `https://teams.microsoft.com/l/chat/0/0?users=${encodeURIComponent(email).replace(/%40/g, "@")}`;
}

/** A Google Maps search for an address. */
export function mapSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** One card of the directory: only the columns named here leave the server. */
export function toColleagueSummary(row: ColleagueRow, avatarURL: string | null): ColleagueSummary {
  return {
    id: row.id,
    account: row.account,
    fullName: row.fullName,
    fullName_JP: row.fullNameJp,
    avatarURL,
    dept: { id: row.deptId, nameEn: row.deptNameEn, nameJa: row.deptNameJa },
    workingPlace:
      row.workPlaceId === null || row.workPlaceEn === null || row.workPlaceJa === null
        ? null
        : { id: row.workPlaceId, nameEn: row.workPlaceEn, nameJa: row.workPlaceJa },
  };
}

/**
 * How to reach a colleague: work contacts and the working place, nothing private. The spec's `tel`
 * is the company phone: the mobile number is the person's and HR's alone (decision 023).
 */
export function toColleagueInfo(row: ColleagueRow, avatarURL: string | null): ColleagueInfo {
  const address = [row.workPlaceAddress1, row.workPlaceAddress2].filter(Boolean).join(" ").trim();
  return {
    ...toColleagueSummary(row, avatarURL),
    email: row.email,
    teams: row.email,
    teamsLink: teamsChatLink(row.email),
    workplaceLink: address ? mapSearchLink(address) : null,
    tel: row.companyTel,
    seatCode: null,
  };
}
