import type { Comment, CommentWithReplies } from "@portal/contract/comment/comment.schema";
import type { CommutingRoute, Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { CommentedPush, NoticePush } from "@portal/contract/realtime/realtime.events";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { closeAllHubClients, connectHub, recordEvents } from "../../testing/realtime-client";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany, ticketLeg } from "../../testing/ticket-company";
import { ensureDefaultMenu } from "../menu/default-menu";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("comment threads", () => {
  let t: TestApp;
  let url: string;
  let ids: Record<string, number>;
  const auth: Record<string, Record<string, string>> = {};
  const tokens: Record<string, string> = {};
  const clock = createFakeClock(new Date("2026-11-21T03:00:00Z"));
  let ticketId: number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    await ensureDefaultMenu(t.db);
    ({ ids } = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" }, ops: { leader: "leader2" }, hr: { leader: "hr1" } },
      people: {
        owner1: { department: "dev", fullName: "Kenta Sato" },
        other1: { department: "dev", fullName: "Misaki Suzuki" },
        leader1: { department: "dev", fullName: "Aoi Mori" },
        leader2: { department: "ops", fullName: "Ren Kato" },
        hr1: { department: "hr", fullName: "Yumi Ito", roles: { sms: 2 } },
      },
    }));
    for (const account of Object.keys(ids)) {
      const session = await signIn(t, account);
      auth[account] = session.headers;
      tokens[account] = session.body.access_token;
    }
    const created = await t.app.inject({
      method: "POST",
      url: "/api/commutationTicket",
      headers: auth.owner1,
      payload: { tickets: [ticketLeg()] },
    });
    expect(created.statusCode, created.body).toBe(200);
    ticketId = (created.json<CommutingRoute>().tickets.at(-1) as Ticket).id;
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  beforeEach(async () => {
    await t.db.deleteFrom("comments").execute();
    await t.db.deleteFrom("notifications").execute();
  });
  afterEach(() => closeAllHubClients());
  afterAll(() => t.close());

  const id = (account: string) => ids[account] as number;
  const call = (method: Method, path: string, who: string | null, payload?: object, language = "en") =>
    t.app.inject({
      method,
      url: `/api/comments${path}`,
      headers: { ...(who ? auth[who] : {}), "accept-language": language },
      ...(payload !== undefined && { payload }),
    });
  const thread = () => `/commutationTicket/${ticketId}`;
  const post = async (who: string, comment: string, parentId?: number) => {
    const response = await call("POST", thread(), who, { comment, ...(parentId && { parentId }) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Comment>();
  };
  const list = async (who: string) => {
    const response = await call("GET", thread(), who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CommentWithReplies[]>();
  };
  const notified = async (who: string) =>
    (
      await t.db
        .selectFrom("notifications")
        .select(["title", "link"])
        .where("recipientId", "=", id(who))
        .execute()
    ).map((row) => ({ key: JSON.parse(row.title).key as string, link: row.link }));

  it("lists top-level comments with their replies; a reply to a reply joins its top-level comment", async () => {
    const first = await post("owner1", "Is the route fine?");
    const reply = await post("leader1", "Yes, approved soon.", first.id);
    await post("hr1", "Thanks!", reply.id);
    await post("hr1", "Second topic");

    const comments = await list("owner1");
    expect(comments).toHaveLength(2);
    expect(comments[0]).toMatchObject({
      id: first.id,
      parentId: null,
      fullName: "Kenta Sato",
      comment: "Is the route fine?",
      createdBy: id("owner1"),
      createdAt: "2026-11-21T03:00:00.000Z",
      modifiedAt: null,
      modifiedBy: null,
      avatar: null,
      canEdit: true,
    });
    expect(comments[0]?.listReplies.map((r) => [r.comment, r.parentId, r.canEdit])).toEqual([
      ["Yes, approved soon.", first.id, false],
      ["Thanks!", first.id, false],
    ]);
    expect(comments[1]).toMatchObject({ comment: "Second topic", listReplies: [] });
  });

  it("names the authors in the reader's script: the Japanese name in Japanese where the record has one", async () => {
    await t.db
      .updateTable("employees")
      .set({ fullNameJp: "佐藤 健太" })
      .where("id", "=", id("owner1"))
      .execute();
    try {
      const first = await post("owner1", "Is the route fine?");
      await post("leader1", "Yes.", first.id);
      const read = async (language: string) => {
        const response = await call("GET", thread(), "leader1", undefined, language);
        const [comment] = response.json<CommentWithReplies[]>();
        return [comment?.fullName, comment?.listReplies[0]?.fullName];
      };
      expect(await read("ja")).toEqual(["佐藤 健太", "Aoi Mori"]);
      expect(await read("en")).toEqual(["Kenta Sato", "Aoi Mori"]);
    } finally {
      await t.db.updateTable("employees").set({ fullNameJp: null }).where("id", "=", id("owner1")).execute();
    }
  });

  it("refuses an empty or too long comment with field errors in the caller's language, writing nothing", async () => {
    for (const [comment, en, ja] of [
      ["   ", "Please enter a comment.", "コメントを入力してください。"],
      [
        "x".repeat(501),
        "A comment can be at most 500 characters.",
        "コメントは500文字以内で入力してください。",
      ],
    ] as const) {
      const english = await call("POST", thread(), "owner1", { comment });
      expect(english.statusCode).toBe(400);
      expect(english.json().errors).toEqual([{ field: "comment", errorMessage: en }]);
      const japanese = await call("POST", thread(), "owner1", { comment }, "ja");
      expect(japanese.json().errors).toEqual([{ field: "comment", errorMessage: ja }]);
    }
    expect(await post("owner1", "y".repeat(500))).toMatchObject({ comment: "y".repeat(500) });
    const stored = await t.db.selectFrom("comments").select("id").execute();
    expect(stored).toHaveLength(1);
    const missingParent = await call("POST", thread(), "owner1", { comment: "hi", parentId: 999_999 });
    expect(missingParent.statusCode).toBe(400);
    expect(missingParent.json().errors[0].field).toBe("parentId");
  });

  it("lets only those who may see the ticket read or write its thread", async () => {
    for (const who of ["owner1", "leader1", "hr1"]) {
      expect((await call("GET", thread(), who)).statusCode, who).toBe(200);
    }
    // Another employee, and a leader of another department: the ticket's existence is not
    // revealed to them (decision 017).
    for (const who of ["other1", "leader2"]) {
      expect((await call("GET", thread(), who)).statusCode, who).toBe(404);
      expect((await call("POST", thread(), who, { comment: "hello" })).statusCode, who).toBe(404);
    }
    expect((await call("GET", thread(), null)).statusCode).toBe(403);
    expect((await call("GET", "/commutationTicket/999999", "hr1")).statusCode).toBe(404);
    expect((await call("GET", `/somethingElse/${ticketId}`, "hr1")).statusCode).toBe(400);
    expect(await t.db.selectFrom("comments").select("id").execute()).toEqual([]);
  });

  it("lets the author edit or delete their own comment only; deleting removes the replies", async () => {
    const mine = await post("owner1", "Frist");
    await post("hr1", "Reply", mine.id);
    expect((await call("PUT", `/${mine.id}`, "hr1", { comment: "Hacked" })).statusCode).toBe(401);
    expect((await call("DELETE", `/${mine.id}`, "hr1")).statusCode).toBe(401);
    expect((await call("PUT", "/999999", "owner1", { comment: "x" })).statusCode).toBe(404);
    expect((await call("PUT", `/${mine.id}`, "owner1", { comment: "" })).statusCode).toBe(400);

    clock.set(new Date("2026-11-21T04:00:00Z"));
    const edited = await call("PUT", `/${mine.id}`, "owner1", { comment: "First" });
    clock.set(new Date("2026-11-21T03:00:00Z"));
    expect(edited.json()).toMatchObject({
      comment: "First",
      modifiedAt: "2026-11-21T04:00:00.000Z",
      modifiedBy: id("owner1"),
    });
    expect((await list("hr1"))[0]?.comment).toBe("First");

    expect((await call("DELETE", `/${mine.id}`, "owner1")).statusCode).toBe(204);
    expect(await list("owner1")).toEqual([]);
    expect(await t.db.selectFrom("comments").select("id").execute()).toEqual([]);
  });

  it("notifies the owner, the ticket's next decider and the thread's participants, never the author", async () => {
    const first = await post("hr1", "Please attach the receipt.");
    const link = `/commuting-ticket/ticket/${ticketId}`;
    expect(await notified("owner1")).toEqual([{ key: "comment.notify.commutationTicket.title", link }]);
    // The ticket waits for its leader, who hears of every new comment.
    expect(await notified("leader1")).toEqual([{ key: "comment.notify.commutationTicket.title", link }]);
    expect(await notified("hr1")).toEqual([]);
    expect(await notified("other1")).toEqual([]);
    await post("owner1", "Done.", first.id);
    expect(await notified("hr1")).toHaveLength(1);
    expect(await notified("owner1")).toHaveLength(1);
    expect(await notified("leader1")).toHaveLength(2);
    await post("leader1", "Looks good.");
    expect(await notified("hr1")).toHaveLength(2);
    expect(await notified("owner1")).toHaveLength(2);
    expect(await notified("leader1")).toHaveLength(2);
  });

  it("pushes OnCommented: a notice to whom it notifies, the thread to every connected reader", async () => {
    const owner = await connectHub(url, "employeeService", tokens.owner1);
    const leader = await connectHub(url, "employeeService", tokens.leader1);
    const other = await connectHub(url, "employeeService", tokens.other1);
    const otherGot = recordEvents(other, "OnCommented");
    const ownerGot = recordEvents<CommentedPush>(owner, "OnCommented");
    const leaderGot = recordEvents<CommentedPush>(leader, "OnCommented");

    await post("hr1", "Please attach the receipt.");
    await wait(200);
    expect(leaderGot).toContainEqual({ thread: { objectType: "commutationTicket", objectId: ticketId } });
    const notice = ownerGot.find((push): push is NoticePush => "title" in push);
    expect(notice?.title.en).toBe("New comment on a commuting ticket");
    expect(notice?.message.ja).toContain("Yumi Ito");
    expect(ownerGot).toContainEqual({ thread: { objectType: "commutationTicket", objectId: ticketId } });
    expect(otherGot).toEqual([]);
  });

  it("guards a change request's thread as the request itself: its owner and HR", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/employeeChange/requests",
      headers: auth.other1,
      payload: { fields: { nationality: "Japanese" }, effectiveDate: "2026-11-21", draft: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    const requestId = created.json<{ id: number }>().id;
    const path = `/changeRequest/${requestId}`;
    expect((await call("POST", path, "other1", { comment: "note" })).statusCode).toBe(200);
    // A draft is its owner's alone: to HR its thread does not exist.
    expect((await call("GET", path, "hr1")).statusCode).toBe(404);
    const submitted = await t.app.inject({
      method: "POST",
      url: `/api/employeeChange/requests/${requestId}/submit`,
      headers: auth.other1,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await call("GET", path, "hr1")).statusCode).toBe(200);
    expect((await call("POST", path, "hr1", { comment: "Checked." })).statusCode).toBe(200);
    expect((await call("GET", path, "owner1")).statusCode).toBe(404);
    expect(await notified("other1")).toEqual([
      { key: "comment.notify.changeRequest.title", link: expect.stringContaining(`request=${requestId}`) },
    ]);
  });
});
