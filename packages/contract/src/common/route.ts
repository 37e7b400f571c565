import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Who may call a route: anyone, or a holder of a valid session token. */
export type RouteAccess = "public" | "session";

/** One row of the route table: the wire shape of one call. */
export interface RouteDefinition {
  method: HttpMethod;
  /** Full path with Fastify-style parameters, e.g. /api/notifications/:id */
  path: string;
  access: RouteAccess;
  body?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** Request headers the route reads (e.g. the paging headers). */
  headers?: z.ZodType;
  /** Response body schema per status code. */
  response: Record<number, z.ZodType>;
  /**
   * Path parameters and query fields that grant access by themselves (a signed link's token or
   * signature): never written to the request log.
   */
  credentials?: readonly string[];
}

/** Declares a route while keeping its literal types for server and web. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/** Fills the :params of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
