import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee, createWorkingPlace } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";

describe("GET /api/employee/profile", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const place = await createWorkingPlace(t.db, { nameEn: "Tokyo Head Office", nameJa: "東京本社" });
    const dept = await createDepartment(t.db, {
      code: "DS1",
      nameEn: "Digital Solutions 1",
      nameJa: "デジタルソリューション第1部",
    });
    await createEmployee(t.db, {
      account: "employee1",
      employeeCode: "E00001",
      fullName: "Kenta Sato",
      fullNameJp: "佐藤 健太",
      displayName: "Kenta Sato",
      deptId: dept.id,
      workingPlaceId: place.id,
      position: "Software Engineer",
      joinedDate: "2019-04-01",
      postCode: "1600023",
      prefecture: "東京都",
      city: "新宿区",
      town: "西新宿2-8-1",
    });
    await createEmployee(t.db, { account: "employee2", deptId: dept.id });
  });
  afterAll(() => t.close());

  it("returns the signed-in employee's own profile", async () => {
    const { headers } = await signIn(t, "employee1");
    const response = await t.app.inject({ method: "GET", url: "/api/employee/profile", headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      account: "employee1",
      employeeCode: "E00001",
      fullname: "Kenta Sato",
      fullnameJP: "佐藤 健太",
      deptCode: "DS1",
      deptName: "Digital Solutions 1",
      workPlace: "Tokyo Head Office",
      fjpJoinedDate: "2019-04-01",
      postCode: "1600023",
      prefecture: "東京都",
    });
  });

  it("names department, working place and position in Japanese for a Japanese client", async () => {
    const { headers } = await signIn(t, "employee1");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/employee/profile",
      headers: { ...headers, "content-language": "ja" },
    });
    expect(response.json()).toMatchObject({
      deptName: "デジタルソリューション第1部",
      workPlace: "東京本社",
      position: "ソフトウェアエンジニア",
    });
  });

  it("never leaks database columns such as the password hash", async () => {
    const { headers } = await signIn(t, "employee2");
    const body = (await t.app.inject({ method: "GET", url: "/api/employee/profile", headers })).body;
    expect(body).not.toContain("argon2");
    expect(body).toContain('"account":"employee2"');
  });

  it("answers 403 (session expired) without a token, with a bad token and with an expired token", async () => {
    const expired = await new SignJWT({ account: "employee1" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuer("employee-portal")
      .setJti("expired")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.tokenSecret));
    const forged = await new SignJWT({ account: "employee1" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuer("employee-portal")
      .setJti("forged")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    for (const authorization of [undefined, "Bearer nonsense", `Bearer ${expired}`, `Bearer ${forged}`]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/employee/profile",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Your session has expired.", errors: [] });
    }
  });
});
