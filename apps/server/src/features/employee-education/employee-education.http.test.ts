import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { type FormPart, imageBytes, multipartPayload } from "../../testing/upload";

const bachelor = {
  schoolName: "Hanoi University of Science and Technology",
  literacy: "bachelor",
  specialized: "Computer Science",
  graduationYear: 2015,
  graduationRating: "Good",
  status: "graduated",
};

describe("education records and their requests", () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const clock = createFakeClock(new Date("2026-06-10T03:00:00Z"));
  let requestId: number;
  let education: Education;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "employee2" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
  });
  afterAll(() => t.close());

  const call = (
    method: "GET" | "POST",
    url: string,
    who: string | null,
    payload?: unknown,
    language = "en",
  ) =>
    t.app.inject({
      method,
      url: `/api/employee/${url}`,
      headers: { ...(who ? auth[who] : {}), "accept-language": language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const uploadCertificates = (who: string, parts: FormPart[]) => {
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/employee/upload-education-certficates",
      headers: { ...auth[who], ...headers },
      payload,
    });
  };
  const diploma: FormPart = {
    name: "evidences",
    filename: "diploma.png",
    contentType: "image/png",
    content: imageBytes.png,
  };

  it("checks a new record by the contract's rules, in the user's language", async () => {
    const response = await call(
      "POST",
      "add-education-request",
      "employee1",
      {
        ...bachelor,
        schoolName: " ",
        literacy: "kindergarten",
        graduationYear: 1900,
        graduationRating: "superb",
      },
      "ja",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: "schoolName", errorMessage: "学校名を入力してください。" },
        { field: "literacy", errorMessage: "学位を選んでください。" },
        {
          field: "graduationYear",
          errorMessage: "卒業年（1950〜2100）を入力してください。在学中は空欄にしてください。",
        },
        { field: "graduationRating", errorMessage: "卒業評価を選んでください。" },
      ]),
    );
    expect(await (await call("GET", "get-education-request", "employee1")).json()).toEqual([]);
  });

  it("submits a new record to HR and takes its certificates from the owner only", async () => {
    const added = await call("POST", "add-education-request", "employee1", {
      ...bachelor,
      reason: "Add my degree",
    });
    expect(added.statusCode, added.body).toBe(200);
    const request = added.json<ChangeRequest>();
    requestId = request.id;
    expect(request).toMatchObject({
      kind: "education",
      status: "submitted",
      targetId: null,
      effectiveDate: "2026-06-10",
    });
    expect(request.changes).toContainEqual({ field: "graduationYear", oldValue: null, newValue: "2015" });
    // New records do not conflict: a second one may be asked for at once.
    const master = await call("POST", "add-education-request", "employee1", {
      ...bachelor,
      literacy: "master",
      graduationYear: null,
      graduationRating: null,
      status: "studying",
    });
    expect(master.statusCode).toBe(200);
    expect((await call("GET", "get-education-request", "employee1")).json()).toHaveLength(2);

    const uploaded = await uploadCertificates("employee1", [
      { name: "requestId", content: String(requestId) },
      diploma,
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<ChangeRequest>().evidences).toHaveLength(1);
    expect(
      (await uploadCertificates("employee2", [{ name: "requestId", content: String(requestId) }, diploma]))
        .statusCode,
    ).toBe(404);
    expect(
      (await uploadCertificates("employee1", [{ name: "requestId", content: "abc" }, diploma])).statusCode,
    ).toBe(400);
    const disguised = await uploadCertificates("employee1", [
      { name: "requestId", content: String(requestId) },
      { ...diploma, content: imageBytes.html },
    ]);
    expect(disguised.statusCode).toBe(400);
  });

  it("keeps a request sent with certificates a draft, away from HR, until its files are in", async () => {
    const draft = await call("POST", "add-education-request", "employee2", {
      ...bachelor,
      schoolName: "Kyoto University",
      isDraft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const request = draft.json<ChangeRequest>();
    expect(request.status).toBe("draft");
    const review = async () =>
      (await t.app.inject({ method: "GET", url: "/api/employeeChange/review", headers: auth.hr1 })).json<{
        data: ChangeRequest[];
      }>().data;
    expect((await review()).map((row) => row.id)).not.toContain(request.id);

    // A bad certificate: refused, nothing reaches HR; the owner sends a good one, then submits.
    const bad = await uploadCertificates("employee2", [
      { name: "requestId", content: String(request.id) },
      { ...diploma, content: imageBytes.html },
    ]);
    expect(bad.statusCode).toBe(400);
    expect((await review()).map((row) => row.id)).not.toContain(request.id);
    const good = await uploadCertificates("employee2", [
      { name: "requestId", content: String(request.id) },
      diploma,
    ]);
    expect(good.json<ChangeRequest>()).toMatchObject({ status: "draft", evidences: [expect.anything()] });
    const submitted = await t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${request.id}/submit`,
      headers: auth.employee2,
    });
    expect(submitted.json<ChangeRequest>().status).toBe("submitted");
    expect((await review()).map((row) => row.id)).toContain(request.id);
  });

  it("creates the record with its certificates when HR approves", async () => {
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${requestId}/approve`,
      headers: auth.hr1,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const records = (await call("GET", "get-education", "employee1")).json<Education[]>();
    expect(records).toHaveLength(1);
    education = records[0] as Education;
    expect(education).toMatchObject({ ...bachelor, employeeEducationId: education.id });
    expect(education.evidences).toEqual([
      {
        id: expect.any(Number),
        educationId: education.id,
        fileName: "diploma.png",
        filePath: `education/${education.id}/diploma.png`,
        isDelete: false,
      },
    ]);
    expect(approved.json<ChangeRequest>().targetId).toBe(education.id);
    expect((await call("GET", "get-education-request", "employee1")).json()).toHaveLength(1);
    expect((await call("GET", "get-education", "employee2")).json()).toEqual([]);
  });

  it("asks to change the caller's own record only, and only when something changes", async () => {
    const update = (who: string, body: object) => call("POST", "update-education-request", who, body);
    // Someone else's record, to anyone but HR, is as unknown as an id never used.
    expect((await update("employee2", { ...bachelor, employeeEducationId: education.id })).statusCode).toBe(
      404,
    );
    expect((await update("hr1", { ...bachelor, employeeEducationId: education.id })).statusCode).toBe(401);
    expect((await update("employee1", { ...bachelor, employeeEducationId: 999999 })).statusCode).toBe(404);
    const same = await update("employee1", { ...bachelor, employeeEducationId: education.id });
    expect(same.statusCode).toBe(400);
    const asked = await update("employee1", {
      ...bachelor,
      graduationRating: "Excellent",
      employeeEducationId: education.id,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ChangeRequest>().changes).toEqual([
      { field: "graduationRating", oldValue: "Good", newValue: "Excellent" },
    ]);
    expect(
      (
        await update("employee1", {
          ...bachelor,
          graduationRating: "Average",
          employeeEducationId: education.id,
        })
      ).statusCode,
    ).toBe(409);

    // The open request is edited field by field, by the contract's rules.
    const edit = (fields: Record<string, string | null>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/employeeChange/requests/${asked.json<ChangeRequest>().id}`,
        headers: auth.employee1,
        payload: { fields },
      });
    const badYear = await edit({ graduationYear: "nineteen" });
    expect(badYear.json().errors).toEqual([
      {
        field: "fields.graduationYear",
        errorMessage: "Enter the graduation year (1950 to 2100), or leave it empty while studying.",
      },
    ]);
    const edited = await edit({ graduationYear: "2016" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ChangeRequest>().changes).toEqual([
      { field: "graduationYear", oldValue: "2015", newValue: "2016" },
      { field: "graduationRating", oldValue: "Good", newValue: "Excellent" },
    ]);
  });

  it("gives the owner and HR a short-lived signed link to a certificate, served as an attachment", async () => {
    const evidenceId = education.evidences[0]?.id;
    const presign = (who: string, educationId = education.id) =>
      call("GET", `${educationId}/education-presign-url?evidenceId=${evidenceId}`, who);
    expect((await presign("employee2")).statusCode).toBe(404);
    expect((await presign("employee1", 999999)).statusCode).toBe(404);
    expect((await presign("hr1")).statusCode).toBe(200);
    const link = (await presign("employee1")).json<{ url: string; expiresAt: string }>();
    expect(link.expiresAt).toBe("2026-06-10T03:10:00.000Z");
    expect(link.url).toMatch(
      /^\/api\/employee\/education-certificate\/\d+\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/,
    );

    const file = await t.app.inject({ method: "GET", url: link.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe("png");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="diploma.png"/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");

    const tampered = link.url.replace(
      /signature=(.)/,
      (_, first) => `signature=${first === "A" ? "B" : "A"}`,
    );
    expect((await t.app.inject({ method: "GET", url: tampered })).statusCode).toBe(404);
    const otherFile = link.url.replace(/certificate\/\d+/, "certificate/999999");
    expect((await t.app.inject({ method: "GET", url: otherFile })).statusCode).toBe(404);
    const malformed = link.url.replace(/signature=.*/, "signature=short");
    expect((await t.app.inject({ method: "GET", url: malformed })).statusCode).toBe(400);

    clock.advanceMinutes(10);
    const expired = await t.app.inject({
      method: "GET",
      url: link.url,
      headers: { "accept-language": "ja" },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      "このリンクは有効期限が切れています。学歴の画面から証明書を開き直してください。",
    );
  });

  it("is for signed-in users (403), except the signed link", async () => {
    expect((await call("GET", "get-education", null)).statusCode).toBe(403);
    expect((await call("POST", "add-education-request", null, bachelor)).statusCode).toBe(403);
  });
});
