import fs from "node:fs";
import path from "node:path";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildTestApp, type TestApp } from "../build-test-app";
import { signIn } from "../sign-in";
import { createTicketCompany } from "../ticket-company";
import { insertTicketRow } from "../ticket-rows";
import { type FormPart, multipartPayload } from "../upload";
import { type Cut, type UploadCall, uploadAbuseCalls } from "./upload-abuse-calls";

/** What the upload suites share: an app with low upload caps, a company, and every upload call. */

type Headers = Record<string, string>;
type Response = LightMyRequestResponse;

/** The upload tables: a refused upload adds no row to any of them. */
const tables = [
  "ticketEvidences",
  "changeRequests",
  "changeRequestEvidences",
  "educationCertificates",
  "employeeAvatars",
  "chatSessions",
  "chatMessages",
] as const;

/** Checks a refusal: its status, one error on the call's file field, worded in the user's language. */
export function expectRefusal(
  response: Response,
  status: number,
  route: UploadCall,
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

export interface UploadAbuseSuite {
  readonly t: TestApp;
  /** The company's people (employee1, banker, leader1, hr1): their ids and signed-in headers. */
  readonly ids: Record<string, number>;
  readonly auth: Record<string, Headers>;
  /** Every upload call, filled in before the suite's tests. */
  readonly routes: UploadCall[];
  /** What the app logs as errors: a refused upload is the client's doing, never one of them. */
  readonly loggedErrors: string[];
  post(url: string, headers: Headers, parts: FormPart[], language?: string, cut?: Cut): Promise<Response>;
  /** Every upload the server keeps lives in a folder of DATA_DIR (beside the SQLite database and secrets). */
  storedFiles(): string[];
  /** The stored files and the upload tables' row counts. */
  snapshot(): Promise<{ files: string[]; rows: Record<string, number> }>;
  /** Ticket evidence downloads: the owner's presigned link for an evidence id. */
  ticketDownload(evidenceId: number, who: string): Promise<string>;
  routeNamed(name: string): UploadCall;
  /**
   * Undoes what an accepted upload opened, so the next one fits: a bank request is cancelled (one
   * may be pending at a time), a change or education request's files are removed (five at most).
   */
  settle(route: UploadCall, response: Response): Promise<void>;
}

/**
 * Builds the app (at most 2 uploads in flight per user, 4 in all) and the company before the
 * suite's tests (in the describe block that calls it), and closes it after them.
 */
export function useUploadAbuseSuite(): UploadAbuseSuite {
  let app: TestApp | undefined;
  const auth: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  const routes: UploadCall[] = [];
  const loggedErrors: string[] = [];
  const ready = (): TestApp => {
    if (!app) throw new Error("the upload suite is not set up yet");
    return app;
  };

  const post = (url: string, headers: Headers, parts: FormPart[], language = "en", cut?: Cut) => {
    const body = multipartPayload(parts);
    return ready().app.inject({
      method: "POST",
      url,
      headers: { ...headers, ...body.headers, "accept-language": language },
      payload: cut ? cut(body.payload) : body.payload,
    });
  };

  function storedFiles(): string[] {
    const { dataDir } = ready().config;
    const walk = (directory: string): string[] =>
      fs
        .readdirSync(directory, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
        );
    return fs
      .readdirSync(dataDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "secrets")
      .flatMap((entry) => walk(path.join(dataDir, entry.name)))
      .sort();
  }
  async function snapshot() {
    const rows: Record<string, number> = {};
    for (const table of tables) {
      rows[table] = (await ready().db.selectFrom(table).select("id").execute()).length;
    }
    return { files: storedFiles(), rows };
  }

  const ticketDownload = async (evidenceId: number, who: string) => {
    const link = await ready().app.inject({
      method: "POST",
      url: "/api/commutationTicket/presignURL",
      headers: auth[who],
      payload: { evidenceId },
    });
    expect(link.statusCode, link.body).toBe(200);
    return link.json<{ url: string }>().url;
  };

  beforeAll(async () => {
    const logger = { level: "error", stream: { write: (line: string) => void loggedErrors.push(line) } };
    const t = await buildTestApp(
      { LOGIN_RATE_LIMIT_PER_MINUTE: "1000", UPLOADS_PER_USER: "2", UPLOADS_TOTAL: "4" },
      { logger },
    );
    app = t;
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

    const ticketId = await insertTicketRow(t.db, {
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

    routes.push(
      ...uploadAbuseCalls({
        post,
        auth,
        ids,
        ticketId,
        changeRequestId: profileRequest.json<ChangeRequest>().id,
        educationRequestId: educationRequest.json<ChangeRequest>().id,
        ticketDownload,
      }),
    );
  });
  afterAll(() => app?.close());

  function routeNamed(name: string): UploadCall {
    const route = routes.find((candidate) => candidate.name === name);
    if (!route) throw new Error(`no upload route ${name}`);
    return route;
  }

  async function settle(route: UploadCall, response: Response) {
    if (route.field !== "evidences") return;
    const request = response.json<ChangeRequest>();
    if (route.name.startsWith("bank account")) {
      const cancelled = await ready().app.inject({
        method: "POST",
        url: `/api/employeeChange/requests/${request.id}/cancel`,
        headers: auth.banker,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } else {
      for (const evidence of request.evidences) {
        const removed = await ready().app.inject({
          method: "DELETE",
          url: `/api/employeeChange/requests/${request.id}/evidences/${evidence.id}`,
          headers: auth.employee1,
        });
        expect(removed.statusCode, removed.body).toBeLessThan(300);
      }
    }
  }

  return {
    get t() {
      return ready();
    },
    ids,
    auth,
    routes,
    loggedErrors,
    post,
    storedFiles,
    snapshot,
    ticketDownload,
    routeNamed,
    settle,
  };
}
