import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import type { TestApp } from "../../testing/build-test-app";
import { evidenceBytes } from "../../testing/evidence-bytes";
import { claimEvidence, listEvidence } from "./evidence.service";
import { evidenceTestApp } from "./evidence-test-app";

describe("commuting ticket evidence", () => {
  const evidence = evidenceTestApp();
  const { user, storedFiles, countRows, rowOf, postFile, upload, attach } = evidence;
  let t: TestApp;
  let ticket1: number;
  beforeAll(() => {
    t = evidence.t();
    ticket1 = evidence.tickets.ticket1;
  });

  describe("attaching to a ticket", () => {
    it("attaches the owner's file to the ticket at once", async () => {
      const body = await attach("employee1", ticket1, "定期券.jpg", evidenceBytes.jpg);
      expect(body).toMatchObject({ fileName: "定期券.jpg", contentType: "image/jpeg", purpose: "ticket" });
      expect(await rowOf(body.id)).toMatchObject({ ticketId: ticket1, uploadedBy: user("employee1").id });
      expect((await listEvidence(t.db, ticket1)).map((e) => e.id)).toContain(body.id);
    });

    it("is the owner's only: others who see it 401, anyone else and an unknown ticket 404, no session 403; nothing stored", async () => {
      const before = { files: storedFiles().length, rows: await countRows() };
      const url = (id: number) => ({ url: `/api/commutationTicket/${id}/evidence` });
      for (const account of ["leader1", "hr1", "approver1"]) {
        const response = await postFile(account, "receipt.png", evidenceBytes.png, url(ticket1));
        expect(response.statusCode, account).toBe(401);
        expect(response.json().message).toBe("You do not have permission to do this.");
      }
      // Its existence is not revealed to someone who may not see it (decision 017).
      expect((await postFile("employee2", "receipt.png", evidenceBytes.png, url(ticket1))).statusCode).toBe(
        404,
      );
      expect((await postFile("employee1", "receipt.png", evidenceBytes.png, url(999_999))).statusCode).toBe(
        404,
      );
      expect((await postFile("", "receipt.png", evidenceBytes.png, url(ticket1))).statusCode).toBe(403);
      expect((await postFile("employee1", "a.exe", evidenceBytes.exe, url(ticket1))).statusCode).toBe(400);
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });
  });

  describe("claimEvidence", () => {
    const refusal = {
      statusCode: 400,
      options: { fields: [expect.objectContaining({ field: "evidenceIds" })] },
    };

    it("attaches the caller's own unattached uploads, with the purpose, inside the caller's transaction", async () => {
      const first = await upload("employee1", "refund-1.pdf");
      const second = await upload("employee1", "refund-2.png", evidenceBytes.png);
      const claimed = await t.db.transaction().execute((trx) =>
        claimEvidence(trx, {
          evidenceIds: [first.id, second.id, first.id],
          uploaderId: user("employee1").id,
          ticketId: ticket1,
          purpose: "cancel",
        }),
      );
      expect(claimed).toBe(2);
      const listed = await listEvidence(t.db, ticket1);
      expect(listed.filter((e) => [first.id, second.id].includes(e.id))).toEqual([
        { ...first, purpose: "cancel" },
        { ...second, purpose: "cancel" },
      ]);
      expect(
        await claimEvidence(t.db, {
          evidenceIds: [],
          uploaderId: user("employee1").id,
          ticketId: ticket1,
          purpose: "ticket",
        }),
      ).toBe(0);
    });

    it("refuses someone else's upload, one already used or unknown, and claims nothing then", async () => {
      const own = await upload("employee1", "mine.pdf");
      const theirs = await upload("employee2", "theirs.pdf");
      const used = await attach("employee1", ticket1);
      for (const evidenceIds of [[theirs.id], [own.id, theirs.id], [own.id, used.id], [own.id, 999_999]]) {
        const attempt = claimEvidence(t.db, {
          evidenceIds,
          uploaderId: user("employee1").id,
          ticketId: ticket1,
          purpose: "cancel",
        });
        await expect(attempt, String(evidenceIds)).rejects.toBeInstanceOf(AppError);
        await expect(attempt).rejects.toMatchObject(refusal);
      }
      expect((await rowOf(own.id)).ticketId).toBeNull();
      expect((await rowOf(theirs.id)).ticketId).toBeNull();
      // A rolled-back transaction takes the claim with it.
      await expect(
        t.db.transaction().execute(async (trx) => {
          await claimEvidence(trx, {
            evidenceIds: [own.id],
            uploaderId: user("employee1").id,
            ticketId: ticket1,
            purpose: "ticket",
          });
          throw new Error("the ticket's own rule failed");
        }),
      ).rejects.toThrow("the ticket's own rule failed");
      expect((await rowOf(own.id)).ticketId).toBeNull();
    });

    it("refuses with the message key the error handler translates", async () => {
      const theirs = await upload("employee2", "theirs.pdf");
      const error = await claimEvidence(t.db, {
        evidenceIds: [theirs.id],
        uploaderId: user("employee1").id,
        ticketId: ticket1,
        purpose: "cancel",
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).messageKey).toBe("ticket.evidenceUnavailable");
    });
  });
});
