import { withoutNul } from "@portal/contract/common/without-nul";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";
import { findUnsafeMarkdown } from "./help.markdown";

type Headers = Record<string, string>;

describe("help pages holding XSS payloads", () => {
  let t: TestApp;
  let employee: Headers;
  let admin: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    employee = (await signIn(t, "employee1")).headers;
    admin = (await signIn(t, "admin1")).headers;
  });
  afterAll(() => t.close());

  const page = "/api/markdown/portal/xss/1";
  const saveDraft = (title: string, markdown: string) =>
    t.app.inject({
      method: "PUT",
      url: `${page}/draft`,
      headers: admin,
      payload: { language: "en", title, markdown },
    });

  it("refuses each unsafe payload with 400 on markdown and stores the others as sent, never failing", async () => {
    const accepted: string[] = [];
    for (const payload of xssPayloads) {
      const response = await saveDraft("Payload", payload);
      // The check reads the text as it is stored: without NUL characters ("<scr\0ipt>" is a tag).
      if (findUnsafeMarkdown(withoutNul(payload))) {
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().errors).toEqual([{ field: "markdown", errorMessage: expect.any(String) }]);
      } else {
        expect(response.statusCode, `${payload}: ${response.body}`).toBe(200);
        expect(response.json().markdown).toBe(withoutNul(payload));
        accepted.push(payload);
      }
    }
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(xssPayloads.length / 2);
  });

  it("serves a published page of payloads in code and a payload title as JSON text to readers", async () => {
    const title = "<img src=x onerror=alert(1)> Payloads";
    const markdown = xssPayloads.map((payload) => `Payload:\n\n~~~~\n${payload}\n~~~~`).join("\n\n");
    expect((await saveDraft(title, markdown)).statusCode).toBe(200);
    const published = await t.app.inject({
      method: "POST",
      url: `${page}/publish`,
      headers: admin,
      payload: { language: "en" },
    });
    expect(published.statusCode, published.body).toBe(200);

    const read = await t.app.inject({ method: "GET", url: page, headers: employee });
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(read.headers["x-content-type-options"]).toBe("nosniff");
    expect(read.json()).toMatchObject({ title, markdown: withoutNul(markdown) });
  });
});
