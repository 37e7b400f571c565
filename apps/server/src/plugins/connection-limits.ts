import type { Server } from "node:net";
import { HttpStatus } from "@portal/contract/common/http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ConnectionLimits } from "../config/env";
import { AppError } from "../lib/app-error";
import type { ClientAddress } from "../lib/client-address";

/** How often Node looks for requests past their timeouts: a fraction of the shortest one. */
export function timeoutCheckIntervalMs(limits: ConnectionLimits): number {
  return Math.max(100, Math.min(5_000, Math.floor(limits.headersTimeoutMs / 4)));
}

/**
 * Caps the TCP connections one client address holds at once (HTTP and realtime alike); one over
 * the cap is closed as soon as it opens. A peer that TRUST_PROXY names is a proxy carrying many
 * clients and is not capped here: the realtime handshake counts its clients by their forwarded
 * address, and the proxy limits the rest (README, Operations).
 */
export function capConnectionsPerAddress(
  server: Server,
  { maxPerAddress, clientAddress }: { maxPerAddress: number; clientAddress: ClientAddress },
): void {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || clientAddress.isTrustedPeer(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * Behind a proxy that TRUST_PROXY names, the TCP cap above sees only the proxy: there, the requests
 * one forwarded client address has in progress at once (a body still arriving included) are capped
 * instead, and one more is answered 429.
 */
export const forwardedRequestCapPlugin = fp(
  async (app: FastifyInstance, opts: { maxPerAddress: number; clientAddress: ClientAddress }) => {
    const open = new Map<string, number>();
    app.addHook("onRequest", async (request, reply) => {
      const peer = request.socket.remoteAddress;
      if (!peer || !opts.clientAddress.isTrustedPeer(peer)) return;
      const address = request.ip;
      const count = open.get(address) ?? 0;
      if (count >= opts.maxPerAddress)
        throw new AppError(HttpStatus.tooManyRequests, "common.tooManyConnections");
      open.set(address, count + 1);
      // "close" comes once the answer is sent or the connection is gone, whichever ends the request.
      reply.raw.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  },
);
