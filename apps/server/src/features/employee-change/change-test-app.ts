import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { afterAll, beforeAll, expect } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createFakeClock } from "../../testing/fake-clock";
import { menuNumber } from "../../testing/menu-number";
import { signIn } from "../../testing/sign-in";
import { createTicketCompany } from "../../testing/ticket-company";
import { ensureDefaultMenu } from "../menu/default-menu";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * The app of a change-request HTTP test: four employees (one leading their department), two HR
 * members, the default menu, everyone signed in; the calls and look-ups the tests share.
 */
export function changeTestApp() {
  let app: TestApp | undefined;
  const t = () => {
    if (!app) throw new Error("the change-request test app is built before the tests");
    return app;
  };
  let ids: Record<string, number> = {};
  const auth: Record<string, Record<string, string>> = {};
  // 12:00 in Japan on 2026-06-10.
  const clock = createFakeClock(new Date("2026-06-10T03:00:00Z"));

  beforeAll(async () => {
    const built = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
    app = built;
    await ensureDefaultMenu(built.db);
    ({ ids } = await createTicketCompany(built, {
      departments: { dev: { leader: "employee4" }, hr: { leader: "hr2" } },
      people: {
        employee1: { department: "dev", fullName: "Kenta Sato" },
        employee2: { department: "dev", fullName: "Misaki Suzuki" },
        employee3: { department: "dev", fullName: "Ren Kato" },
        employee4: { department: "dev", fullName: "Aoi Mori" },
        hr1: { department: "hr", fullName: "Yumi Ito", roles: { sms: 2 } },
        hr2: { department: "hr", fullName: "Naoki Abe", roles: { sms: 2 } },
      },
    }));
    await built.db
      .updateTable("employees")
      .set({ passportNumber: "TK0000001", visaKind: "Engineer", sex: "M" })
      .where("id", "=", id("employee1"))
      .execute();
    await built.db.updateTable("employees").set({ sex: "F" }).where("id", "=", id("employee4")).execute();
    for (const account of Object.keys(ids)) auth[account] = (await signIn(built, account)).headers;
  });
  afterAll(() => app?.close());

  function id(account: string): number {
    const found = ids[account];
    if (found === undefined) throw new Error(`no ${account}`);
    return found;
  }

  const call = (method: Method, url: string, who: string | null, payload?: unknown, language = "en") =>
    t().app.inject({
      method,
      url: `/api/employeeChange${url}`,
      headers: { ...(who ? auth[who] : {}), "accept-language": language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  /** The request's comment thread (the comment feature's calls). */
  const thread = (method: Method, requestId: number, who: string, payload?: unknown, language = "en") =>
    t().app.inject({
      method,
      url: `/api/comments/changeRequest/${requestId}`,
      headers: { ...auth[who], "accept-language": language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const ok = async (method: Method, url: string, who: string, payload?: unknown) => {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChangeRequest>();
  };
  const page = async (url: string, who: string) => {
    const response = await call("GET", url, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ChangeRequest[]; totalCount: number }>();
  };
  const profileRequest = (who: string, fields: Record<string, string | null>, extra: object = {}) =>
    call("POST", "/requests", who, { fields, effectiveDate: "2026-06-10", ...extra });
  const profileOf = async (who: string) =>
    (await t().app.inject({ method: "GET", url: "/api/employee/profile", headers: auth[who] })).json();
  const notificationKeys = async (who: string) =>
    (
      await t()
        .db.selectFrom("notifications")
        .select("title")
        .where("recipientId", "=", id(who))
        .orderBy("id")
        .execute()
    ).map((row) => JSON.parse(row.title).key as string);
  /** HR's number on the menu: the requests waiting for HR, the caller's own left out. */
  const hrCount = (who: string) => menuNumber(t(), auth[who], "changeRequestsWaitingForHr");

  return { t, auth, id, call, thread, ok, page, profileRequest, profileOf, notificationKeys, hrCount };
}
