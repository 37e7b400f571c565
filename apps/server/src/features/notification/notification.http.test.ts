import type {
  Notification,
  NotificationBell,
  NotificationSummary,
  Recipient,
} from "@portal/contract/notification/notification.schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { notify } from "./notify";

type Headers = { authorization: string };

describe("notifications", () => {
  let t: TestApp;
  let hr: Headers;
  let admin: Headers;
  let alice: Headers;
  let bob: Headers;
  let aliceId: number;
  let bobId: number;
  let salesId: number;
  let activeCount: number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" });
    const dev = await createDepartment(t.db);
    const sales = await createDepartment(t.db);
    salesId = sales.id;
    await createEmployee(t.db, { account: "hr1", deptId: dev.id }, { roles: { sms: 2 } });
    await createEmployee(t.db, { account: "admin1", deptId: dev.id }, { roles: { administrator: 1 } });
    aliceId = (await createEmployee(t.db, { account: "alice", deptId: dev.id })).id;
    bobId = (await createEmployee(t.db, { account: "bob", deptId: sales.id })).id;
    await createEmployee(t.db, { account: "gone", deptId: sales.id, status: 1 });
    activeCount = 4;
    hr = (await signIn(t, "hr1")).headers;
    admin = (await signIn(t, "admin1")).headers;
    alice = (await signIn(t, "alice")).headers;
    bob = (await signIn(t, "bob")).headers;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom("notifications").execute();
  });

  const send = (body: Record<string, unknown>, headers: Headers = hr) =>
    t.app.inject({
      method: "POST",
      url: "/api/notifications",
      headers,
      payload: { severity: 1, titleEn: "Title", messageEn: "Message", ...body },
    });
  const get = (url: string, headers: Headers, extra: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...headers, ...extra } });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject(
      payload === undefined ? { method: "POST", url, headers } : { method: "POST", url, headers, payload },
    );
  const bell = async (headers: Headers) =>
    (await get("/api/notifications", headers)).json<NotificationBell>();
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom("notifications")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sendToAlice = async (count: number) => {
    for (let i = 1; i <= count; i++) {
      const response = await send({ audience: { type: "user", employeeId: aliceId }, titleEn: `Note ${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  describe("sending", () => {
    it("lets HR send to one employee, who sees it in the bell with the unread count", async () => {
      const response = await send({
        audience: { type: "user", employeeId: aliceId },
        severity: 3,
        titleEn: "Fire drill",
        messageEn: "Leave by the east stairs.",
        link: "/home",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ recipients: 1 });

      const aliceBell = await bell(alice);
      expect(aliceBell.unreadCount).toBe(1);
      expect(aliceBell.data).toEqual([
        expect.objectContaining({
          title: "Fire drill",
          message: "Leave by the east stairs.",
          severity: 3,
          read: 0,
          link: "/home",
        }),
      ]);
      expect(Date.parse(aliceBell.data[0]?.createdAt ?? "")).not.toBeNaN();
      expect((await bell(bob)).data).toEqual([]);
    });

    it("lets administrators send to a department, a role and everyone active", async () => {
      expect((await send({ audience: { type: "department", departmentId: salesId } }, admin)).json()).toEqual(
        {
          recipients: 1,
        },
      );
      expect((await send({ audience: { type: "role", role: "hr" } }, admin)).json()).toEqual({
        recipients: 1,
      });
      expect((await send({ audience: { type: "everyone" } }, admin)).json()).toEqual({
        recipients: activeCount,
      });
      expect((await bell(bob)).unreadCount).toBe(2);
    });

    it("refuses employees without HR or administrator rights (401) and writes nothing", async () => {
      const response = await send({ audience: { type: "everyone" } }, alice);
      expect(response.statusCode).toBe(401);
      expect(await stored()).toBe(0);
    });

    it("answers bad input with 400 and field errors in the user's language, writing nothing", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ audience: { type: "user", employeeId: 999_999 } }, "audience.employeeId"],
        [{ audience: { type: "department", departmentId: 999_999 } }, "audience.departmentId"],
        [{ audience: { type: "everyone" }, link: "javascript:alert(1)" }, "link"],
        [{ audience: { type: "everyone" }, link: "//evil.example/x" }, "link"],
        [{ audience: { type: "everyone" }, titleEn: "   " }, "titleEn"],
        [{ audience: { type: "everyone" }, severity: 4 }, "severity"],
        [{ audience: { type: "everyone" }, extra: true }, ""],
        [{ audience: { type: "role", role: "king" } }, "audience.role"],
      ];
      for (const [body, field] of cases) {
        const response = await send(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const errorBody = response.json<{ message: string; errors: { field: string }[] }>();
        expect(errorBody.message).toBeTruthy();
        if (field) expect(errorBody.errors.map((e) => e.field)).toContain(field);
      }
      const ja = await t.app.inject({
        method: "POST",
        url: "/api/notifications",
        headers: { ...hr, "content-language": "ja" },
        payload: {
          audience: { type: "everyone" },
          severity: 0,
          titleEn: "x",
          messageEn: "y",
          link: "http://x",
        },
      });
      expect(ja.json().errors[0].errorMessage).toBe(
        "リンクは / で始まるポータル内のパスを入力してください。",
      );
      expect(await stored()).toBe(0);
    });

    it("shows the Japanese text to Japanese readers, and the English one when there is none", async () => {
      await send({
        audience: { type: "user", employeeId: aliceId },
        titleEn: "Hello",
        titleJa: "こんにちは",
      });
      const ja = (
        await get("/api/notifications", alice, { "content-language": "ja" })
      ).json<NotificationBell>();
      expect(ja.data[0]?.title).toBe("こんにちは");
      expect(ja.data[0]?.message).toBe("Message");
    });

    it("renders the portal's own notifications from the catalogue in the reader's language", async () => {
      await notify(t.app.deps, {
        recipients: [aliceId],
        severity: 2,
        title: { key: "notification.lockout.title", params: { userId: "carol" } },
        message: { key: "notification.lockout.message", params: { userId: "carol" } },
      });
      expect((await bell(alice)).data[0]?.title).toBe("Repeated failed sign-ins: carol");
      const ja = (
        await get("/api/notifications", alice, { "content-language": "ja" })
      ).json<NotificationBell>();
      expect(ja.data[0]?.title).toBe("サインインの失敗が続いています: carol");
    });

    it("offers HR the departments, roles and an employee search; not to employees", async () => {
      const options = await get("/api/notifications/audiences", hr);
      expect(options.statusCode).toBe(200);
      expect(options.json().departments).toHaveLength(2);
      expect(options.json().roles).toContain("hr");
      const found = (await get("/api/notifications/recipients?search=ALI", hr)).json<Recipient[]>();
      expect(found.map((r) => r.account)).toEqual(["alice"]);
      expect((await get("/api/notifications/recipients?search=gone", hr)).json()).toEqual([]);
      expect((await get("/api/notifications/recipients?search=%25", hr)).json()).toEqual([]);
      expect((await get("/api/notifications/audiences", alice)).statusCode).toBe(401);
      expect((await get("/api/notifications/recipients?search=a", alice)).statusCode).toBe(401);
    });
  });

  describe("reading", () => {
    it("keeps the bell to the latest 10, newest first, with the full unread count", async () => {
      await sendToAlice(12);
      const aliceBell = await bell(alice);
      expect(aliceBell.unreadCount).toBe(12);
      expect(aliceBell.data.map((n) => n.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Note ${12 - i}`),
      );
    });

    it("pages the see-all list with the paging headers, and marks the listed ones read", async () => {
      await sendToAlice(13);
      const page2 = await get("/api/notifications/all", alice, {
        "x-pagination-page": "2",
        "x-pagination-size": "10",
      });
      expect(page2.statusCode).toBe(200);
      expect(page2.headers["x-total-count"]).toBe("13");
      const body = page2.json<{ data: Notification[]; totalCount: number }>();
      expect(body.totalCount).toBe(13);
      expect(body.data.map((n) => n.title)).toEqual(["Note 3", "Note 2", "Note 1"]);
      expect(body.data.every((n) => n.read === 0)).toBe(true);
      expect((await bell(alice)).unreadCount).toBe(10);
      const again = (
        await get("/api/notifications/all", alice, { "x-pagination-page": "2", "x-pagination-size": "10" })
      ).json<{ data: Notification[] }>();
      expect(again.data.every((n) => n.read === 1)).toBe(true);
    });

    it("marks a notification read when its detail is opened; another user's is not found", async () => {
      await sendToAlice(1);
      const [first] = (await bell(alice)).data;
      const opened = await get(`/api/notifications/${first?.id}`, alice);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ id: first?.id, read: 1, title: "Note 1" });
      expect((await bell(alice)).unreadCount).toBe(0);

      expect((await get(`/api/notifications/${first?.id}`, bob)).statusCode).toBe(404);
      expect((await get("/api/notifications/999999", alice)).statusCode).toBe(404);
      expect((await get("/api/notifications/abc", alice)).statusCode).toBe(400);
    });

    it("marks one, a list, or all as read, only ever the caller's own", async () => {
      await sendToAlice(3);
      await send({ audience: { type: "user", employeeId: bobId } });
      const [n3, n2, n1] = (await bell(alice)).data;
      const [bobs] = (await bell(bob)).data;

      expect((await post(`/api/notifications/markAsRead/${n3?.id}`, alice)).statusCode).toBe(204);
      expect((await post(`/api/notifications/markAsRead/${n3?.id}`, alice)).statusCode).toBe(204);
      expect((await post(`/api/notifications/markAsRead/${bobs?.id}`, alice)).statusCode).toBe(404);
      expect((await bell(alice)).unreadCount).toBe(2);

      const many = await post("/api/notifications/markAsRead", alice, { ids: [n2?.id, bobs?.id] });
      expect(many.statusCode).toBe(204);
      expect((await bell(alice)).unreadCount).toBe(1);
      expect((await bell(bob)).unreadCount).toBe(1);
      expect((await post("/api/notifications/markAsRead", alice, { ids: [] })).statusCode).toBe(400);
      expect((await post("/api/notifications/markAsRead", alice, { ids: ["1"] })).statusCode).toBe(400);

      expect((await post("/api/notifications/markAllAsRead", alice)).statusCode).toBe(204);
      const aliceBell = await bell(alice);
      expect(aliceBell.unreadCount).toBe(0);
      expect(aliceBell.data.find((n) => n.id === n1?.id)?.read).toBe(1);
      expect((await bell(bob)).unreadCount).toBe(1);
    });

    it("summarises the counts and syncs what arrived after a known id", async () => {
      await sendToAlice(3);
      const summary = (await get("/api/notifications/user", alice)).json<NotificationSummary>();
      expect(summary).toMatchObject({ unreadCount: 3, totalCount: 3 });
      const [, , oldest] = (await bell(alice)).data;
      const sync = await post("/api/notifications/sync", alice, { afterId: oldest?.id });
      expect(sync.statusCode).toBe(200);
      expect(sync.json<NotificationBell>().data.map((n) => n.title)).toEqual(["Note 3", "Note 2"]);
      expect(sync.json<NotificationBell>().unreadCount).toBe(3);
      expect((await get("/api/notifications/user", bob)).json()).toEqual({
        unreadCount: 0,
        totalCount: 0,
        latestId: 0,
      });
    });

    it("refuses every call without a session (403)", async () => {
      for (const [method, url] of [
        ["GET", "/api/notifications"],
        ["GET", "/api/notifications/all"],
        ["GET", "/api/notifications/user"],
        ["GET", "/api/notifications/1"],
        ["POST", "/api/notifications/markAllAsRead"],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode).toBe(403);
      }
    });
  });
});
