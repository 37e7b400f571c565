import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { Config } from "../config/env";

export interface ClientAddress {
  /** The client's address as Fastify's `request.ip` gives it: X-Forwarded-For only from trusted proxies. */
  of(request: IncomingMessage): string;
  /** Whether a connection's peer is a proxy named by TRUST_PROXY (its clients are behind it). */
  isTrustedPeer(address: string): boolean;
}

/** TRUST_PROXY read the way app.ts hands it to Fastify, for the requests Fastify never sees. */
export function createClientAddress(trustProxy: Config["trustProxy"]): ClientAddress {
  const trust =
    typeof trustProxy === "boolean"
      ? () => trustProxy
      : typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  return {
    of: (request) => proxyAddr(request, trust),
    isTrustedPeer: (address) => trust(address, 0),
  };
}
