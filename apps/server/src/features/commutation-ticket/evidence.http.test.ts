import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { TicketLimits, TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { AppError } from "../../lib/app-error";
import { cleanFileName, detectEvidenceType } from "../../lib/evidence-storage";
import { fileContentSecurityPolicy } from "../../lib/file-response";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { insertTicketRow } from "../../testing/ticket-rows";
import { type FormPart, imageBytes, multipartPayload } from "../../testing/upload";
import { claimEvidence, listEvidence } from "./evidence.service";

type Headers = Record<string, string>;

/** The first bytes of each evidence kind, enough for the server's type check, and padding. */
const evidenceBytes = {
  ...imageBytes,
  pdf: Buffer.concat([
    Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
    randomBytes(64),
    Buffer.from("\n%%EOF\n"),
  ]),
  // An ftyp box: size 0x1c, "ftyp", major brand, minor version, compatible brands.
  heic: Buffer.concat([
    Buffer.from("0000001c667479706865696300000000", "hex"),
    Buffer.from("mif1heic"),
    randomBytes(64),
  ]),
  heif: Buffer.concat([
    Buffer.from("0000001c667479706d69663100000000", "hex"),
    Buffer.from("mif1heic"),
    randomBytes(64),
  ]),
  exe: Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000", "hex"), randomBytes(64)]),
  elf: Buffer.concat([Buffer.from("7f454c46020101000000000000000000", "hex"), randomBytes(64)]),
  mp4: Buffer.concat([Buffer.from("00000018667479706d703432", "hex"), randomBytes(64)]),
};

interface EvidenceBody {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  purpose: "ticket" | "cancel";
  createdAt: string;
}

describe("commuting ticket evidence", () => {
  let t: TestApp;
  const clock = createFakeClock(new Date("2026-04-01T00:00:00Z"));
  const users: Record<string, { id: number; headers: Headers }> = {};
  let ticket1: number;
  let ticket2: number;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    const dept = await createDepartment(t.db);
    const otherDept = await createDepartment(t.db);
    const people = [
      ["employee1", dept.id, {}],
      ["employee2", dept.id, {}],
      ["leader1", dept.id, {}],
      ["leader2", otherDept.id, {}],
      ["hr1", otherDept.id, { sms: 2 }],
      ["approver1", otherDept.id, { ticketApprover: 1 }],
    ] as const;
    for (const [account, deptId, roles] of people) {
      const employee = await createEmployee(t.db, { account, deptId }, { roles });
      users[account] = { id: employee.id, headers: (await signIn(t, account)).headers };
    }
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: user("leader1").id })
      .where("id", "=", dept.id)
      .execute();
    await t.db
      .updateTable("departments")
      .set({ leaderEmployeeId: user("leader2").id })
      .where("id", "=", otherDept.id)
      .execute();
    const ticketOf = (employeeId: number) =>
      insertTicketRow(t.db, {
        employeeId,
        status: TicketStatus.submittedToManager,
        now: clock.now().toISOString(),
        departure: "Shinjuku",
        arrival: "Tokyo",
      });
    ticket1 = await ticketOf(user("employee1").id);
    ticket2 = await ticketOf(user("employee2").id);
  });
  afterAll(() => t.close());

  function user(account: string) {
    const found = users[account];
    if (!found) throw new Error(`no test user ${account}`);
    return found;
  }
  const headersOf = (account: string) => user(account).headers;

  const evidenceDir = () => path.join(t.config.dataDir, "ticket-evidence");
  const storedFiles = () => (fs.existsSync(evidenceDir()) ? fs.readdirSync(evidenceDir()) : []);
  const countRows = async () => (await t.db.selectFrom("ticketEvidences").select("id").execute()).length;
  const rowOf = (id: number) =>
    t.db.selectFrom("ticketEvidences").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  const send = (url: string, headers: Headers, parts: FormPart[]) => {
    const body = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const postFile = (
    account: string,
    filename: string,
    content: Buffer,
    options: { url?: string; purpose?: string; contentType?: string } = {},
  ) =>
    send(options.url ?? "/api/commutationTicket/upload", account ? headersOf(account) : {}, [
      ...(options.purpose === undefined ? [] : [{ name: "purpose", content: options.purpose }]),
      { name: "file", filename, contentType: options.contentType ?? "application/octet-stream", content },
    ]);
  const upload = async (
    account: string,
    filename = "receipt.pdf",
    content = evidenceBytes.pdf,
    purpose?: string,
  ) => {
    const response = await postFile(account, filename, content, { purpose });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EvidenceBody>();
  };
  const attach = async (
    account: string,
    ticketId: number,
    filename = "receipt.png",
    content = evidenceBytes.png,
  ) => {
    const response = await postFile(account, filename, content, {
      url: `/api/commutationTicket/${ticketId}/evidence`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EvidenceBody>();
  };
  const presign = (account: string, evidenceId: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/commutationTicket/presignURL",
      headers: account ? headersOf(account) : {},
      payload: { evidenceId },
    });
  const presignedUrl = async (account: string, evidenceId: number) => {
    const response = await presign(account, evidenceId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ url: string; expiresAt: string }>();
  };
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: "GET", url, headers });

  describe("upload", () => {
    it("stores each accepted type, told by its content, under a random name", async () => {
      const cases = [
        ["receipt.png", evidenceBytes.png, "image/png", "png"],
        ["photo.jpg", evidenceBytes.jpg, "image/jpeg", "jpg"],
        ["photo.JPEG", evidenceBytes.jpg, "image/jpeg", "jpg"],
        ["scan.jfif", evidenceBytes.jpg, "image/jpeg", "jpg"],
        ["statement.pdf", evidenceBytes.pdf, "application/pdf", "pdf"],
        ["picture.webp", evidenceBytes.webp, "image/webp", "webp"],
      ] as const;
      for (const [filename, content, contentType, extension] of cases) {
        const response = await postFile("employee1", filename, content, { contentType: "text/html" });
        expect(response.statusCode, filename).toBe(200);
        const body = response.json<EvidenceBody>();
        const row = await rowOf(body.id);
        const stored = fs.readFileSync(path.join(evidenceDir(), row.storedName));
        expect(body).toEqual({
          id: expect.any(Number),
          fileName: filename,
          contentType,
          size: stored.length,
          purpose: "ticket",
          review: "pending",
          reviewReason: null,
          reviewedByName: null,
          reviewedAt: null,
          createdAt: clock.now().toISOString(),
        });
        expect(row).toMatchObject({ ticketId: null, uploadedBy: user("employee1").id, purpose: "ticket" });
        expect(row.storedName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
        // A PDF is kept as sent; an image is kept re-encoded in its own format, without metadata.
        if (extension === "pdf") expect(stored).toEqual(content);
        else expect((await sharp(stored).metadata()).format).toBe(extension === "jpg" ? "jpeg" : extension);
      }
    });

    it("keeps a HEIF/HEIC the server cannot decode (iPhone photos) as sent, offered only as an attachment", async () => {
      for (const [filename, content, contentType, extension] of [
        ["IMG_0001.HEIC", evidenceBytes.heic, "image/heic", "heic"],
        ["photo.heif", evidenceBytes.heif, "image/heif", "heif"],
      ] as const) {
        const response = await postFile("employee1", filename, content);
        expect(response.statusCode, filename).toBe(200);
        const body = response.json<EvidenceBody>();
        expect(body).toMatchObject({ fileName: filename, contentType, size: content.length });
        const row = await rowOf(body.id);
        expect(row.storedName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${extension}$`));
        expect(fs.readFileSync(path.join(evidenceDir(), row.storedName))).toEqual(content);
      }
    });

    it("never uses the client's name on disk, and keeps it only cleaned", async () => {
      const body = await upload("employee1", "../../secrets/token-secret.pdf");
      expect(body.fileName).toBe("token-secret.pdf");
      expect((await rowOf(body.id)).storedName).not.toContain("token-secret");
      expect(fs.readdirSync(t.config.dataDir)).not.toContain("token-secret.pdf");
      // A PNG sent under another type's name is offered with its real extension.
      expect((await upload("employee1", "page.html", evidenceBytes.png)).fileName).toBe("page.html.png");
    });

    it("keeps a cancel purpose when asked, and refuses other purposes", async () => {
      const body = await upload("employee1", "refund.pdf", evidenceBytes.pdf, "cancel");
      expect(body.purpose).toBe("cancel");
      expect((await rowOf(body.id)).purpose).toBe("cancel");

      const before = { files: storedFiles().length, rows: await countRows() };
      const response = await postFile("employee1", "refund.pdf", evidenceBytes.pdf, { purpose: "other" });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: "purpose", errorMessage: "Some fields are not valid." },
      ]);
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("refuses a renamed executable or any other content, leaving nothing on disk or in the table", async () => {
      const before = { files: storedFiles().length, rows: await countRows() };
      const cases = [
        ["receipt.pdf", evidenceBytes.exe],
        ["photo.png", evidenceBytes.elf],
        ["photo.jpg", evidenceBytes.html],
        ["photo.png", evidenceBytes.svg],
        ["photo.png", evidenceBytes.gif],
        ["photo.heic", evidenceBytes.mp4],
      ] as const;
      for (const [filename, content] of cases) {
        const response = await postFile("employee1", filename, content, { contentType: "application/pdf" });
        expect(response.statusCode, filename).toBe(400);
        const message = "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.";
        expect(response.json()).toEqual({ message, errors: [{ field: "file", errorMessage: message }] });
      }
      const ja = await send(
        "/api/commutationTicket/upload",
        { ...headersOf("employee1"), "content-language": "ja" },
        [{ name: "file", filename: "receipt.pdf", content: evidenceBytes.exe }],
      );
      expect(ja.json().errors[0].errorMessage).toBe(
        "証憑としてアップロードできるのは PNG、JPEG、PDF、WebP、HEIF/HEIC ファイルのみです。",
      );
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("accepts a file of exactly the limit and refuses a larger one with 413", async () => {
      const end = Buffer.from("\n%%EOF\n");
      const atLimit = Buffer.concat([
        evidenceBytes.pdf,
        Buffer.alloc(TicketLimits.evidenceMaxBytes - evidenceBytes.pdf.length - end.length),
        end,
      ]);
      expect((await upload("employee1", "big.pdf", atLimit)).size).toBe(TicketLimits.evidenceMaxBytes);

      const before = { files: storedFiles().length, rows: await countRows() };
      const response = await postFile("employee1", "huge.pdf", Buffer.concat([atLimit, Buffer.alloc(1)]));
      expect(response.statusCode).toBe(413);
      const message = "The evidence file must be 10 MB or smaller.";
      expect(response.json()).toEqual({ message, errors: [{ field: "file", errorMessage: message }] });
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("asks for one file: none, another part name, an empty file, an extra part or no multipart at all", async () => {
      const before = { files: storedFiles().length, rows: await countRows() };
      const cases: FormPart[][] = [
        [],
        [{ name: "image", filename: "receipt.pdf", content: evidenceBytes.pdf }],
        [{ name: "file", filename: "empty.pdf", content: Buffer.alloc(0) }],
        [
          { name: "file", filename: "receipt.pdf", content: evidenceBytes.pdf },
          { name: "note", content: "hello" },
        ],
        [
          { name: "file", filename: "a.pdf", content: evidenceBytes.pdf },
          { name: "file", filename: "b.pdf", content: evidenceBytes.pdf },
        ],
      ];
      for (const parts of cases) {
        const response = await send("/api/commutationTicket/upload", headersOf("employee1"), parts);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: "file", errorMessage: "Choose a PNG, JPEG, PDF, WebP or HEIF/HEIC file to upload." },
        ]);
      }
      const json = await t.app.inject({
        method: "POST",
        url: "/api/commutationTicket/upload",
        headers: headersOf("employee1"),
        payload: { file: "x" },
      });
      expect(json.statusCode).toBe(400);
      expect({ files: storedFiles().length, rows: await countRows() }).toEqual(before);
    });

    it("needs a session (403)", async () => {
      expect((await postFile("", "receipt.pdf", evidenceBytes.pdf)).statusCode).toBe(403);
    });
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

  describe("file names and types", () => {
    it("cleans names: last segment, no control or bidi characters, at most 200 characters, a fitting extension", () => {
      expect(cleanFileName("C:\\Users\\me\\scan.pdf", "pdf")).toBe("scan.pdf");
      expect(cleanFileName("../../etc/passwd", "png")).toBe("passwd.png");
      expect(cleanFileName("in\u0000voice\r\n.pdf", "pdf")).toBe("invoice.pdf");
      expect(cleanFileName("photo\u202egpj.exe", "jpg")).toBe("photogpj.exe.jpg");
      expect(cleanFileName("..", "pdf")).toBe("evidence.pdf");
      expect(cleanFileName("", "webp")).toBe("evidence.webp");
      expect(cleanFileName(".hidden.png", "png")).toBe("hidden.png");
      expect(cleanFileName("IMG_0001.HEIC", "heif")).toBe("IMG_0001.HEIC");
      const long = cleanFileName(`${"領".repeat(300)}.pdf`, "pdf");
      expect([...long]).toHaveLength(200);
      expect(long.endsWith(".pdf")).toBe(true);
      const emoji = cleanFileName(`${"😀".repeat(250)}.png`, "png");
      expect([...emoji]).toHaveLength(200);
      expect(Buffer.from(emoji).toString()).toBe(emoji);
    });

    it("tells the type by the first bytes only", () => {
      expect(detectEvidenceType(evidenceBytes.png)).toBe("png");
      expect(detectEvidenceType(evidenceBytes.jpg)).toBe("jpg");
      expect(detectEvidenceType(evidenceBytes.pdf)).toBe("pdf");
      expect(detectEvidenceType(evidenceBytes.webp)).toBe("webp");
      expect(detectEvidenceType(evidenceBytes.heic)).toBe("heic");
      expect(detectEvidenceType(evidenceBytes.heif)).toBe("heif");
      for (const other of [
        evidenceBytes.exe,
        evidenceBytes.elf,
        evidenceBytes.mp4,
        evidenceBytes.svg,
        Buffer.alloc(0),
      ]) {
        expect(detectEvidenceType(other)).toBeUndefined();
      }
    });
  });
});
