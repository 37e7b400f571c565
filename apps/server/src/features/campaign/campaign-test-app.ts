import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { type FormPart, imageBytes, multipartPayload } from "../../testing/upload";

type Headers = Record<string, string>;

/**
 * The app of a campaign HTTP test: an employee, an HR member and an administrator signed in, the
 * clock at 18:00 in Tokyo on 2026-04-01; the calls and look-ups the campaign tests share.
 */
export function campaignTestApp() {
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error("the campaign test app is built before the tests");
    return app;
  };
  // 18:00 in Tokyo on 2026-04-01.
  const clock = createFakeClock(new Date("2026-04-01T09:00:00Z"));
  const people: { employee: Headers; hr: Headers; admin: Headers } = { employee: {}, hr: {}, admin: {} };

  beforeAll(async () => {
    const built = await buildTestApp({}, { clock });
    app = built;
    const dept = await createDepartment(built.db);
    await createEmployee(built.db, { account: "employee1", deptId: dept.id });
    await createEmployee(built.db, { account: "hr1", deptId: dept.id }, { roles: { sms: 2 } });
    await createEmployee(built.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    people.employee = (await signIn(built, "employee1")).headers;
    people.hr = (await signIn(built, "hr1")).headers;
    people.admin = (await signIn(built, "admin1")).headers;
  });
  afterAll(() => app?.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
    t().app.inject({ method, url, headers, ...(payload && { payload }) });
  const countCampaigns = async () => (await t().db.selectFrom("campaigns").select("id").execute()).length;
  const storedImages = () => {
    const dir = path.join(t().config.dataDir, "uploads", "campaigns");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const upload = (headers: Headers, parts: FormPart[]) => {
    const body = multipartPayload(parts);
    return t().app.inject({
      method: "POST",
      url: "/api/campaigns/images",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadImage = async (filename = "banner.png", content = imageBytes.png) => {
    const response = await upload(people.hr, [{ name: "file", filename, contentType: "image/png", content }]);
    expect(response.statusCode).toBe(200);
    return response.json<{ imageFile: string; url: string }>();
  };
  const validInput = (imageFile: string) => ({
    titleEn: "Wellness month",
    titleJa: "健康月間",
    contentEn: "Walk more.\n\nSleep well.",
    contentJa: "よく歩こう。",
    startDate: "2026-04-01",
    expiredDate: "2026-04-30",
    imageFile,
  });

  return { t, clock, people, call, countCampaigns, storedImages, upload, uploadImage, validInput };
}
