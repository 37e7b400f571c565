import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDate } from "../../lib/company-date";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { resetAndSeedDemoCompany, seedDemoCompanyIfEmpty } from "./seed";

describe("demo campaigns", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoCompanyIfEmpty(t.db, "test");
  }, 60_000);
  afterAll(() => t.close());

  it("has one campaign running today, one expired and one to come", async () => {
    const employee = (await signIn(t, "employee1")).headers;
    const current = await t.app.inject({ method: "GET", url: "/api/campaign", headers: employee });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      title: "Health & Wellness Month",
      url: "/campaigns/demo-wellness.svg",
    });
    expect(current.json().expiredDate > companyDate(new Date())).toBe(true);

    const hr = (await signIn(t, "hr1")).headers;
    const list = await t.app.inject({ method: "GET", url: "/api/campaigns", headers: hr });
    expect(
      list
        .json()
        .map((c: { status: string }) => c.status)
        .sort(),
    ).toEqual(["expired", "running", "scheduled"]);
  });

  it("seeds them again, not twice, on --reset", async () => {
    await resetAndSeedDemoCompany(t.db, "test");
    expect(await t.db.selectFrom("campaigns").select("titleEn").orderBy("titleEn").execute()).toEqual([
      { titleEn: "Health & Wellness Month" },
      { titleEn: "Information Security Awareness Week" },
      { titleEn: "Summer Vacation Planning" },
    ]);
  }, 60_000);
});
