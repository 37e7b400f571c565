import { addDays } from "@portal/contract/common/dates";
import type { Updateable } from "kysely";
import type { EmployeesTable } from "../../features/employee/employee.table";
import { openKeyOf } from "../../features/employee-change/change-rules";
import { serializeChanges } from "../../features/employee-change/employee-change.presenter";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";

// The demo's self-service data (decision 024): the rest of the profile, each employee's current
// home address as the first row of their address history, employee1's salary account, and
// employee2's move waiting for HR. Dates are relative to the day of seeding (degrees and working
// histories: employee-records.ts).

/** Profile values of the README's sign-ins (everyone else keeps the generated basics). */
const namedProfiles = (today: string): Record<string, Updateable<EmployeesTable>> => ({
  employee1: {
    maritalStatus: "M",
    personalEmail: "kenta.sato.home@example.jp",
    companyTel: "03-6555-0101",
    japaneseLevel: "Native",
    emergencyContactName: "佐藤 陽菜",
    emergencyContactRelation: "wife",
    emergencyContactPhone: "090-2345-6789",
    passportNumber: "TK1234567",
    passportIssueDate: "2022-08-01",
    passportIssuingAuthority: "Ministry of Foreign Affairs of Japan",
  },
  employee2: {
    maritalStatus: "S",
    companyTel: "045-555-0102",
    japaneseLevel: "Native",
    emergencyContactName: "鈴木 恵",
    emergencyContactRelation: "mother",
    emergencyContactPhone: "080-3456-7890",
  },
  hr1: {
    maritalStatus: "M",
    japaneseLevel: "Native",
    emergencyContactName: "伊藤 誠",
    emergencyContactRelation: "husband",
    emergencyContactPhone: "090-4567-8901",
  },
  vn1: {
    fullNameVn: "Nguyễn Văn Minh",
    maritalStatus: "S",
    personalEmail: "minh.nguyen@example.vn",
    japaneseLevel: "N2",
    japaneseNote: "JLPT N2 (2021). Business Japanese course in progress.",
    alienCardNo: "AB12345678CD",
    visaKind: "Engineer/Specialist in Humanities/International Services",
    // A visa in force on any day of seeding: it ends on 30 September of next year.
    visaExpireDate: `${Number(today.slice(0, 4)) + 1}-09-30`,
    emergencyContactName: "Nguyễn Thị Lan",
    emergencyContactRelation: "sister",
    emergencyContactPhone: "+84 90 123 4567",
    passportNumber: "C1234567",
    passportIssueDate: "2020-03-15",
    passportIssuingAuthority: "Immigration Department, Ministry of Public Security of Viet Nam",
  },
});

async function idOf(db: Db, account: string): Promise<number | undefined> {
  return (await db.selectFrom("employees").select("id").where("account", "=", account).executeTakeFirst())
    ?.id;
}

export async function seedDemoEmployeeChanges(db: Db, now = new Date()): Promise<void> {
  const today = companyDate(now);
  const stamp = now.toISOString();

  // Everyone: the date they live at their address since, its history row, day one and contract start.
  const employees = await db
    .selectFrom("employees")
    .select(["id", "joinedDate", "nationality", "postCode", "prefecture", "city", "town", "building"])
    .execute();
  for (const employee of employees) {
    const since = employee.joinedDate ?? today;
    await db
      .updateTable("employees")
      .set({
        changeAddressDate: since,
        dayOneDate: since,
        contractStartDate: since,
        timesheetSource: "mykintai",
        ...(employee.nationality === "Vietnamese" && { japaneseLevel: "N3" }),
      })
      .where("id", "=", employee.id)
      .execute();
    if (!employee.postCode || !employee.prefecture || !employee.city) continue;
    await db
      .insertInto("employeeHomeAddresses")
      .values({
        employeeId: employee.id,
        postCode: employee.postCode,
        prefecture: employee.prefecture,
        city: employee.city,
        town: employee.town ?? "",
        building: employee.building ?? "",
        changeAddressDate: since,
        requestId: null,
        createdAt: stamp,
      })
      .execute();
  }
  for (const [account, values] of Object.entries(namedProfiles(today))) {
    await db.updateTable("employees").set(values).where("account", "=", account).execute();
  }

  const employee1 = await idOf(db, "employee1");
  if (employee1 !== undefined) {
    // SMBC's Shinjuku branch (Zengin 0009-221), an ordinary account.
    await db
      .insertInto("employeeBankAccounts")
      .values({
        employeeId: employee1,
        bankCode: "0009",
        bankName: "三井住友",
        branchCode: "221",
        branchName: "新宿",
        accountCategory: 1,
        accountName: "ｻﾄｳ ｹﾝﾀ",
        accountNumber: "1234567",
        effectiveDate: addDays(today, -400),
        requestId: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }

  // employee2 moves from Shibuya to Yokohama, by their office, in two weeks: waiting for HR.
  const employee2 = await db
    .selectFrom("employees")
    .select(["id", "postCode", "prefecture", "city", "town", "building"])
    .where("account", "=", "employee2")
    .executeTakeFirst();
  if (employee2) {
    const moved = {
      postCode: "2200012",
      prefecture: "神奈川県",
      city: "横浜市西区",
      town: "みなとみらい3-1-1",
      building: "みなとみらいレジデンス 1203",
    };
    await db
      .insertInto("changeRequests")
      .values({
        employeeId: employee2.id,
        kind: "address",
        status: "submitted",
        targetId: null,
        isDelete: 0,
        effectiveDate: addDays(today, 14),
        changes: serializeChanges(
          (Object.keys(moved) as (keyof typeof moved)[]).map((field) => ({
            field,
            oldValue: employee2[field],
            newValue: moved[field],
          })),
        ),
        reason: "Moving closer to the Yokohama office.",
        openKey: openKeyOf({ employeeId: employee2.id, kind: "address", targetId: null }),
        submittedAt: stamp,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .execute();
  }
}
