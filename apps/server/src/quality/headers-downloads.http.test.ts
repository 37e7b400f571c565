import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  directivesOf,
  expectNotStored,
  expectProtected,
  useHeadersApp,
} from "../testing/quality/response-headers";
import { pdfBytes } from "../testing/upload";

// Files are served safely (docs/decisions/027): every download is a no-store attachment with a
// safe name and a sandboxing policy; public images are inline and sandboxed, cached for good only
// under names never reused.

type Response = LightMyRequestResponse;

describe("response headers of downloads and images", () => {
  const suite = useHeadersApp();
  const { get, upload, file, headersOf } = suite;

  it("serves every file download as a no-store attachment with a safe name and a sandboxing policy", async () => {
    const downloads: [string, Response][] = [];

    // Ticket evidence: by the bearer token and by a presigned link.
    const evidence = await upload(
      `/api/commutationTicket/${suite.ticketId}/evidence`,
      headersOf("employee1"),
      [file("file", "定期券 receipt.pdf", pdfBytes)],
    );
    expect(evidence.statusCode, evidence.body).toBe(200);
    const evidenceId = evidence.json<{ id: number }>().id;
    downloads.push([
      "ticket evidence",
      await get(`/api/commutationTicket/download/${suite.ticketId}/${evidenceId}`, headersOf("employee1")),
    ]);
    const presigned = await suite.t.app.inject({
      method: "POST",
      url: "/api/commutationTicket/presignURL",
      headers: headersOf("employee1"),
      payload: { evidenceId },
    });
    downloads.push(["ticket evidence link", await get(presigned.json<{ url: string }>().url)]);

    // A change request's evidence.
    const request = await suite.t.app.inject({
      method: "POST",
      url: "/api/employeeChange/requests",
      headers: headersOf("employee1"),
      payload: {
        fields: { visaKind: "Engineer/Specialist in Humanities" },
        effectiveDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    const requestId = request.json<ChangeRequest>().id;
    const changed = await upload(
      `/api/employeeChange/requests/${requestId}/evidences`,
      headersOf("employee1"),
      [file("evidences", "residence card.pdf", pdfBytes)],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const changeEvidenceId = changed.json<ChangeRequest>().evidences[0]?.id;
    downloads.push([
      "change request evidence",
      await get(`/api/employeeChange/requests/${requestId}/evidences/${changeEvidenceId}`, headersOf("hr1")),
    ]);

    // An education certificate, behind its signed link.
    const asked = await suite.t.app.inject({
      method: "POST",
      url: "/api/employee/add-education-request",
      headers: headersOf("employee1"),
      payload: {
        schoolName: "Hanoi University of Science and Technology",
        literacy: "bachelor",
        specialized: "Computer Science",
        graduationYear: 2015,
        graduationRating: "Good",
        status: "graduated",
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const educationRequestId = asked.json<ChangeRequest>().id;
    const certificate = await upload("/api/employee/upload-education-certficates", headersOf("employee1"), [
      { name: "requestId", content: String(educationRequestId) },
      file("evidences", "diploma.pdf", pdfBytes),
    ]);
    expect(certificate.statusCode, certificate.body).toBe(200);
    const approved = await suite.t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${educationRequestId}/approve`,
      headers: headersOf("hr1"),
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [education] = (await get("/api/employee/get-education", headersOf("employee1"))).json<
      Education[]
    >();
    const link = await get(
      `/api/employee/${education?.id}/education-presign-url?evidenceId=${education?.evidences[0]?.id}`,
      headersOf("employee1"),
    );
    downloads.push(["education certificate", await get(link.json<{ url: string }>().url)]);

    // Exports: the sign-in audit (CSV) and the tickets (CSV, Excel).
    downloads.push(["sign-in audit", await get("/api/audit/sign-ins/export", headersOf("hr1"))]);
    downloads.push(["ticket export", await get("/api/commutationTicket/export", headersOf("hr1"))]);
    downloads.push([
      "ticket workbook",
      await suite.t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/exportAF",
        headers: headersOf("hr1"),
        payload: {},
      }),
    ]);

    for (const [what, response] of downloads) {
      expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(200);
      expectProtected(response, what);
      expectNotStored(response, what);
      const disposition = String(response.headers["content-disposition"]);
      expect(disposition, what).toMatch(
        /^attachment; filename="[\x20-\x7e]+"(; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+)?$/,
      );
      expect(disposition, what).not.toMatch(/[\r\n]/);
    }
    const [, ticketFile] = downloads[0] as [string, Response];
    expect(ticketFile.headers["content-disposition"]).toBe(
      `attachment; filename="___ receipt.pdf"; filename*=UTF-8''%E5%AE%9A%E6%9C%9F%E5%88%B8%20receipt.pdf`,
    );
    expect(ticketFile.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it("serves public images inline and sandboxed, cached for good under names never reused", async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#369" } })
      .png()
      .toBuffer();
    const images: [string, Response, string][] = [];

    const banner = await upload("/api/campaigns/images", headersOf("hr1"), [file("file", "banner.png", png)]);
    expect(banner.statusCode, banner.body).toBe(200);
    images.push(["campaign banner", await get(banner.json<{ url: string }>().url), "public"]);

    const help = await upload("/api/markdown/images", headersOf("hr1"), [file("file", "step.png", png)]);
    expect(help.statusCode, help.body).toBe(200);
    images.push(["help image", await get(help.json<{ url: string }>().url), "public"]);

    const avatar = await upload("/api/employeeAvatar/uploadAvatar", headersOf("employee1"), [
      file("file", "me.png", png),
    ]);
    expect(avatar.statusCode, avatar.body).toBe(200);
    expectNotStored(avatar, "avatar upload");
    images.push(["profile photo", await get(avatar.body), "private"]);

    for (const [what, response, scope] of images) {
      expect(response.statusCode, what).toBe(200);
      expect(response.headers["content-type"], what).toMatch(/^image\/(png|jpeg|webp)$/);
      expect(response.headers["content-disposition"], what).toBe("inline");
      expectProtected(response, what);
      const policy = directivesOf(response);
      expect(policy.get("default-src"), what).toEqual(["'none'"]);
      expect(policy.get("sandbox"), what).toEqual([]);
      expect(response.headers["cache-control"], what).toBe(`${scope}, max-age=31536000, immutable`);
    }

    // A missing image is an error like any other: not kept.
    const missing = await get(`/api/campaigns/images/${"0".repeat(32)}.png`);
    expect(missing.statusCode).toBe(404);
    expectNotStored(missing, "missing image");
    expectProtected(missing, "missing image");
  });
});
