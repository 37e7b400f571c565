import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { imageBytes, imageHeaders, multipartPayload } from "../../testing/upload";

type Headers = Record<string, string>;

describe("help centre", () => {
  let t: TestApp;
  let employee: Headers;
  let hr: Headers;
  let admin: Headers;
  let writer: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    await createEmployee(t.db, { account: "hr1", deptId: dept.id }, { roles: { sms: 2 } });
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    writer = await createEmployee(t.db, {
      account: "writer1",
      deptId: dept.id,
      employeeCode: "W0001",
      fullName: "Sora Writer",
    });
    employee = (await signIn(t, "employee1")).headers;
    hr = (await signIn(t, "hr1")).headers;
    admin = (await signIn(t, "admin1")).headers;
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const page = "/api/markdown/portal/sign-in/1";

  it("ships the seed pages on a fresh database, in a menu of features, functions and pages", async () => {
    const response = await call("GET", "/api/markdown/menu?lang=ja", employee);
    expect(response.statusCode).toBe(200);
    const features = response.json().features as {
      key: string;
      functions: { key: string; pages: { title: string }[] }[];
    }[];
    expect(features.map((feature) => feature.key)).toEqual([
      "administration",
      "commuting-ticket",
      "employee",
      "leave",
      "portal",
    ]);
    const administration = features.find((feature) => feature.key === "administration");
    expect(administration?.functions.map((fn) => fn.key)).toEqual([
      "campaigns",
      "jobs",
      "menu",
      "notifications",
      "page-views",
      "sign-in-audit",
    ]);
    const portal = features.find((feature) => feature.key === "portal");
    expect(portal?.functions.map((fn) => fn.key)).toEqual(["help", "navi", "notifications", "sign-in"]);
    expect(portal?.functions.find((fn) => fn.key === "sign-in")?.pages).toEqual([
      { order: 1, title: "サインイン", language: "ja" },
    ]);
  });

  it("serves a published page in the language asked for, else the request's language", async () => {
    const ja = await call("GET", page, { ...employee, "content-language": "ja" });
    expect(ja.json()).toMatchObject({ title: "サインイン", language: "ja", isFallback: false, order: 1 });
    expect(ja.json().markdown).toContain("セキュリティ確認");
    const vi = await call("GET", "/api/markdown/commuting-ticket/guideline/1?lang=vi", employee);
    expect(vi.json()).toMatchObject({ title: "Hướng dẫn về vé đi làm", language: "vi", isFallback: false });
  });

  it("falls back to English with a flag when a page is not translated; 404 when there is no page", async () => {
    const response = await call("GET", `${page}?lang=vi`, employee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Signing in", language: "en", isFallback: true });
    expect((await call("GET", "/api/markdown/portal/nothing/1", employee)).statusCode).toBe(404);
    expect((await call("GET", "/api/markdown/Bad_Slug/x/1", employee)).statusCode).toBe(400);
  });

  it("searches pages of the user's language, Japanese phrases inside sentences included", async () => {
    const ja = await call("GET", `/api/markdown/search?q=${encodeURIComponent("定期券の払い戻し")}`, {
      ...employee,
      "content-language": "ja",
    });
    expect(ja.statusCode).toBe(200);
    const hits = ja.json() as { feature: string; function: string; title: string; snippet: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /[ぁ-んァ-ン一-龯]/.test(hit.title))).toBe(true);
    expect(hits.map((hit) => `${hit.feature}/${hit.function}`)).toContain("commuting-ticket/employee");
    const inSentence = await call(
      "GET",
      `/api/markdown/search?lang=ja&q=${encodeURIComponent("証明書類")}`,
      employee,
    );
    expect(inSentence.json()[0]).toMatchObject({ feature: "employee", function: "profile" });
    expect(inSentence.json()[0].snippet).toContain("証明書類");

    const en = await call("GET", "/api/markdown/search?q=security%20check", employee);
    expect(en.json()[0]).toMatchObject({ feature: "portal", function: "sign-in", title: "Signing in" });
    expect((await call("GET", "/api/markdown/search?q=zzzunknown", employee)).json()).toEqual([]);
  });

  it("finds a page by words of any language and shows it in the chosen one when it has it", async () => {
    // Japanese words, English chosen: the English page of the same address.
    const english = await call(
      "GET",
      `/api/markdown/search?lang=en&q=${encodeURIComponent("証明書類")}`,
      employee,
    );
    expect(english.json()[0]).toMatchObject({
      feature: "employee",
      function: "profile",
      language: "en",
      title: expect.not.stringMatching(/[ぁ-んァ-ン一-龯]/),
    });
    // Vietnamese chosen, a page with a Vietnamese version: shown in Vietnamese.
    const vietnamese = await call("GET", "/api/markdown/search?lang=vi&q=navi", employee);
    expect(vietnamese.json()[0]).toMatchObject({ feature: "portal", function: "navi", language: "vi" });
    // A page without a Vietnamese version is shown in the language it matched in, after.
    const mixed = (await call("GET", "/api/markdown/search?lang=vi&q=evidence", employee)).json() as {
      language: string;
    }[];
    expect(mixed.length).toBeGreaterThan(1);
    const firstOther = mixed.findIndex((hit) => hit.language !== "vi");
    expect(mixed.slice(firstOther).every((hit) => hit.language !== "vi")).toBe(true);
  });

  it("lets editors save a draft, publish it, list revisions and restore one", async () => {
    const url = "/api/markdown/portal/faq/1";
    const saved = await call("PUT", `${url}/draft`, hr, {
      language: "en",
      title: "FAQ",
      markdown: "First **text**.",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ hasDraft: true, isPublished: false, title: "FAQ" });
    expect((await call("GET", url, employee)).statusCode).toBe(404);

    expect((await call("POST", `${url}/publish`, admin, { language: "en" })).json()).toMatchObject({
      hasDraft: false,
      isPublished: true,
    });
    expect((await call("GET", url, employee)).json()).toMatchObject({
      title: "FAQ",
      markdown: "First **text**.",
    });
    expect((await call("POST", `${url}/publish`, admin, { language: "en" })).statusCode).toBe(400);

    await call("PUT", `${url}/draft`, hr, { language: "en", title: "FAQ 2", markdown: "Second." });
    await call("POST", `${url}/publish`, hr, { language: "en" });
    const revisions = (await call("GET", `${url}/revisions?lang=en`, admin)).json() as {
      id: number;
      title: string;
    }[];
    expect(revisions.map((revision) => revision.title)).toEqual(["FAQ 2", "FAQ"]);

    const restored = await call("POST", `${url}/restore/${revisions[1]?.id}`, admin);
    expect(restored.json()).toMatchObject({ hasDraft: true, title: "FAQ", markdown: "First **text**." });
    expect((await call("GET", url, employee)).json().title).toBe("FAQ 2");
    expect(
      (await call("POST", `/api/markdown/portal/sign-in/1/restore/${revisions[1]?.id}`, admin)).statusCode,
    ).toBe(404);
  });

  it("refuses raw HTML and javascript:/data: links on save, and stores nothing", async () => {
    const url = "/api/markdown/portal/unsafe/1/draft";
    for (const markdown of [
      "Hello <script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      "[click](javascript:alert(1))",
      "[click](&#106;avascript:alert(1))",
      "[click](JaVaScRiPt:alert(1))",
      "<javascript:alert(1)>",
      "![x](data:image/svg+xml;base64,PHN2Zz4=)",
      "[x][ref]\n\n[ref]: javascript:alert(1)",
    ]) {
      const response = await call("PUT", url, admin, { language: "en", title: "Unsafe", markdown });
      expect(response.statusCode, markdown).toBe(400);
      expect(response.json().errors[0].field).toBe("markdown");
    }
    expect((await call("GET", url, admin)).json()).toMatchObject({ hasDraft: false, markdown: "" });
    const fine = "[Home](/home) [Mail](mailto:hr@example.com) [Site](https://example.com) `<b>code</b>`";
    expect(
      (await call("PUT", url, admin, { language: "en", title: "Fine", markdown: fine })).statusCode,
    ).toBe(200);
  });

  it("keeps editing to administrators and HR (401 for employees, 403 signed out)", async () => {
    const draft = "/api/markdown/portal/sign-in/1/draft";
    expect((await call("GET", `${draft}?lang=en`, employee)).statusCode).toBe(401);
    expect(
      (await call("PUT", draft, employee, { language: "en", title: "x", markdown: "x" })).statusCode,
    ).toBe(401);
    expect((await call("POST", `${page}/publish`, employee, { language: "en" })).statusCode).toBe(401);
    expect((await call("GET", `${page}/revisions`, employee)).statusCode).toBe(401);
    expect((await call("GET", `${draft}?lang=en`, {})).statusCode).toBe(403);
    expect((await call("GET", "/api/markdown/menu", {})).statusCode).toBe(403);
    expect((await call("GET", page, {})).statusCode).toBe(403);
  });

  it("lets administrators make an employee a help editor and take it back; the menu says who may edit", async () => {
    const writerHeaders = (await signIn(t, "writer1")).headers;
    const draft = { language: "en", title: "Signing in", markdown: "Sign in with your account." };
    const canEdit = async (headers: Headers) =>
      (await call("GET", "/api/markdown/menu", headers)).json().canEdit;
    expect(await canEdit(writerHeaders)).toBe(false);
    expect(await canEdit(hr)).toBe(true);
    expect(await canEdit(admin)).toBe(true);
    expect((await call("PUT", `${page}/draft`, writerHeaders, draft)).statusCode).toBe(401);

    // Only administrators manage editors: HR and employees are refused, whatever they send.
    const editorUrl = `/api/markdown/editors/${writer.id}`;
    expect((await call("PUT", editorUrl, hr)).statusCode).toBe(401);
    expect((await call("PUT", editorUrl, writerHeaders)).statusCode).toBe(401);
    expect((await call("GET", "/api/markdown/editors", hr)).statusCode).toBe(401);
    expect((await call("PUT", editorUrl, {})).statusCode).toBe(403);
    expect((await call("PUT", "/api/markdown/editors/999999", admin)).statusCode).toBe(404);
    expect((await call("PUT", "/api/markdown/editors/abc", admin)).statusCode).toBe(400);

    const granted = await call("PUT", editorUrl, { ...admin, "accept-language": "ja" });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({
      employeeId: writer.id,
      employeeCode: "W0001",
      fullName: "Sora Writer",
      departmentName: expect.stringMatching(/^部署/),
      grantedAt: expect.any(String),
      grantedByName: expect.any(String),
    });
    expect((await call("PUT", editorUrl, admin)).statusCode).toBe(200);
    expect((await call("GET", "/api/markdown/editors", admin)).json()).toEqual([
      expect.objectContaining({
        employeeId: writer.id,
        departmentName: expect.stringMatching(/^Department/),
      }),
    ]);
    expect(await canEdit(writerHeaders)).toBe(true);
    expect((await call("PUT", `${page}/draft`, writerHeaders, draft)).statusCode).toBe(200);

    expect((await call("DELETE", editorUrl, admin)).statusCode).toBe(204);
    expect((await call("DELETE", editorUrl, admin)).statusCode).toBe(404);
    expect((await call("GET", "/api/markdown/editors", admin)).json()).toEqual([]);
    // The role is read on every call: the same token is refused at once.
    expect((await call("PUT", `${page}/draft`, writerHeaders, draft)).statusCode).toBe(401);
    expect(await canEdit(writerHeaders)).toBe(false);
  });

  it("stores uploaded images re-encoded as WebP, refuses other content, and serves them by name", async () => {
    const upload = (headers: Headers, filename: string, content: Buffer) => {
      const body = multipartPayload([{ name: "file", filename, contentType: "image/png", content }]);
      return t.app.inject({
        method: "POST",
        url: "/api/markdown/images",
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#3a9" } })
      .png()
      .toBuffer();
    expect((await upload(employee, "a.png", png)).statusCode).toBe(401);
    expect((await upload(admin, "a.png", imageBytes.svg)).statusCode).toBe(400);
    expect((await upload(admin, "a.png", imageHeaders.png)).statusCode).toBe(400);
    const stored = await upload(admin, "a.png", png);
    expect(stored.statusCode).toBe(200);
    const { url } = stored.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/markdown\/images\/[a-f0-9]{32}\.webp$/);
    const image = await t.app.inject({ method: "GET", url });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
    const withImage = `![Screen](${url})`;
    const saved = await call("PUT", "/api/markdown/portal/images/1/draft", admin, {
      language: "en",
      title: "Images",
      markdown: withImage,
    });
    expect(saved.statusCode).toBe(200);
  });
});
