import type { RouteAccess, RouteDefinition } from "@portal/contract/common/route";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set from the route table; a route without it is treated as needing a session. */
    access?: RouteAccess;
    /** The route table's credentials: URL parts the request log leaves out. */
    credentials?: readonly string[];
  }
}

/**
 * Fastify route options from a row of the contract's route table: method, URL, zod schemas
 * (request and response) and who may call it. Handlers get bodies typed by the contract.
 */
export function fromContract<const R extends RouteDefinition>(route: R) {
  const schema = {
    ...(route.body && { body: route.body }),
    ...(route.params && { params: route.params }),
    ...(route.querystring && { querystring: route.querystring }),
    ...(route.headers && { headers: route.headers }),
    response: route.response,
  } as {
    body: R["body"];
    params: R["params"];
    querystring: R["querystring"];
    headers: R["headers"];
    response: R["response"];
  };
  const config = { access: route.access, ...(route.credentials && { credentials: route.credentials }) };
  return { method: route.method, url: route.path, schema, config };
}

/** The same options, with a limit of calls a minute per client address (@fastify/rate-limit). */
export function fromContractRateLimited<const R extends RouteDefinition>(route: R, perMinute: number) {
  const options = fromContract(route);
  return { ...options, config: { ...options.config, rateLimit: { max: perMinute, timeWindow: "1 minute" } } };
}
