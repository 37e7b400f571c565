import { describe, expect, it } from "vitest";
import { addressKey, remainingWait, waitAfterFailures } from "./sign-in-wait";

describe("the wait after failures at one address", () => {
  it("doubles from 1 second with each failure, up to the longest wait", () => {
    const waits = Array.from({ length: 13 }, (_, failures) => waitAfterFailures(failures, 15));
    expect(waits).toEqual([0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(waitAfterFailures(10_000, 15)).toBe(900);
  });

  it("counts from the last failure, rounded up to whole seconds", () => {
    const pair = { consecutiveFailures: 3, lastFailureAt: "2026-04-01T09:00:00.000Z" };
    expect(remainingWait(pair, new Date("2026-04-01T09:00:01.500Z"), 15)).toBe(3);
    expect(remainingWait(pair, new Date("2026-04-01T09:00:04.000Z"), 15)).toBe(0);
    expect(remainingWait(undefined, new Date(), 15)).toBe(0);
  });
});

describe("the address a sign-in counts against", () => {
  it("keeps an IPv4 address, also written as IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("takes an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    expect(addressKey("2001:db8:0:1::1")).toBe(key);
    expect(addressKey("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:0:1:abcd::7%eth0")).toBe(key);
    expect(addressKey("2001:db8:0:2::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
