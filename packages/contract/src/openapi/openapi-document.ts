import { z } from "zod";
import type { RouteDefinition } from "../common/route";
import { routes } from "../routes";

/** One operation of the document, as the route table names it (`group.name`). */
export interface ApiOperation {
  key: string;
  group: string;
  route: RouteDefinition;
}

/** Every row of the route table with its key, in the table's order. */
export function apiOperations(): ApiOperation[] {
  return Object.entries(routes).flatMap(([group, table]) =>
    Object.entries(table as Record<string, RouteDefinition>).map(([name, route]) => ({
      key: `${group}.${name}`,
      group,
      route,
    })),
  );
}

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's own), as a request sends it or a response holds it. */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** The parameters of one location (path, query, header) from an object schema's properties. */
function parametersOf(schema: z.ZodType | undefined, location: "path" | "query" | "header"): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
}

/** An upload route has no JSON body and answers 413 when its files are too large. */
const isUpload = (route: RouteDefinition) => !route.body && route.method !== "GET" && 413 in route.response;

function requestBodyOf(route: RouteDefinition): JsonSchema | undefined {
  if (route.body) {
    return { required: true, content: { "application/json": { schema: jsonSchemaOf(route.body, "input") } } };
  }
  if (isUpload(route)) {
    return { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } };
  }
  return undefined;
}

/** What each status means in this API (the spec's: 401 is a permission denied, 403 a session expired). */
const statusDescriptions: Record<string, string> = {
  200: "Done",
  201: "Created",
  204: "Done, nothing to answer",
  400: "Bad input: { message, errors: [{ field, errorMessage }] } in the caller's language",
  401: "Permission denied",
  403: "Session expired or missing",
  404: "Not found, or not the caller's to see",
  409: "Conflict with the object's current state",
  413: "Too large",
  415: "Unsupported file type",
  429: "Too many requests",
};

function responsesOf(route: RouteDefinition): JsonSchema {
  return Object.fromEntries(
    Object.entries(route.response).map(([status, schema]) => [
      status,
      {
        description: statusDescriptions[status] ?? status,
        content: { "application/json": { schema: jsonSchemaOf(schema, "output") } },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document of every route of the contract: paths, parameters, bodies, answers. */
export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { key, group, route } of apiOperations()) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    const parameters = [
      ...parametersOf(route.params, "path"),
      ...parametersOf(route.querystring, "query"),
      ...parametersOf(route.headers, "header"),
    ];
    const requestBody = requestBodyOf(route);
    const operations = paths[path] ?? {};
    operations[route.method.toLowerCase()] = {
      operationId: key,
      tags: [group],
      ...(route.access === "public" ? { security: [] } : {}),
      ...(parameters.length > 0 && { parameters }),
      ...(requestBody && { requestBody }),
      responses: responsesOf(route),
    };
    paths[path] = operations;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Employee portal API", version },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
