import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { CampaignLimits } from "@portal/contract/campaign/campaign.constants";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { HelpLimits } from "@portal/contract/help/help.constants";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadTemporaryDirectory } from "../lib/upload-reader";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { uploadRoutes } from "../testing/quality/upload-routes";
import { signIn } from "../testing/sign-in";
import { createTicketCompany } from "../testing/ticket-company";
import { insertTicketRow } from "../testing/ticket-rows";
import { type FormPart, imageBytes, multipartPayload, pdfBytes } from "../testing/upload";

// Every upload call against what people send to break it (docs/decisions/027): each abuse gets
// a clear 4xx in the user's language and leaves nothing behind; what is accepted is kept safe
// (images re-encoded without metadata, PDFs byte for byte, names cleaned, never used on disk).

type Headers = Record<string, string>;
type Response = LightMyRequestResponse;

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header announcing width × height RGB pixels, with one tiny row of data: a pixel bomb. */
function pngAnnouncing(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const page = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>");

/** Content that must be refused by every upload call, whatever it is named. */
const refusedContent: [what: string, fileName: string, content: Buffer][] = [
  ["HTML named .png", "photo.png", imageBytes.html],
  ["HTML behind a PNG signature", "photo.png", Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), page])],
  [
    "HTML behind a JPEG signature",
    "photo.jpg",
    Buffer.concat([Buffer.from("ffd8ffe000104a464946", "hex"), page]),
  ],
  ["SVG with a script", "logo.svg", imageBytes.svg],
  ["SVG with a script named .png", "logo.png", imageBytes.svg],
  [
    "GIF/JavaScript polyglot",
    "photo.png",
    Buffer.from("GIF89a/*\x00\x00*/=1;alert(1);//<script>alert(2)</script>", "latin1"),
  ],
  ["HTML behind a PDF line", "statement.pdf", Buffer.concat([Buffer.from("%PDF-1.4\n"), page])],
  ["an empty file", "empty.png", Buffer.alloc(0)],
  ["a PNG announcing 30000×30000 pixels", "bomb.png", pngAnnouncing(30_000, 30_000)],
];

/**
 * Names people use to reach the disk, fool a reader or break a header (a browser sends a name's
 * quotes and line breaks percent-encoded; the NUL, the override and the rest arrive as they are).
 */
const trickyNames = [
  "evil\u0000.pdf",
  "invoice\u202Efdp.exe",
  "../../etc/passwd.pdf",
  "a.pdf.exe",
  `${"長い名前".repeat(80)}.pdf`,
  // Percent escapes and separators a header writer must not pass through as they are.
  "report%0D%0AX-Injected: yes; 100%.pdf",
];

/** Cuts a multipart body short, as a client that stops sending or loses its connection does. */
type Cut = (payload: Buffer) => Buffer;

interface UploadRoute {
  name: string;
  /** The call's key in the route table (upload-routes.ts lists every upload call). */
  key: string;
  /** The form's file field, and the field the errors name. */
  field: string;
  errorField: string;
  maxBytes: number;
  acceptsPdf: boolean;
  /** Sends the files with whatever else the call needs, the body cut short by `cut` if given. */
  send(files: FormPart[], language?: string, cut?: Cut): Promise<Response>;
  /** The kept files' names and download URLs, from an accepted answer (routes that keep names). */
  kept?(response: Response): Promise<{ fileName: string; url: string; headers: Headers }[]>;
}

describe("uploads against abuse", () => {
  let t: TestApp;
  const auth: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  let ticketId: number;
  let changeRequestId: number;
  let educationRequestId: number;
  let gpsJpeg: Buffer;
  const routes: UploadRoute[] = [];

  const post = (url: string, headers: Headers, parts: FormPart[], language = "en", cut?: Cut) => {
    const body = multipartPayload(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...headers, ...body.headers, "accept-language": language },
      payload: cut ? cut(body.payload) : body.payload,
    });
  };
  const file = (name: string, fileName: string, content: Buffer): FormPart => ({
    name,
    filename: fileName,
    contentType: "application/octet-stream",
    content,
  });

  /** Every upload the server keeps lives in a folder of DATA_DIR (beside the SQLite database and secrets). */
  function storedFiles(): string[] {
    const walk = (directory: string): string[] =>
      fs
        .readdirSync(directory, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
        );
    return fs
      .readdirSync(t.config.dataDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "secrets")
      .flatMap((entry) => walk(path.join(t.config.dataDir, entry.name)))
      .sort();
  }
  const tables = [
    "ticketEvidences",
    "changeRequests",
    "changeRequestEvidences",
    "educationCertificates",
    "employeeAvatars",
    "chatSessions",
    "chatMessages",
  ] as const;
  async function snapshot() {
    const rows: Record<string, number> = {};
    for (const table of tables) {
      rows[table] = (await t.db.selectFrom(table).select("id").execute()).length;
    }
    return { files: storedFiles(), rows };
  }

  /** Ticket evidence downloads: the owner's presigned link for an evidence id. */
  const ticketDownload = async (evidenceId: number, who: string) => {
    const link = await t.app.inject({
      method: "POST",
      url: "/api/commutationTicket/presignURL",
      headers: auth[who],
      payload: { evidenceId },
    });
    expect(link.statusCode, link.body).toBe(200);
    return link.json<{ url: string }>().url;
  };
  const changeRequestFiles = (who: string) => async (response: Response) =>
    response.json<ChangeRequest>().evidences.map((evidence) => ({
      fileName: evidence.fileName,
      url: `/api/employeeChange/requests/${response.json<ChangeRequest>().id}/evidences/${evidence.id}`,
      headers: auth[who] as Headers,
    }));

  /** What the app logs as errors: a refused upload is the client's doing, never one of them. */
  const loggedErrors: string[] = [];

  beforeAll(async () => {
    const logger = { level: "error", stream: { write: (line: string) => void loggedErrors.push(line) } };
    t = await buildTestApp(
      { LOGIN_RATE_LIMIT_PER_MINUTE: "1000", UPLOADS_PER_USER: "2", UPLOADS_TOTAL: "4" },
      { logger },
    );
    const company = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: {
        employee1: { department: "dev" },
        banker: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "dev", roles: { sms: 2, administrator: 1 } },
      },
    });
    Object.assign(ids, company.ids);
    for (const account of Object.keys(company.ids)) auth[account] = (await signIn(t, account)).headers;
    const now = new Date().toISOString();
    const today = now.slice(0, 10);

    ticketId = await insertTicketRow(t.db, {
      employeeId: ids.employee1 as number,
      status: 1,
      now,
      startDate: today,
      endDate: today,
    });
    // The account a removal request is about (bank requests are the banker's, one at a time).
    await t.db
      .insertInto("employeeBankAccounts")
      .values({
        employeeId: ids.banker as number,
        bankCode: "0005",
        bankName: "三菱ＵＦＪ",
        branchCode: "001",
        branchName: "本店",
        accountCategory: 1,
        accountName: "ﾃｽﾄ",
        accountNumber: "7654321",
        effectiveDate: "2020-01-01",
        requestId: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const profileRequest = await t.app.inject({
      method: "POST",
      url: "/api/employeeChange/requests",
      headers: auth.employee1,
      payload: { fields: { visaKind: "Engineer/Specialist in Humanities" }, effectiveDate: today },
    });
    expect(profileRequest.statusCode, profileRequest.body).toBe(200);
    changeRequestId = profileRequest.json<ChangeRequest>().id;
    const educationRequest = await t.app.inject({
      method: "POST",
      url: "/api/employee/add-education-request",
      headers: auth.employee1,
      payload: {
        schoolName: "Tokyo Institute of Technology",
        literacy: "bachelor",
        specialized: "Computer Science",
        graduationYear: 2015,
        graduationRating: "Good",
        status: "graduated",
      },
    });
    expect(educationRequest.statusCode, educationRequest.body).toBe(200);
    educationRequestId = educationRequest.json<ChangeRequest>().id;

    gpsJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Model: "Secret Phone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "35/1 40/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "139/1 45/1 0/1",
        },
      })
      .toBuffer();

    const ticketKept = (who: string) => async (response: Response) => {
      const evidence = response.json<{ id: number; fileName: string }>();
      return [{ fileName: evidence.fileName, url: await ticketDownload(evidence.id, who), headers: {} }];
    };
    routes.push(
      {
        name: "ticket evidence upload",
        key: "commutationTicket.upload",
        field: "file",
        errorField: "file",
        maxBytes: TicketLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post("/api/commutationTicket/upload", auth.employee1 as Headers, files, language, cut),
        kept: ticketKept("employee1"),
      },
      {
        name: "evidence added to a ticket",
        key: "commutationTicket.addEvidence",
        field: "file",
        errorField: "file",
        maxBytes: TicketLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            `/api/commutationTicket/${ticketId}/evidence`,
            auth.employee1 as Headers,
            files,
            language,
            cut,
          ),
        kept: ticketKept("employee1"),
      },
      {
        name: "evidence HR uploads for an employee",
        key: "commutationTicket.uploadEvidenceForAF",
        field: "file",
        errorField: "file",
        maxBytes: TicketLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            "/api/commutationTicket/uploadEvidenceForAF",
            auth.hr1 as Headers,
            [{ name: "employeeId", content: String(ids.employee1) }, ...files],
            language,
            cut,
          ),
        kept: ticketKept("hr1"),
      },
      {
        name: "change request evidence",
        key: "employeeChange.uploadEvidences",
        field: "evidences",
        errorField: "evidences",
        maxBytes: ChangeRequestLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            `/api/employeeChange/requests/${changeRequestId}/evidences`,
            auth.employee1 as Headers,
            files,
            language,
            cut,
          ),
        kept: async (response) => (await changeRequestFiles("employee1")(response)).slice(-1),
      },
      {
        name: "education certificates",
        key: "employeeEducation.uploadEducationCertificates",
        field: "evidences",
        errorField: "evidences",
        maxBytes: ChangeRequestLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            "/api/employee/upload-education-certficates",
            auth.employee1 as Headers,
            [{ name: "requestId", content: String(educationRequestId) }, ...files],
            language,
            cut,
          ),
        kept: async (response) => (await changeRequestFiles("employee1")(response)).slice(-1),
      },
      {
        name: "bank account change request",
        key: "employeeBankAccount.updateBankAccountRequest",
        field: "evidences",
        errorField: "evidences",
        maxBytes: ChangeRequestLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            "/api/employeeBankAccount/updateBankAccountRequest",
            auth.banker as Headers,
            [
              {
                name: "bankAccount",
                content: JSON.stringify({
                  bankCode: "0001",
                  branchCode: "001",
                  accountCategory: 1,
                  accountName: "テスト",
                  accountNumber: "1234567",
                }),
              },
              ...files,
            ],
            language,
            cut,
          ),
        kept: changeRequestFiles("banker"),
      },
      {
        name: "bank account removal request",
        key: "employeeBankAccount.deleteBankAccountRequest",
        field: "evidences",
        errorField: "evidences",
        maxBytes: ChangeRequestLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            "/api/employeeBankAccount/deleteBankAccountRequest",
            auth.banker as Headers,
            [{ name: "bankAccount", content: JSON.stringify({ reason: "closed" }) }, ...files],
            language,
            cut,
          ),
        kept: changeRequestFiles("banker"),
      },
      {
        name: "chat message with files",
        key: "chatbot.sendMessage",
        field: "files",
        errorField: "files",
        maxBytes: TicketLimits.evidenceMaxBytes,
        acceptsPdf: true,
        send: (files, language, cut) =>
          post(
            "/api/chatbot/send-message",
            { ...(auth.employee1 as Headers), module: "FES" },
            [{ name: "message", content: "" }, ...files],
            language,
            cut,
          ),
      },
      {
        name: "profile photo",
        key: "employeeAvatar.uploadAvatar",
        field: "file",
        errorField: "file",
        maxBytes: AvatarLimits.maxBytes,
        acceptsPdf: false,
        send: (files, language, cut) =>
          post("/api/employeeAvatar/uploadAvatar", auth.employee1 as Headers, files, language, cut),
      },
      {
        name: "campaign banner",
        key: "campaign.uploadImage",
        field: "file",
        errorField: "file",
        maxBytes: CampaignLimits.imageMaxBytes,
        acceptsPdf: false,
        send: (files, language, cut) =>
          post("/api/campaigns/images", auth.hr1 as Headers, files, language, cut),
      },
      {
        name: "help image",
        key: "help.uploadImage",
        field: "file",
        errorField: "file",
        maxBytes: HelpLimits.imageMaxBytes,
        acceptsPdf: false,
        send: (files, language, cut) =>
          post("/api/markdown/images", auth.hr1 as Headers, files, language, cut),
      },
    );
  });
  afterAll(() => t.close());

  function routeNamed(name: string): UploadRoute {
    const route = routes.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`no upload route ${name}`);
    return route;
  }

  /**
   * Undoes what an accepted upload opened, so the next one fits: a bank request is cancelled (one
   * may be pending at a time), a change or education request's files are removed (five at most).
   */
  async function settle(route: UploadRoute, response: Response) {
    if (route.field !== "evidences") return;
    const request = response.json<ChangeRequest>();
    if (route.name.startsWith("bank account")) {
      const cancelled = await t.app.inject({
        method: "POST",
        url: `/api/employeeChange/requests/${request.id}/cancel`,
        headers: auth.banker,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } else {
      for (const evidence of request.evidences) {
        const removed = await t.app.inject({
          method: "DELETE",
          url: `/api/employeeChange/requests/${request.id}/evidences/${evidence.id}`,
          headers: auth.employee1,
        });
        expect(removed.statusCode, removed.body).toBeLessThan(300);
      }
    }
  }

  function expectRefusal(
    response: Response,
    status: number,
    route: UploadRoute,
    what: string,
    language: string,
  ) {
    const label = `${route.name}: ${what} (${language})`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
    const body = response.json<{ message: string; errors: { field: string; errorMessage: string }[] }>();
    expect(body.errors, label).toEqual([{ field: route.errorField, errorMessage: body.message }]);
    expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(body.message), `${label}: ${body.message}`).toBe(
      language === "ja",
    );
  }

  it("refuses disguised, scripted, polyglot, empty and pixel-bomb files with a 400 on the file field; nothing is kept", async () => {
    const before = await snapshot();
    for (const route of routes) {
      for (const [index, [what, fileName, content]] of refusedContent.entries()) {
        // Every other case in Japanese: each refusal is worded in the user's language.
        const language = index % 2 === 0 ? "en" : "ja";
        const started = performance.now();
        const response = await route.send([file(route.field, fileName, content)], language);
        expectRefusal(response, 400, route, what, language);
        // A pixel bomb is refused from its header: decoding 900 million pixels would take far longer.
        if (what.includes("pixels")) expect(performance.now() - started, route.name).toBeLessThan(5_000);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("tells each refusal apart: not an accepted type, an unreadable image, a damaged PDF, too many pixels", async () => {
    const messageOf = async (routeName: string, what: string, language = "en") => {
      const route = routeNamed(routeName);
      const [, fileName, content] = refusedContent.find(([name]) => name === what) ?? [
        "",
        "",
        Buffer.alloc(0),
      ];
      const response = await route.send([file(route.field, fileName, content)], language);
      return response.json<{ message: string }>().message;
    };
    const evidenceType = "Only PNG, JPEG, PDF, WebP and HEIF/HEIC files can be uploaded as evidence.";
    const unreadable = "This image could not be read. Please save it as JPEG or PNG and try again.";
    const damagedPdf = "This PDF is incomplete or damaged. Please save it again and try again.";
    const tooManyPixels = "The image is too large: it may have at most 40 million pixels.";
    const bomb = "a PNG announcing 30000×30000 pixels";
    for (const route of ["ticket evidence upload", "change request evidence"]) {
      expect(await messageOf(route, "HTML named .png")).toBe(evidenceType);
      expect(await messageOf(route, "HTML behind a PNG signature")).toBe(unreadable);
      expect(await messageOf(route, "HTML behind a PDF line")).toBe(damagedPdf);
      expect(await messageOf(route, bomb)).toBe(tooManyPixels);
      expect(await messageOf(route, bomb, "ja")).toBe("画像の画素数が大きすぎます（40 百万画素まで）。");
    }
    const chat = "chat message with files";
    expect(await messageOf(chat, "HTML named .png")).toBe(
      "Only images (PNG, JPEG, WebP, HEIF/HEIC) and PDF files can be attached.",
    );
    expect(await messageOf(chat, "HTML behind a PNG signature")).toBe(unreadable);
    expect(await messageOf("campaign banner", "HTML behind a PNG signature")).toBe(unreadable);
    expect(await messageOf("campaign banner", bomb)).toBe(tooManyPixels);
    expect(await messageOf("help image", bomb)).toBe(tooManyPixels);
    expect(await messageOf("profile photo", bomb)).toBe(
      "The photo is too large: it may have at most 40 million pixels.",
    );
  });

  it("refuses a body over each call's limit with 413 and keeps nothing of it", async () => {
    const before = await snapshot();
    for (const route of routes) {
      const content = Buffer.concat([
        imageBytes.png,
        Buffer.alloc(route.maxBytes + 1 - imageBytes.png.length),
      ]);
      expectRefusal(
        await route.send([file(route.field, "large.png", content)]),
        413,
        route,
        "too large",
        "en",
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("keeps accepted images only re-encoded: no EXIF, GPS or camera, nothing after the image's end", async () => {
    expect((await sharp(gpsJpeg).metadata()).exif).toBeDefined();
    const withPage = Buffer.concat([gpsJpeg, page]);
    for (const route of routes) {
      for (const [what, content] of [
        ["a photo with GPS", gpsJpeg],
        ["a photo with a page after its end", withPage],
      ] as const) {
        const before = storedFiles();
        const response = await route.send([file(route.field, "photo.jpg", content)]);
        expect(response.statusCode, `${route.name}: ${what}: ${response.body}`).toBe(200);
        const added = storedFiles().filter((name) => !before.includes(name));
        expect(added, `${route.name}: ${what}`).toHaveLength(1);
        const kept = fs.readFileSync(added[0] as string);
        const metadata = await sharp(kept).metadata();
        expect(metadata.exif, route.name).toBeUndefined();
        expect(metadata.xmp, route.name).toBeUndefined();
        expect(metadata.icc, route.name).toBeUndefined();
        expect(kept.includes("Secret Phone"), route.name).toBe(false);
        expect(kept.includes("<script>"), route.name).toBe(false);
        for (const entry of (await route.kept?.(response)) ?? []) {
          const download = await t.app.inject({ method: "GET", url: entry.url, headers: entry.headers });
          expect(download.rawPayload.equals(kept), `${route.name}: download`).toBe(true);
        }
        await settle(route, response);
      }
    }
  });

  it("keeps PDFs byte for byte: what is downloaded is what was sent", async () => {
    // Binary content a text transformation would damage: NUL, CR LF, bytes above 0x7f.
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"),
      Buffer.from([0, 13, 10, 255, 254, 128, 0x1b]),
      pdfBytes.subarray(9),
    ]);
    for (const route of routes.filter((candidate) => candidate.kept)) {
      const response = await route.send([file(route.field, "statement.pdf", pdf)]);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(200);
      const [entry] = (await route.kept?.(response)) ?? [];
      const download = await t.app.inject({ method: "GET", url: entry?.url ?? "", headers: entry?.headers });
      expect(download.statusCode, route.name).toBe(200);
      expect(download.headers["content-type"], route.name).toBe("application/pdf");
      expect(download.rawPayload.equals(pdf), route.name).toBe(true);
      await settle(route, response);
    }
    // A chat message's PDF becomes the sender's evidence, kept as sent too.
    const chat = routeNamed("chat message with files");
    expect((await chat.send([file("files", "receipt.pdf", pdf)])).statusCode).toBe(200);
    const row = await t.db
      .selectFrom("ticketEvidences")
      .select(["id", "fileName"])
      .where("uploadedBy", "=", ids.employee1 as number)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.fileName).toBe("receipt.pdf");
    const download = await t.app.inject({ method: "GET", url: await ticketDownload(row.id, "employee1") });
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("never uses a sent name on disk; keeps it cleaned for display and offers it safely encoded", async () => {
    const onDisk = /^[0-9a-f]{32}\.(png|jpg|pdf|webp|heic|heif)$/;
    for (const route of routes.filter((candidate) => candidate.kept)) {
      for (const name of trickyNames) {
        const response = await route.send([file(route.field, name, pdfBytes)]);
        expect(response.statusCode, `${route.name}: ${JSON.stringify(name)}: ${response.body}`).toBe(200);
        const [entry] = (await route.kept?.(response)) ?? [];
        const shown = entry?.fileName ?? "";
        const label = `${route.name}: ${JSON.stringify(name)} -> ${JSON.stringify(shown)}`;
        expect(shown, label).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}/\\]/u);
        expect([...shown].length, label).toBeLessThanOrEqual(200);
        expect(shown, label).toMatch(/\.pdf$/);
        expect(shown, label).not.toMatch(/^\./);

        const download = await t.app.inject({
          method: "GET",
          url: entry?.url ?? "",
          headers: entry?.headers,
        });
        const disposition = String(download.headers["content-disposition"]);
        expect(disposition, label).toMatch(
          /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/,
        );
        expect(download.headers["x-injected"], label).toBeUndefined();
        const encoded = disposition.slice(disposition.indexOf("''") + 2);
        expect(decodeURIComponent(encoded), label).toBe(shown);
        await settle(route, response);
      }
    }
    // The chat shows the names it was sent in its history: cleaned the same way.
    const chat = routeNamed("chat message with files");
    const sent = await chat.send([file("files", "evil\u0000\u202Efdp.exe", pdfBytes)]);
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = await t.db.selectFrom("chatMessages").select("text").execute();
    expect(messages.map((message) => message.text)).toContain("📎 evilfdp.exe.pdf");
    for (const { text } of messages) expect(text.includes("\u0000") || text.includes("\u202E")).toBe(false);
    // The names of image-only uploads are not kept at all; a banner must still be named as an image.
    const campaign = routeNamed("campaign banner");
    for (const name of ["a.png.exe", "banner", "evil\u202Egnp.exe"]) {
      expectRefusal(await campaign.send([file("file", name, imageBytes.png)]), 400, campaign, name, "en");
    }
    for (const route of routes.filter((candidate) => !candidate.kept && candidate.field === "file")) {
      for (const name of [
        "../../etc/passwd.png",
        "evil\u0000.png",
        "x\u202Egnp.exe.png",
        `${"a".repeat(300)}.png`,
      ]) {
        const response = await route.send([file(route.field, name, imageBytes.png)]);
        expect(response.statusCode, `${route.name}: ${JSON.stringify(name)}: ${response.body}`).toBe(200);
      }
    }
    for (const stored of storedFiles()) expect(path.basename(stored)).toMatch(onDisk);
  });
  it("answers a form of 10,000 text parts it does not take with a small 4xx at once, keeps nothing", async () => {
    const before = await snapshot();
    // Each call's parts limit refuses the form; 10,000 parts (850 KB) show it as well as more would.
    const extra = Array.from({ length: 10_000 }, (_, index) => ({ name: index.toString(36), content: "0" }));
    for (const route of routes) {
      for (const parts of [
        [...extra, file(route.field, "photo.png", imageBytes.png)],
        [file(route.field, "photo.png", imageBytes.png), ...extra],
      ]) {
        const started = performance.now();
        const response = await route.send(parts);
        const took = performance.now() - started;
        const label = `${route.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.body.length, label).toBeLessThan(16 * 1024);
        expect(took, label).toBeLessThan(3_000);
      }
    }
    expect(loggedErrors).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it("covers every upload call of the route table", () => {
    const keys = [...new Set(routes.map((route) => route.key))].sort();
    expect(keys).toEqual([...new Set(uploadRoutes.map((upload) => upload.key))].sort());
  });

  /** Ways a body ends before its form does (the client stopped sending, or its connection broke). */
  const truncations: [what: string, cut: Cut][] = [
    ["cut in the middle of the file", (payload) => payload.subarray(0, payload.indexOf("IHDR") + 8)],
    ["without its closing boundary", (payload) => payload.subarray(0, payload.lastIndexOf("\r\n--") + 2)],
    [
      "cut inside a part's headers",
      (payload) => payload.subarray(0, payload.lastIndexOf("Content-Disposition") + 25),
    ],
  ];

  it("answers a body cut short with 400 and the catalogue's message, logs no error and keeps nothing", async () => {
    const before = await snapshot();
    const messages = {
      en: "The upload did not arrive complete. Please send it again.",
      ja: "アップロードが途中で途切れました。もう一度送信してください。",
    };
    for (const route of routes) {
      for (const [index, [what, cut]] of truncations.entries()) {
        const language = index % 2 === 0 ? "en" : "ja";
        const response = await route.send([file(route.field, "photo.png", imageBytes.png)], language, cut);
        const label = `${route.name}: ${what} (${language}): ${response.body}`;
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ message: messages[language], errors: [] });
      }
    }
    expect(loggedErrors).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  /** The uploads being read now: each has its temporary file under DATA_DIR until its call ends. */
  const temporaries = () => {
    const directory = uploadTemporaryDirectory(t.config.dataDir);
    return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
  };
  async function until(condition: () => boolean, what: string) {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > 5_000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("caps uploads in flight per user and in all with a 429, and gives a slot back when its client goes away", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = new URL(address);
    // A PDF of a quarter of a megabyte: its first half is still on its way when the client stops.
    const pdf = Buffer.concat([pdfBytes.subarray(0, 9), Buffer.alloc(256 * 1024, " "), pdfBytes.subarray(9)]);
    const upload = () => [file("file", "statement.pdf", pdf)];
    /** A client sending half of its upload, then nothing (until it goes away). */
    const sending: net.Socket[] = [];
    async function startSending(who: string) {
      const body = multipartPayload(upload());
      const socket = net.connect(Number(port), "127.0.0.1");
      sending.push(socket);
      socket.on("error", () => {});
      await once(socket, "connect");
      const headers = { ...auth[who], ...body.headers, "content-length": String(body.payload.length) };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(
        `POST /api/commutationTicket/upload HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines.join("\r\n")}\r\n\r\n`,
      );
      socket.write(body.payload.subarray(0, body.payload.length / 2));
    }
    const send = (who: string, language = "en") =>
      post("/api/commutationTicket/upload", auth[who] as Headers, upload(), language);

    await startSending("employee1");
    await startSending("employee1");
    await until(() => temporaries().length === 2, "two uploads of employee1 in flight");
    const mine = await send("employee1");
    expect(mine.statusCode, mine.body).toBe(429);
    expect(mine.json()).toEqual({
      message: "You already have 2 uploads in progress. Please wait for them to finish and try again.",
      errors: [],
    });
    // Others may still upload, up to the total.
    await startSending("hr1");
    await startSending("leader1");
    await until(() => temporaries().length === 4, "four uploads in flight");
    const busy = await send("banker", "ja");
    expect(busy.statusCode, busy.body).toBe(429);
    expect(busy.json()).toEqual({
      message: "現在アップロードが混み合っています。しばらくしてからもう一度お試しください。",
      errors: [],
    });

    // The clients go away mid-body: their slots are given back and their temporaries deleted.
    for (const socket of sending) socket.destroy();
    await until(() => temporaries().length === 0, "the temporaries of the aborted uploads deleted");
    for (const who of ["employee1", "employee1", "banker"]) {
      const accepted = await send(who);
      expect(accepted.statusCode, `${who}: ${accepted.body}`).toBe(200);
    }
    expect(temporaries()).toEqual([]);
    expect(loggedErrors).toEqual([]);
  }, 20_000);
});
