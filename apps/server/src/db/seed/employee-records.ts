import { addDays, addMonths } from "@portal/contract/common/dates";
import { fjpContractTypes } from "@portal/contract/employee/employee-master.constants";
import { companyDate } from "../../lib/company-date";
import { type Db, nowIso } from "../database";
import type { Biography } from "./biographies";
import { rankLadders } from "./employee-records.data";

// The demo company's job-rank steps and employment contracts, derived from each employee's joining
// date, and everyone's education and working history from their biography, so that every run
// gives the same records (docs/decisions/023).

/** Seeds the records of every employee of the demo company (run after the employees). */
export async function seedDemoEmployeeRecords(
  db: Db,
  biographies: ReadonlyMap<string, Biography>,
  now = new Date(),
): Promise<void> {
  const today = companyDate(now);
  const created = nowIso();
  const ranks = new Map(
    (await db.selectFrom("jobRanks").select(["id", "code"]).execute()).map((r) => [r.code, r.id]),
  );
  const employees = await db
    .selectFrom("employees")
    .select(["id", "account", "employeeCode", "position", "joinedDate", "contractType"])
    .orderBy("id")
    .execute();

  for (const employee of employees) {
    const joined = employee.joinedDate ?? today;
    const ladder = rankLadders[employee.position ?? ""] ?? ["G2"];
    for (const [index, code] of ladder.entries()) {
      // Promotions take effect on 1 April, every second year after joining.
      const effectiveDate = index === 0 ? joined : `${Number(joined.slice(0, 4)) + 2 * index}-04-01`;
      const jobRankId = ranks.get(code);
      if (effectiveDate > today || jobRankId === undefined) break;
      await db
        .insertInto("jobRankHistories")
        .values({
          employeeId: employee.id,
          jobRankId,
          effectiveDate,
          note: index === 0 ? "Joined" : "Annual promotion",
          createdAt: created,
        })
        .execute();
    }

    const type =
      fjpContractTypes.find((entry) => entry.code === employee.contractType) ?? fjpContractTypes[0];
    const isFixedTerm = type.code === "Fixed-term";
    let start = joined;
    for (let n = 1; start <= today && n <= 20; n++) {
      const end = isFixedTerm ? addDays(addMonths(start, 12), -1) : null;
      await db
        .insertInto("employeeContracts")
        .values({
          employeeId: employee.id,
          contractNo: `${employee.employeeCode}-${String(n).padStart(2, "0")}`,
          fjpContractType: type.id,
          startDate: start,
          endDate: end,
          note: n === 1 ? null : "Renewed",
          createdAt: created,
          updatedAt: created,
        })
        .execute();
      if (!end) break;
      start = addDays(end, 1);
    }

    const biography = biographies.get(employee.account);
    if (biography) await seedBiography(db, employee.id, biography, created);
  }
}

async function seedBiography(db: Db, employeeId: number, biography: Biography, at: string) {
  await db
    .insertInto("workingHistories")
    .values(biography.jobs.map((job) => ({ employeeId, ...job, createdAt: at, updatedAt: at })))
    .execute();
  await db
    .insertInto("employeeEducations")
    .values(
      biography.educations.map((education) => ({
        employeeId,
        ...education,
        status: "graduated",
        requestId: null,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
}
