import type { ColleagueInfo, ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee, createWorkingPlace } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";

describe("colleague directory", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let kentaId: number;
  let sales: { id: number };
  let solutions: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const place = await createWorkingPlace(t.db, {
      nameEn: "Tokyo Head Office",
      nameJa: "東京本社",
      postCode: "1600023",
      address1: "東京都新宿区西新宿2-8-1",
      address2: "都庁ビル 10F",
    });
    solutions = await createDepartment(t.db, {
      code: "CDS1",
      nameEn: "Digital Solutions 1",
      nameJa: "デジタルソリューション第1部",
    });
    sales = await createDepartment(t.db, { code: "CSALES", nameEn: "Sales", nameJa: "営業部" });
    const kenta = await createEmployee(t.db, {
      account: "kenta.sato",
      employeeCode: "C00001",
      fullName: "Kenta Sato",
      fullNameJp: "佐藤 健太",
      email: "kenta.sato@fes.example.co.jp",
      deptId: solutions.id,
      workingPlaceId: place.id,
      companyTel: "03-1234-5678",
      tel: "090-1111-2222",
      personalEmail: "kenta.home@example.net",
      birthday: "1990-05-05",
      postCode: "1500001",
      prefecture: "東京都",
      city: "渋谷区",
      town: "神宮前1-1-1",
      building: "Home Tower 301",
    });
    kentaId = kenta.id;
    await createEmployee(t.db, {
      account: "yui.tanaka",
      employeeCode: "C00002",
      fullName: "Yui Tanaka",
      fullNameJp: "田中 結衣",
      deptId: sales.id,
    });
    await createEmployee(t.db, {
      account: "ken.retired",
      employeeCode: "C00003",
      fullName: "Ken Sato Retired",
      fullNameJp: "佐藤 健",
      deptId: solutions.id,
      workingPlaceId: place.id,
      status: 1,
    });
    auth = (await signIn(t, "yui.tanaka")).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "GET", url, headers });
  const search = async (query: Record<string, string>) => {
    const response = await get(`/api/employee/colleague-account?${new URLSearchParams(query)}`);
    expect(response.statusCode).toBe(200);
    return response.json<ColleagueSummary[]>();
  };
  const accounts = (list: ColleagueSummary[]) => list.map((colleague) => colleague.account).sort();

  it("finds active colleagues by Latin name, case-insensitively, with department and working place", async () => {
    const found = await search({ search: "SATO" });
    expect(found).toEqual([
      {
        id: kentaId,
        account: "kenta.sato",
        fullName: "Kenta Sato",
        fullName_JP: "佐藤 健太",
        avatarURL: null,
        dept: { id: solutions.id, nameEn: "Digital Solutions 1", nameJa: "デジタルソリューション第1部" },
        workingPlace: { id: expect.any(Number), nameEn: "Tokyo Head Office", nameJa: "東京本社" },
      },
    ]);
  });

  it("finds by Japanese name (with or without the space), account and employee code", async () => {
    expect(accounts(await search({ search: "佐藤" }))).toEqual(["kenta.sato"]);
    expect(accounts(await search({ search: "佐藤健太" }))).toEqual(["kenta.sato"]);
    expect(accounts(await search({ search: "田中 結衣" }))).toEqual(["yui.tanaka"]);
    expect(accounts(await search({ search: "yui.TAN" }))).toEqual(["yui.tanaka"]);
    expect(accounts(await search({ search: "c00001" }))).toEqual(["kenta.sato"]);
    expect(await search({ search: "nobody-by-that-name" })).toEqual([]);
    expect(await search({ search: "%" })).toEqual([]);
  });

  it("finds by the name's kana and romaji: さとう, サトウ, ｻﾄｳ, satou, Satō; katakana names by hiragana", async () => {
    for (const text of ["さとう", "サトウ", "ｻﾄｳ", "satou", "Satō", "けんた"]) {
      expect(accounts(await search({ search: text })), text).toEqual(["kenta.sato"]);
    }
    expect(accounts(await search({ search: "ゆい" }))).toEqual(["yui.tanaka"]);
    await createEmployee(t.db, {
      account: "an.nguyen",
      employeeCode: "C00004",
      fullName: "Nguyen Van An",
      fullNameJp: "グエン ヴァン アン",
      deptId: solutions.id,
    });
    expect(accounts(await search({ search: "ぐえん" }))).toEqual(["an.nguyen"]);
  });

  it("pages with the spec's headers and says how many match; 50 a page when no size is asked", async () => {
    const page = (number: number, size: number) =>
      get("/api/employee/colleague-account?search=a", {
        ...auth,
        "x-pagination-page": String(number),
        "x-pagination-size": String(size),
      });
    const first = await page(1, 1);
    const total = Number(first.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(2);
    const names = [];
    for (let number = 1; number <= total; number++)
      names.push(...(await page(number, 1)).json<ColleagueSummary[]>());
    expect(new Set(names.map((colleague) => colleague.id)).size).toBe(total);
    expect((await page(total + 1, 1)).json()).toEqual([]);
    const plain = await get("/api/employee/colleague-account");
    expect(plain.json<ColleagueSummary[]>().length).toBe(
      Math.min(50, Number(plain.headers["x-total-count"])),
    );
    expect((await page(1, 101)).statusCode).toBe(400);
  });

  it("filters by department, alone or with the text, and lists colleagues without filters", async () => {
    expect(accounts(await search({ departmentId: String(sales.id) }))).toEqual(["yui.tanaka"]);
    expect(await search({ departmentId: String(sales.id), search: "sato" })).toEqual([]);
    const all = accounts(await search({}));
    expect(all).toEqual(expect.arrayContaining(["kenta.sato", "yui.tanaka"]));
    expect(all).not.toContain("ken.retired");
    expect(all.length).toBeLessThanOrEqual(50);
    expect((await get("/api/employee/colleague-account?departmentId=abc")).statusCode).toBe(400);
  });

  it("answers a colleague's contacts by id or account: the company phone, never the private mobile", async () => {
    const response = await get(`/api/employee/colleague-info/${kentaId}`);
    expect(response.statusCode).toBe(200);
    const info = response.json<ColleagueInfo>();
    expect(info).toEqual({
      id: kentaId,
      account: "kenta.sato",
      fullName: "Kenta Sato",
      fullName_JP: "佐藤 健太",
      avatarURL: null,
      dept: { id: solutions.id, nameEn: "Digital Solutions 1", nameJa: "デジタルソリューション第1部" },
      workingPlace: { id: expect.any(Number), nameEn: "Tokyo Head Office", nameJa: "東京本社" },
      email: "kenta.sato@fes.example.co.jp",
      teams: "kenta.sato@fes.example.co.jp",
      teamsLink: "https://teams.microsoft.com/l/chat/0/0?users=kenta.sato@fes.example.co.jp",
      workplaceLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("東京都新宿区西新宿2-8-1 都庁ビル 10F")}`,
      tel: "03-1234-5678",
      seatCode: null,
    });
    for (const secret of [
      "090-1111-2222",
      "kenta.home@example.net",
      "1990-05-05",
      "1500001",
      "渋谷区",
      "神宮前",
      "Home Tower",
      "argon2",
    ]) {
      expect(response.body).not.toContain(secret);
    }
    for (const field of ["birthday", "postCode", "prefecture", "city", "town", "building", "sex", "status"]) {
      expect(info).not.toHaveProperty(field);
    }
    expect((await get("/api/employee/colleague-info/kenta.sato")).json()).toEqual(info);
  });

  it("has no working place link for a colleague without a working place", async () => {
    const info = (await get("/api/employee/colleague-info/yui.tanaka")).json<ColleagueInfo>();
    expect(info).toMatchObject({ workingPlace: null, workplaceLink: null, tel: null, seatCode: null });
  });

  it("answers 404 for an unknown colleague and for an inactive one", async () => {
    for (const id of ["999999", "nobody", "ken.retired"]) {
      const response = await get(`/api/employee/colleague-info/${id}`);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it("offers the departments for the filter", async () => {
    const response = await get("/api/employee/departments");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([{ id: sales.id, nameEn: "Sales", nameJa: "営業部" }]),
    );
  });

  it("is for signed-in users only (403 without a session)", async () => {
    for (const url of [
      "/api/employee/colleague-account?search=sato",
      `/api/employee/colleague-info/${kentaId}`,
      "/api/employee/departments",
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(403);
    }
  });
});
