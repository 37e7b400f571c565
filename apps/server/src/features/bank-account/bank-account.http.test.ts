import type { Bank, Branch } from "@portal/contract/bank-account/bank-account.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";

describe("bank and branch master data", () => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    await createEmployee(t.db, { account: "employee1", deptId: (await createDepartment(t.db)).id });
    auth = (await signIn(t, "employee1")).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "GET", url, headers });
  const banks = async (search?: string) =>
    (
      await get(
        `/api/employeeBankAccount/getBanks${search === undefined ? "" : `?search=${encodeURIComponent(search)}`}`,
      )
    ).json<Bank[]>();
  const branches = async (bankCode: string, search?: string) =>
    (
      await get(
        `/api/employeeBankAccount/getBranches/${bankCode}${search === undefined ? "" : `?search=${encodeURIComponent(search)}`}`,
      )
    ).json<Branch[]>();
  const codes = (list: { code: string }[]) => list.map((entry) => entry.code);

  it("answers every bank sorted by code: 0001 Mizuho, 0005 MUFG, 0009 SMBC first", async () => {
    const response = await get("/api/employeeBankAccount/getBanks");
    expect(response.statusCode).toBe(200);
    const all = response.json<Bank[]>();
    expect(all.length).toBeGreaterThan(1000);
    expect(codes(all)).toEqual([...codes(all)].sort());
    expect(all.slice(0, 3)).toEqual([
      { code: "0001", name: "みずほ", kana: "ミズホ", hira: "みずほ", roma: "mizuho" },
      // Latin letters as people write them (the data has 三菱ＵＦＪ); kana as the data has them.
      expect.objectContaining({ code: "0005", name: "三菱UFJ", kana: "ミツビシユ－エフジエイ" }),
      expect.objectContaining({ code: "0009", name: "三井住友", kana: "ミツイスミトモ" }),
    ]);
  });

  it("searches banks by name, kana (katakana, hiragana, half-width), romaji and code prefix", async () => {
    // みずほ信託 and a みずほ farmers' cooperative match as well.
    const mizuho = codes(await banks("ミズホ"));
    expect(mizuho[0]).toBe("0001");
    for (const search of ["みずほ", "ﾐｽﾞﾎ", "ミズホ銀行", "みずほぎんこう", "Mizuho"]) {
      expect(codes(await banks(search)), search).toEqual(mizuho);
    }
    expect(codes(await banks("0001"))).toEqual(["0001"]);
    expect(codes(await banks("三菱UFJ"))).toContain("0005");
    expect(codes(await banks("ミツビシユーエフジェイ"))).toContain("0005");
    expect(codes(await banks("三井住友"))).toContain("0009");
    // What people call them: abbreviations and English names.
    for (const [search, code] of [
      ["mufg", "0005"],
      ["MUFG", "0005"],
      ["ＭＵＦＧ", "0005"],
      ["smbc", "0009"],
      ["resona", "0010"],
      ["yucho", "9900"],
      ["japan post bank", "9900"],
    ]) {
      expect(codes(await banks(search as string))[0], search).toBe(code);
    }
    expect(codes(await banks("000"))).toEqual(["0001", "0005", "0009"]);
    const many = await banks("信金");
    expect(many).toHaveLength(50);
    expect(codes(many)).toEqual([...codes(many)].sort());
    expect(await banks("存在しない銀行名")).toEqual([]);
    expect(await banks("")).toHaveLength((await banks()).length);
  });

  it("answers a bank's branches sorted by code, and searches them by name, kana and code prefix", async () => {
    const response = await get("/api/employeeBankAccount/getBranches/0001");
    expect(response.statusCode).toBe(200);
    const all = response.json<Branch[]>();
    expect(all.length).toBeGreaterThan(100);
    expect(codes(all)).toEqual([...codes(all)].sort());
    expect(all[0]).toEqual({ code: "001", name: "東京営業部", kana: "トウキヨウ" });
    expect(codes(await branches("0001", "東京営業部"))).toEqual(["001"]);
    expect(codes(await branches("0001", "001"))).toEqual(["001"]);
    expect(await branches("0001", "ホンテン")).toContainEqual({
      code: "100",
      name: "本店",
      kana: "ホンテン",
    });
    expect(codes(await branches("0001", "ほんてん"))).toContain("100");
    expect((await branches("0005"))[0]).toEqual({ code: "001", name: "本店", kana: "ホンテン" });
    expect(codes(await branches("0005", "ﾎﾝﾃﾝ"))).toContain("001");
    expect((await branches("0009")).length).toBeGreaterThan(100);
  });

  it("answers 400 for a bank code that is not 4 digits, 404 for an unknown bank", async () => {
    for (const bad of ["001", "00001", "abcd"]) {
      const response = await get(`/api/employeeBankAccount/getBranches/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({
        message: "Bank code must be 4 digits.",
        errors: [{ field: "bankCode", errorMessage: "Bank code must be 4 digits." }],
      });
    }
    const japanese = await get("/api/employeeBankAccount/getBranches/12", {
      ...auth,
      "accept-language": "ja",
    });
    expect(japanese.json().message).toBe("金融機関コードは4桁の数字で入力してください。");

    const unknown = await get("/api/employeeBankAccount/getBranches/0002");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: "The bank was not found.",
      errors: [{ field: "bankCode" }],
    });
  });

  it("is for signed-in users only (403 without a session)", async () => {
    expect((await get("/api/employeeBankAccount/getBanks", {})).statusCode).toBe(403);
    expect((await get("/api/employeeBankAccount/getBranches/0001", {})).statusCode).toBe(403);
  });
});
