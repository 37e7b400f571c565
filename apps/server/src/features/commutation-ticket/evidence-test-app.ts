import fs from "node:fs";
import path from "node:path";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { afterAll, beforeAll, expect } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { evidenceBytes } from "../../testing/evidence-bytes";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { insertTicketRow } from "../../testing/ticket-rows";
import { type FormPart, multipartPayload } from "../../testing/upload";

type Headers = Record<string, string>;

export interface EvidenceBody {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  purpose: "ticket" | "cancel";
  createdAt: string;
}

/**
 * The app of an evidence HTTP test: two departments with their leaders, two employees of the
 * first with a ticket each (ticket1, ticket2), HR and an approver, everyone signed in; the calls
 * and look-ups the evidence tests share.
 */
export function evidenceTestApp() {
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error("the evidence test app is built before the tests");
    return app;
  };
  const clock = createFakeClock(new Date("2026-04-01T00:00:00Z"));
  const users: Record<string, { id: number; headers: Headers }> = {};
  const tickets = { ticket1: 0, ticket2: 0 };

  beforeAll(async () => {
    const built = await buildTestApp({}, { clock });
    app = built;
    const dept = await createDepartment(built.db);
    const otherDept = await createDepartment(built.db);
    const people = [
      ["employee1", dept.id, {}],
      ["employee2", dept.id, {}],
      ["leader1", dept.id, {}],
      ["leader2", otherDept.id, {}],
      ["hr1", otherDept.id, { sms: 2 }],
      ["approver1", otherDept.id, { ticketApprover: 1 }],
    ] as const;
    for (const [account, deptId, roles] of people) {
      const employee = await createEmployee(built.db, { account, deptId }, { roles });
      users[account] = { id: employee.id, headers: (await signIn(built, account)).headers };
    }
    await built.db
      .updateTable("departments")
      .set({ leaderEmployeeId: user("leader1").id })
      .where("id", "=", dept.id)
      .execute();
    await built.db
      .updateTable("departments")
      .set({ leaderEmployeeId: user("leader2").id })
      .where("id", "=", otherDept.id)
      .execute();
    const ticketOf = (employeeId: number) =>
      insertTicketRow(built.db, {
        employeeId,
        status: TicketStatus.submittedToManager,
        now: clock.now().toISOString(),
        departure: "Shinjuku",
        arrival: "Tokyo",
      });
    tickets.ticket1 = await ticketOf(user("employee1").id);
    tickets.ticket2 = await ticketOf(user("employee2").id);
  });
  afterAll(() => app?.close());

  function user(account: string) {
    const found = users[account];
    if (!found) throw new Error(`no test user ${account}`);
    return found;
  }
  const headersOf = (account: string) => user(account).headers;

  const evidenceDir = () => path.join(t().config.dataDir, "ticket-evidence");
  const storedFiles = () => (fs.existsSync(evidenceDir()) ? fs.readdirSync(evidenceDir()) : []);
  const countRows = async () => (await t().db.selectFrom("ticketEvidences").select("id").execute()).length;
  const rowOf = (id: number) =>
    t().db.selectFrom("ticketEvidences").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  const send = (url: string, headers: Headers, parts: FormPart[]) => {
    const body = multipartPayload(parts);
    return t().app.inject({
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
    t().app.inject({
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
  const get = (url: string, headers: Headers = {}) => t().app.inject({ method: "GET", url, headers });
  return {
    t,
    clock,
    tickets,
    user,
    headersOf,
    evidenceDir,
    storedFiles,
    countRows,
    rowOf,
    send,
    postFile,
    upload,
    attach,
    presign,
    presignedUrl,
    get,
  };
}
