import { addMonths } from "@portal/contract/common/dates";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";

/** Demo accounts who started at another office and moved to theirs a year later (a history to show). */
const movedAccounts = new Set(["employee1", "vn1"]);

/** Before the joined date is known, the history starts on this day. */
const fallbackStart = "2020-04-01";

/**
 * Every demo employee's working address (decision 022): their working place from the day they
 * joined, so the address in force is the one commuting tickets already show. A few moved there
 * from another office a year after joining.
 */
export async function seedDemoWorkingAddresses(db: Db, now = new Date()): Promise<void> {
  const today = companyDate(now);
  const stamp = now.toISOString();
  const places = await db.selectFrom("workingPlaces").selectAll().orderBy("id").execute();
  const employees = await db
    .selectFrom("employees")
    .select(["id", "account", "joinedDate", "workingPlaceId"])
    .orderBy("id")
    .execute();
  for (const employee of employees) {
    const place = places.find((candidate) => candidate.id === employee.workingPlaceId);
    if (!place) continue;
    const joined = employee.joinedDate ?? fallbackStart;
    const records = [{ place, changeDate: joined }];
    const other = places.find((candidate) => candidate.id !== place.id);
    if (movedAccounts.has(employee.account) && other) {
      const movedOn = addMonths(joined, 12);
      records.splice(0, 1, { place: other, changeDate: joined });
      records.push({ place, changeDate: movedOn < today ? movedOn : today });
    }
    for (const record of records) {
      await db
        .insertInto("employeeWorkingAddresses")
        .values({
          employeeId: employee.id,
          workingPlaceId: record.place.id,
          postCode: record.place.postCode,
          address1: record.place.address1,
          address2: record.place.address2 ?? "",
          changeDate: record.changeDate,
          ticketId: null,
          createdBy: null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
    }
  }
}
