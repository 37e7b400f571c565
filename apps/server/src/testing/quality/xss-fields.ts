import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { buildTestApp, type TestApp } from "../build-test-app";
import { createFakeClock } from "../fake-clock";
import { signIn } from "../sign-in";
import { createTicketCompany } from "../ticket-company";

/** What the stored-XSS suites share: the payloads that fit each field, and the company they write as. */

type Headers = Record<string, string>;
type Method = NonNullable<InjectOptions["method"]>;

/** The payloads a field can store, and those it refuses (text holding NUL). */
export const storable = xssPayloads.filter((payload) => !payload.includes("\u0000"));
export const withNul = xssPayloads.filter((payload) => payload.includes("\u0000"));
/** The storable payloads that fit a field of this length. */
export const upTo = (maxLength: number) => storable.filter((payload) => payload.length <= maxLength);
/** The list's entry at index, round the list again past its end. */
export const nth = (list: readonly string[], index: number) => list[index % list.length] ?? "";

export interface XssFieldsCompany {
  readonly t: TestApp;
  /** The people's ids: owner1 and leader1 (dev), hr1 (HR) and admin1 (administrator) of the office. */
  readonly ids: Record<string, number>;
  /** Their signed-in headers. */
  readonly auth: Record<string, Headers>;
  call(method: Method, url: string, who: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The call, answered 200, and its JSON. */
  ok<T>(method: Method, url: string, who: string, payload?: object): Promise<T>;
  /** The call, refused with 400 naming a field (never a 5xx). */
  refused(method: Method, url: string, who: string, payload: object): Promise<void>;
}

/**
 * Builds the app (its clock on 2026-11-21) and the company before the suite's tests (in the
 * describe block that calls it), signs everyone in, and closes the app after them.
 */
export function useXssFieldsCompany(): XssFieldsCompany {
  let app: TestApp | undefined;
  const ids: Record<string, number> = {};
  const auth: Record<string, Headers> = {};
  const ready = (): TestApp => {
    if (!app) throw new Error("the XSS company is not set up yet");
    return app;
  };

  beforeAll(async () => {
    const t = await buildTestApp({}, { clock: createFakeClock(new Date("2026-11-21T03:00:00Z")) });
    app = t;
    const company = await createTicketCompany(t, {
      departments: { dev: { leader: "leader1" }, office: { leader: "admin1" } },
      people: {
        owner1: { department: "dev" },
        leader1: { department: "dev" },
        hr1: { department: "office", roles: { sms: 2 } },
        admin1: { department: "office", roles: { administrator: 1 } },
      },
    });
    Object.assign(ids, company.ids);
    for (const account of ["owner1", "leader1", "hr1", "admin1"]) {
      auth[account] = (await signIn(t, account)).headers;
    }
  });
  afterAll(() => app?.close());

  function call(method: Method, url: string, who: string, payload?: object): Promise<LightMyRequestResponse> {
    return ready().app.inject({ method, url, headers: auth[who], ...(payload !== undefined && { payload }) });
  }
  async function ok<T>(method: Method, url: string, who: string, payload?: object): Promise<T> {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    // JSON that no browser will sniff into a page.
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    return response.json<T>();
  }
  async function refused(method: Method, url: string, who: string, payload: object) {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
    expect(response.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
  }

  return {
    get t() {
      return ready();
    },
    ids,
    auth,
    call,
    ok,
    refused,
  };
}
