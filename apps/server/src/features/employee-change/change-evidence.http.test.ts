import fs from "node:fs";
import path from "node:path";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { type FormPart, imageBytes, multipartPayload } from "../../testing/upload";

describe("evidence files of change requests", () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  let request: ChangeRequest;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    const { ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "employee2" } },
      people: {
        employee1: { department: "dev" },
        employee2: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2 } },
      },
    });
    for (const account of Object.keys(ids)) auth[account] = (await signIn(t, account)).headers;
    const today = new Date().toISOString().slice(0, 10);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/employeeChange/requests",
      headers: auth.employee1,
      payload: { fields: { visaKind: "Engineer/Specialist in Humanities" }, effectiveDate: today },
    });
    request = created.json();
  });
  afterAll(() => t.close());

  const evidenceDir = () => path.join(t.config.dataDir, "change-request-evidence");
  const storedFiles = () => (fs.existsSync(evidenceDir()) ? fs.readdirSync(evidenceDir()) : []);
  const upload = (who: string, parts: FormPart[], language = "en") => {
    const { payload, headers } = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${request.id}/evidences`,
      headers: { ...auth[who], ...headers, "accept-language": language },
      payload,
    });
  };
  const png = (name = "residence-card.png"): FormPart => ({
    name: "evidences",
    filename: name,
    contentType: "image/png",
    content: imageBytes.png,
  });

  it("accepts a PNG of the owner's open request, told by its content, under a cleaned name", async () => {
    const response = await upload("employee1", [png("../../etc/在留カード.png")]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChangeRequest>().evidences).toEqual([
      {
        id: expect.any(Number),
        fileName: "在留カード.png",
        contentType: "image/png",
        size: expect.any(Number),
        createdAt: expect.any(String),
      },
    ]);
    expect(storedFiles()).toHaveLength(1);
  });

  it("refuses HTML disguised as a PNG, and an empty upload, in the user's language; nothing is kept", async () => {
    const disguised = await upload("employee1", [
      png(),
      { name: "evidences", filename: "photo.png", contentType: "image/png", content: imageBytes.html },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toEqual({
      message: "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.",
      errors: [
        {
          field: "evidences",
          errorMessage: "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.",
        },
      ],
    });
    const svg = await upload(
      "employee1",
      [{ name: "evidences", filename: "a.png", content: imageBytes.svg }],
      "ja",
    );
    expect(svg.json().message).toBe(
      "証憑としてアップロードできるのは PNG、JPEG、PDF、WebP、HEIF/HEIC ファイルのみです。",
    );
    const none = await t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${request.id}/evidences`,
      headers: auth.employee1,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe("evidences");
    expect(storedFiles()).toHaveLength(1);
  });

  it("holds at most five files, and refuses a file over the size limit (413)", async () => {
    const four = await upload("employee1", [png("a.png"), png("b.png"), png("c.png"), png("d.png")]);
    expect(four.json<ChangeRequest>().evidences).toHaveLength(ChangeRequestLimits.maxEvidences);
    const sixth = await upload("employee1", [png("e.png")]);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe("A request can hold at most 5 evidence files.");
    const large = await upload("employee1", [
      {
        ...png("large.png"),
        content: Buffer.alloc(ChangeRequestLimits.evidenceMaxBytes + 1, imageBytes.png),
      },
    ]);
    expect(large.statusCode).toBe(413);
    expect(storedFiles()).toHaveLength(ChangeRequestLimits.maxEvidences);
  });

  it("lets the owner and HR download a file as an attachment, nobody else", async () => {
    const [first] = (
      await t.app.inject({
        method: "GET",
        url: `/api/employeeChange/requests/${request.id}`,
        headers: auth.hr1,
      })
    ).json<ChangeRequest>().evidences;
    const url = `/api/employeeChange/requests/${request.id}/evidences/${first?.id}`;
    for (const who of ["employee1", "hr1"]) {
      const response = await t.app.inject({ method: "GET", url, headers: auth[who] });
      expect(response.statusCode).toBe(200);
      // Images are kept re-encoded without metadata: a PNG still, never the upload's bytes.
      expect((await sharp(response.rawPayload).metadata()).format).toBe("png");
      expect(response.headers).toMatchObject({
        "content-type": "image/png",
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      });
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename=".*\.png"; filename\*=UTF-8''/,
      );
    }
    // To anyone else the request and its files do not exist.
    expect((await t.app.inject({ method: "GET", url, headers: auth.employee2 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(403);
    const wrong = `/api/employeeChange/requests/${request.id}/evidences/999999`;
    expect((await t.app.inject({ method: "GET", url: wrong, headers: auth.employee1 })).statusCode).toBe(404);
    // An upload to the owner's request, before the body is read: HR, who sees it, 401; anyone
    // else 404, as for a request that does not exist.
    expect((await upload("employee2", [png()])).statusCode).toBe(404);
    expect((await upload("hr1", [png()])).statusCode).toBe(401);
  });

  it("lets the owner remove a file while the request is open (the file goes too), not after the decision", async () => {
    const before = (
      await t.app.inject({
        method: "GET",
        url: `/api/employeeChange/requests/${request.id}`,
        headers: auth.employee1,
      })
    ).json<ChangeRequest>();
    const target = before.evidences[0];
    const remove = (who: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/employeeChange/requests/${request.id}/evidences/${target?.id}`,
        headers: auth[who],
      });
    expect((await remove("hr1")).statusCode).toBe(401);
    const removed = await remove("employee1");
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ChangeRequest>().evidences.map((evidence) => evidence.id)).not.toContain(target?.id);
    expect(storedFiles()).toHaveLength(before.evidences.length - 1);
    expect((await remove("employee1")).statusCode).toBe(404);

    const approved = await t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${request.id}/approve`,
      headers: auth.hr1,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect((await upload("employee1", [png()])).statusCode).toBe(409);
  });
});
