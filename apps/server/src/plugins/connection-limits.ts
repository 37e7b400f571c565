import type { Server } from "node:net";
import type { ConnectionLimits } from "../config/env";
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
