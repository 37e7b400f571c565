import type { FastifyRequest } from "fastify";

/** Who is calling, as far as the audit cares: the client address (per TRUST_PROXY) and agent. */
export interface RequestMeta {
  ipAddress: string;
  userAgent: string;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ipAddress: request.ip, userAgent: (request.headers["user-agent"] ?? "").slice(0, 512) };
}
