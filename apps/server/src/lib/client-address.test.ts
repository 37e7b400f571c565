import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createClientAddress } from "./client-address";

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe("the client address of a request Fastify does not see (a realtime handshake)", () => {
  it("is the peer's without TRUST_PROXY, whatever X-Forwarded-For claims", () => {
    const address = createClientAddress(false);
    expect(address.of(request("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
    expect(address.isTrustedPeer("127.0.0.1")).toBe(false);
  });

  it("is the forwarded one as far as TRUST_PROXY trusts the hops", () => {
    const chain = request("10.0.0.5", "198.51.100.1, 10.0.0.9");
    expect(createClientAddress(true).of(chain)).toBe("198.51.100.1");
    expect(createClientAddress(1).of(chain)).toBe("10.0.0.9");
    const listed = createClientAddress(["10.0.0.0/8"]);
    expect(listed.of(chain)).toBe("198.51.100.1");
    expect(listed.isTrustedPeer("10.0.0.5")).toBe(true);
    expect(listed.isTrustedPeer("192.168.1.1")).toBe(false);
    expect(listed.of(request("192.168.1.1", "198.51.100.1"))).toBe("192.168.1.1");
  });
});
