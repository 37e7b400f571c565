import type { ZipCodeAddress } from "@portal/contract/zip-code/zip-code.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";

describe("postal-code lookup", () => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    await createEmployee(t.db, { account: "employee1", deptId: (await createDepartment(t.db)).id });
    auth = (await signIn(t, "employee1")).headers;
  });
  afterAll(() => t.close());

  const lookUp = (zipCode: string, path = "/api/zipCode", headers: Record<string, string> = auth) =>
    t.app.inject({ method: "GET", url: `${path}?zipCode=${encodeURIComponent(zipCode)}`, headers });

  it("answers the address of a code: 100-0001 is Chiyoda, Chiyoda-ku, Tokyo", async () => {
    const response = await lookUp("1000001");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        zipCode: "1000001",
        prefectureCode: "13",
        prefecture: "東京都",
        cityCode: "13101",
        city: "千代田区",
        town: "千代田",
        address: "東京都千代田区千代田",
      },
    ]);
  });

  it("answers every town of a code that covers many, and towns of two prefectures", async () => {
    const many = (await lookUp("452-0961", "/api/zipCode/search")).json<ZipCodeAddress[]>();
    expect(many.length).toBeGreaterThan(20);
    expect(new Set(many.map((address) => address.city))).toEqual(new Set(["清須市"]));
    const twoPrefectures = (await lookUp("４９８００００")).json<ZipCodeAddress[]>();
    expect(twoPrefectures.map((address) => address.prefecture).sort()).toEqual(["三重県", "愛知県"]);
  });

  it("answers [] for a code without an address, and 'Post Code invalid.' for one that is not 7 digits", async () => {
    expect((await lookUp("9999999")).json()).toEqual([]);
    for (const bad of ["100000", "10000011", "abcdefg", ""]) {
      const response = await lookUp(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({
        message: "Post Code invalid.",
        errors: [{ field: "zipCode", errorMessage: "Post Code invalid." }],
      });
    }
    const japanese = await t.app.inject({
      method: "GET",
      url: "/api/zipCode?zipCode=12",
      headers: { ...auth, "accept-language": "ja" },
    });
    expect(japanese.json().message).toBe("郵便番号が正しくありません。");
  });

  it("is for signed-in users only (403 without a session)", async () => {
    expect((await lookUp("1000001", "/api/zipCode", {})).statusCode).toBe(403);
  });
});
