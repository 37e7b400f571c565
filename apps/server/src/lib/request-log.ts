import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Query fields that carry credentials whatever the route (signed links, OAuth codes and tokens). */
const credentialFields = new Set(["signature", "sig", "token", "access_token", "id_token", "code"]);
const redacted = "[redacted]";

/** A query field's name decoded; a malformed one as it came (the log must never throw). */
function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * The request's URL as the log keeps it: the path parameters and query fields the route table
 * names as credentials (a signed link's token or signature) and the usual credential fields are
 * replaced, so a log reader cannot open a link still valid (decision 027).
 */
function loggableUrl(request: Pick<FastifyRequest, "url"> & Partial<Pick<FastifyRequest, "routeOptions">>) {
  const credentials = new Set([...credentialFields, ...(request.routeOptions?.config?.credentials ?? [])]);
  const at = request.url.indexOf("?");
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const query = at === -1 ? undefined : request.url.slice(at + 1);
  const pattern = request.routeOptions?.url?.split("/");
  const segments = path.split("/");
  const safePath =
    pattern && pattern.length === segments.length
      ? segments
          .map((segment, index) => {
            const name = pattern[index]?.startsWith(":") ? pattern[index]?.slice(1) : undefined;
            return name !== undefined && credentials.has(name) ? redacted : segment;
          })
          .join("/")
      : path;
  if (query === undefined) return safePath;
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0] ?? "";
      return credentials.has(decoded(name).toLowerCase()) ? `${name}=${redacted}` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

/** Fastify's request serializer, with the URL made loggable. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options with the request serializer that keeps credentials out of the log. */
export function withRequestLog(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (typeof logger !== "object" || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, req: serializeRequest } };
}
