import { describe, expect, it } from "vitest";
import { createFakeClock } from "../../testing/fake-clock";
import { createTokenService } from "./token";

const subject = { employeeId: 7, account: "vn1", method: "password" } as const;

describe("session tokens verified before", () => {
  it("still expire on time", async () => {
    const clock = createFakeClock();
    const tokens = createTokenService("a-secret-of-enough-length-for-hs256", 60, clock);
    const token = await tokens.sign(subject);
    expect(await tokens.verify(token)).toMatchObject({ employeeId: 7, account: "vn1" });
    clock.advance(59_000);
    expect(await tokens.verify(token)).toMatchObject({ employeeId: 7 });
    clock.advance(1_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it("do not vouch for the same claims under another signature or another secret", async () => {
    const clock = createFakeClock();
    const tokens = createTokenService("a-secret-of-enough-length-for-hs256", 60, clock);
    const token = await tokens.sign(subject);
    expect(await tokens.verify(token)).toBeDefined();
    const [header, payload, signature = ""] = token.split(".");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
    const otherSecret = createTokenService("another-secret-of-enough-length-!!", 60, clock);
    expect(await otherSecret.verify(token)).toBeUndefined();
  });
});
