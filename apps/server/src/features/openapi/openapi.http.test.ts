import { apiOperations } from "@portal/contract/openapi/openapi-document";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDepartment, createEmployee } from "../../db/seed/factories";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { signIn } from "../../testing/sign-in";

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
}

describe("the API described in OpenAPI", () => {
  let t: TestApp;
  let admin: { authorization: string };
  let employee: { authorization: string };
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/openapi.json", headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const dept = await createDepartment(t.db);
    await createEmployee(t.db, { account: "admin1", deptId: dept.id }, { roles: { administrator: 1 } });
    await createEmployee(t.db, { account: "employee1", deptId: dept.id });
    admin = (await signIn(t, "admin1")).headers;
    employee = (await signIn(t, "employee1")).headers;
  });
  afterAll(() => t.close());

  it("holds every route of the contract, with its parameters, body and answers", async () => {
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe("3.1.0");
    expect(document.security).toEqual([{ bearer: [] }]);
    for (const { key, route } of apiOperations()) {
      const path = route.path.replace(/:(\w+)/g, "{$1}");
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(key);
      if (!operation) continue;
      // Public routes need no token; the others the document's bearer token.
      expect(operation.security, key).toEqual(route.access === "public" ? [] : undefined);
      expect(Object.keys(operation.responses).sort(), key).toEqual(Object.keys(route.response).sort());
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(inPath.map((parameter) => parameter.name).sort(), key).toEqual(pathNames.sort());
      expect(Boolean(operation.requestBody), key).toBe(Boolean(route.body) || 413 in route.response);
    }
  });

  it("describes a route's fields as the contract checks them", async () => {
    const document = (await get(admin)).json<Document>();
    const login = document.paths["/api/login"]?.post;
    expect(login?.requestBody?.content["application/json"]).toMatchObject({
      schema: {
        type: "object",
        properties: { userId: { type: "string", maxLength: 100 } },
        required: expect.arrayContaining(["userId", "password"]),
        additionalProperties: false,
      },
    });
    const audit = document.paths["/api/audit/sign-ins"]?.get;
    expect(audit?.responses["401"]?.description).toBe("Permission denied");
    expect(audit?.responses["403"]?.description).toBe("Session expired or missing");
  });

  it("comes compressed, as large answers do; a small answer comes as it is", async () => {
    const large = await get({ ...admin, "accept-encoding": "br, gzip" });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    const small = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: "ok" });
  });

  it("is for administrators only", async () => {
    expect((await get(employee)).statusCode).toBe(401);
    expect((await get()).statusCode).toBe(403);
  });
});
