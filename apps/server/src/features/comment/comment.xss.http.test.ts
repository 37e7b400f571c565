import type { Comment, CommentWithReplies } from "@portal/contract/comment/comment.schema";
import { withoutNul } from "@portal/contract/common/without-nul";
import type { CommutingRoute, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";

describe("comments holding XSS payloads", () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  let thread: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: createFakeClock(new Date("2026-11-21T03:00:00Z")) });
    await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" } },
      people: { owner1: { department: "dev" }, leader1: { department: "dev" } },
    });
    for (const account of ["owner1", "leader1"]) auth[account] = (await signIn(t, account)).headers;
    const created = await t.app.inject({
      method: "POST",
      url: "/api/commutationTicket",
      headers: auth.owner1,
      payload: { tickets: [ticketLeg()] },
    });
    expect(created.statusCode, created.body).toBe(200);
    thread = `/api/comments/commutationTicket/${(created.json<CommutingRoute>().tickets.at(-1) as Ticket).id}`;
  });
  afterAll(() => t.close());

  // NUL characters aside (PostgreSQL cannot store them), a comment is stored as sent.
  const stored = xssPayloads.map(withoutNul);

  it("stores every payload as the text sent and gives it back to another reader as JSON text", async () => {
    for (const [index, payload] of xssPayloads.entries()) {
      const posted = await t.app.inject({
        method: "POST",
        url: thread,
        headers: auth.owner1,
        payload: { comment: payload },
      });
      expect(posted.statusCode, `${payload}: ${posted.body}`).toBe(200);
      expect(posted.json<Comment>().comment).toBe(stored[index]);
    }

    const read = await t.app.inject({ method: "GET", url: thread, headers: auth.leader1 });
    expect(read.statusCode).toBe(200);
    // JSON that no browser will sniff into a page: the server never turns a comment into HTML.
    expect(read.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(read.headers["x-content-type-options"]).toBe("nosniff");
    const comments = read.json<CommentWithReplies[]>();
    expect(comments.map((comment) => comment.comment)).toEqual(stored);
  });
});
