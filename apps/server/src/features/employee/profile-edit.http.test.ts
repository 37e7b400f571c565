import { employeeProfileSchema } from "@portal/contract/employee/employee.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";

describe("profile: every field, and the employee's direct edits", () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const auth: Record<string, Record<string, string>> = {};
  const clock = createFakeClock(new Date("2026-06-10T03:00:00Z"));

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    ({ ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "employee2" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
      },
    }));
    await t.db
      .updateTable("employees")
      .set({
        visaKind: "Engineer/Specialist in Humanities",
        visaExpireDate: "2027-03-31",
        maritalStatus: "S",
      })
      .where("id", "=", ids.employee1 ?? 0)
      .execute();
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PUT", url: string, who: string, payload?: unknown, language = "en") =>
    t.app.inject({
      method,
      url,
      headers: { ...auth[who], "accept-language": language },
      payload: payload as object,
    });
  const history = async (who: string) =>
    (await t.app.inject({ method: "GET", url: "/api/employeeChange/history", headers: auth[who] })).json();

  it("answers every field of the contract's profile, the photo's URL and the allowance in force", async () => {
    const response = await call("GET", "/api/employee/profile", "employee1");
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(Object.keys(profile).sort()).toEqual(Object.keys(employeeProfileSchema.shape).sort());
    expect(profile).toMatchObject({
      visaKind: "Engineer/Specialist in Humanities",
      visaExpireDate: "2027-03-31",
      marriesStatus: "S",
      avatarURL: null,
      allowance: 50_000,
      timesheetRequired: true,
    });
  });

  it("changes the direct fields at once and records each changed one in the field history", async () => {
    const response = await call("PUT", "/api/employee/changeProfile", "employee1", {
      displayName: "Kenta S.",
      tel: "０９０－１２３４－５６７８",
      personalEmail: "kenta@example.org",
      emergencyContactName: "Sato Hanako",
      emergencyContactRelation: "mother",
      emergencyContactPhone: "03-1234-5678",
      description: "",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: "Kenta S.",
      tel: "090-1234-5678",
      personalEmail: "kenta@example.org",
      emergencyContactRelation: "mother",
      description: null,
    });
    const rows = (await history("employee1")).data;
    // description was empty and stays empty: no history row for it.
    expect(rows.map((row: { field: string }) => row.field).sort()).toEqual([
      "displayName",
      "emergencyContactName",
      "emergencyContactPhone",
      "emergencyContactRelation",
      "personalEmail",
      "tel",
    ]);
    expect(rows.find((row: { field: string }) => row.field === "tel")).toMatchObject({
      kind: "profile",
      requestId: null,
      newValue: "090-1234-5678",
      effectiveDate: "2026-06-10",
      requestedByName: "Kenta S.",
      approvedByName: null,
    });
  });

  it("changes the workplace fields through their own call", async () => {
    const response = await call("PUT", "/api/employee/changeWorkplace", "employee2", {
      companyTel: "03-5555-0101",
      customerAddress: "東京都港区芝浦1-1-1 顧客先ビル5F",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      companyTel: "03-5555-0101",
      customerAddress: "東京都港区芝浦1-1-1 顧客先ビル5F",
    });
    const fields = (await history("employee2")).data.map((row: { field: string }) => row.field);
    expect(fields.sort()).toEqual(["companyTel", "customerAddress"]);
  });

  it("refuses fields the employee may not edit directly, and bad values, in the user's language; nothing is written", async () => {
    const before = (await call("GET", "/api/employee/profile", "employee1")).json();
    const hrField = await call("PUT", "/api/employee/changeProfile", "employee1", {
      employeeCode: "X1",
      fullname: "Other",
    });
    expect(hrField.statusCode).toBe(400);
    expect(
      hrField
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["employeeCode", "fullname"]);
    const workplaceThroughProfile = await call("PUT", "/api/employee/changeProfile", "employee1", {
      companyTel: "03-1",
    });
    expect(workplaceThroughProfile.statusCode).toBe(400);

    const bad = await call("PUT", "/api/employee/changeProfile", "employee1", {
      tel: "call me",
      personalEmail: "not-an-address",
      emergencyContactRelation: "cousin",
      displayName: "x".repeat(61),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: "tel", errorMessage: "Please enter a valid telephone number." },
        { field: "personalEmail", errorMessage: "Please enter a valid e-mail address." },
        { field: "emergencyContactRelation", errorMessage: "This value is not valid." },
        { field: "displayName", errorMessage: "This value is too long." },
      ]),
    );
    const japanese = await call("PUT", "/api/employee/changeProfile", "employee1", { tel: "call me" }, "ja");
    expect(japanese.json()).toEqual({
      message: "正しい電話番号を入力してください。",
      errors: [{ field: "tel", errorMessage: "正しい電話番号を入力してください。" }],
    });
    const empty = await call("PUT", "/api/employee/changeProfile", "employee1", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("There is nothing to change.");
    expect((await call("GET", "/api/employee/profile", "employee1")).json()).toEqual(before);
  });

  it("needs a session (403)", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/employee/changeProfile",
      payload: { tel: "03-1111-2222" },
    });
    expect(response.statusCode).toBe(403);
  });
});
