import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { beforeAll, describe, expect, it } from "vitest";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import type { TestApp } from "../../testing/build-test-app";
import { evidenceBytes } from "../../testing/evidence-bytes";
import { type EvidenceBody, evidenceTestApp } from "./evidence-test-app";

describe("commuting ticket evidence", () => {
  const evidence = evidenceTestApp();
  const { clock, headersOf, evidenceDir, rowOf, upload, attach, presign, presignedUrl, get } = evidence;
  let t: TestApp;
  let ticket1: number;
  let ticket2: number;
  beforeAll(() => {
    t = evidence.t();
    ticket1 = evidence.tickets.ticket1;
    ticket2 = evidence.tickets.ticket2;
  });

  describe("who may have a file", () => {
    let attached: EvidenceBody;
    let unattached: EvidenceBody;
    beforeAll(async () => {
      attached = await attach("employee1", ticket1, "receipt.png", evidenceBytes.png);
      unattached = await upload("employee1", "draft.pdf");
    });

    it("presigns a ticket's file for its owner, the department's leader, HR and approvers", async () => {
      for (const account of ["employee1", "leader1", "hr1", "approver1"]) {
        const body = await presignedUrl(account, attached.id);
        expect(body.url).toMatch(
          new RegExp(`^/api/commutationTicket/downloadEvidence/${attached.id}/\\d+\\.[A-Za-z0-9_-]{43}$`),
        );
        expect(body.expiresAt).toBe(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
      }
    });

    it("tells anyone else the file does not exist (404)", async () => {
      for (const account of ["employee2", "leader2"]) {
        const response = await presign(account, attached.id);
        expect(response.statusCode, account).toBe(404);
        expect(response.json().message).toBe("The requested resource was not found.");
      }
      expect((await presign("employee1", 999_999)).statusCode).toBe(404);
      expect((await presign("", attached.id)).statusCode).toBe(403);
    });

    it("presigns an upload no ticket uses yet for its uploader only", async () => {
      expect((await presign("employee1", unattached.id)).statusCode).toBe(200);
      for (const account of ["employee2", "leader1", "hr1", "approver1"]) {
        expect((await presign(account, unattached.id)).statusCode, account).toBe(404);
      }
    });

    it("downloads a ticket's file with the bearer token for those who may see the ticket", async () => {
      const url = `/api/commutationTicket/download/${ticket1}/${attached.id}`;
      for (const account of ["employee1", "leader1", "hr1", "approver1"]) {
        const response = await get(url, headersOf(account));
        expect(response.statusCode, account).toBe(200);
        expect(response.headers["content-type"]).toBe("image/png");
        const stored = fs.readFileSync(path.join(evidenceDir(), (await rowOf(attached.id)).storedName));
        expect(response.rawPayload).toEqual(stored);
      }
      for (const account of ["employee2", "leader2"]) {
        expect((await get(url, headersOf(account))).statusCode, account).toBe(404);
      }
      // The file under another ticket's id, an upload no ticket uses, an unknown file.
      expect(
        (await get(`/api/commutationTicket/download/${ticket2}/${attached.id}`, headersOf("hr1"))).statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/commutationTicket/download/${ticket1}/${unattached.id}`, headersOf("employee1")))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/commutationTicket/download/${ticket1}/999999`, headersOf("employee1"))).statusCode,
      ).toBe(404);
      expect((await get(url)).statusCode).toBe(403);
    });
  });

  describe("presigned links", () => {
    it("serve the file without a session until they expire", async () => {
      const body = await upload("employee1", "statement.pdf", evidenceBytes.pdf);
      const { url } = await presignedUrl("employee1", body.id);

      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(evidenceBytes.pdf);
      expect(response.headers).toMatchObject({
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`,
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        "content-security-policy": fileContentSecurityPolicy,
      });

      // Compressed or not, the client gets the same bytes and a length that fits them.
      const gzip = await get(url, { "accept-encoding": "gzip" });
      expect(gzip.statusCode).toBe(200);
      const encoded = gzip.headers["content-encoding"] === "gzip";
      expect(encoded ? gunzipSync(gzip.rawPayload) : gzip.rawPayload).toEqual(evidenceBytes.pdf);
      if (gzip.headers["content-length"] !== undefined) {
        expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
      }

      clock.advance(TicketLimits.presignMinutes * 60_000 - 1000);
      expect((await get(url)).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await get(url, { "content-language": "ja" });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({
        message:
          "このダウンロードリンクは期限切れか無効です。定期の画面からもう一度ファイルを開いてください。",
        errors: [],
      });
      const english = await get(url);
      expect(english.json().message).toBe(
        "This download link has expired or is not valid. Please open the file again from the ticket.",
      );
    });

    it("refuse a tampered, borrowed or malformed token (403)", async () => {
      const body = await upload("employee1", "statement.pdf");
      const other = await upload("employee1", "other.pdf");
      const { url } = await presignedUrl("employee1", body.id);
      const [expires = "", signature = ""] = (url.split("/").pop() ?? "").split(".");
      const base = "/api/commutationTicket/downloadEvidence";
      const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
      const tampered = [
        `${base}/${body.id}/${expires}.${flipped}`,
        // A later expiry with the old signature.
        `${base}/${body.id}/${Number(expires) + 3_600_000}.${signature}`,
        // The signature of one file on another.
        `${base}/${other.id}/${expires}.${signature}`,
        `${base}/${body.id}/${expires}`,
        `${base}/${body.id}/not-a-token`,
      ];
      for (const link of tampered) {
        const response = await get(link);
        expect(response.statusCode, link).toBe(403);
        expect(response.json().message).toContain("download link");
      }
      expect((await get(url)).statusCode).toBe(200);
    });

    it("answer 404 for a valid link to a file that is gone", async () => {
      const body = await upload("employee1", "gone.pdf");
      const { url } = await presignedUrl("employee1", body.id);
      await t.db.deleteFrom("ticketEvidences").where("id", "=", body.id).execute();
      expect((await get(url)).statusCode).toBe(404);
    });

    it("offer a Japanese file name as RFC 5987 filename* with an ASCII fallback", async () => {
      const body = await attach("employee1", ticket1, "領収書 4月分.pdf", evidenceBytes.pdf);
      expect(body.fileName).toBe("領収書 4月分.pdf");
      const { url } = await presignedUrl("hr1", body.id);
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const disposition = String(response.headers["content-disposition"]);
      expect(disposition).toBe(
        `attachment; filename="___ 4__.pdf"; filename*=UTF-8''${encodeURIComponent("領収書 4月分.pdf")}`,
      );
      const encoded = disposition.split("filename*=UTF-8''")[1] ?? "";
      expect(decodeURIComponent(encoded)).toBe("領収書 4月分.pdf");
      const bearer = await get(`/api/commutationTicket/download/${ticket1}/${body.id}`, headersOf("leader1"));
      expect(bearer.headers["content-disposition"]).toBe(disposition);
    });
  });
});
