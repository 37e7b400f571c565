import { describe, expect, it } from "vitest";
import { authKeyEpochMs, checkAuthKey, issueAuthKey } from "./chat-auth-key";

const secret = "test-secret-that-is-long-enough-for-hs256-signing";
const noon = new Date("2026-11-21T03:00:00Z");
const later = (epochs: number) => new Date(noon.getTime() + epochs * authKeyEpochMs);

describe("the chat's auth key", () => {
  it("is bound to the employee and the epoch", () => {
    const key = issueAuthKey(secret, 7, noon);
    expect(checkAuthKey(secret, 7, key, noon)).toBe("current");
    expect(checkAuthKey(secret, 8, key, noon)).toBe("invalid");
    expect(checkAuthKey("another-secret-that-is-long-enough-too", 7, key, noon)).toBe("invalid");
    expect(issueAuthKey(secret, 7, noon)).toBe(key);
    expect(issueAuthKey(secret, 7, later(1))).not.toBe(key);
  });

  it("stays good for one more epoch (stale), then is refused", () => {
    const key = issueAuthKey(secret, 7, noon);
    expect(checkAuthKey(secret, 7, key, later(1))).toBe("stale");
    expect(checkAuthKey(secret, 7, key, later(2))).toBe("invalid");
    // A key from the future is not one the server issued.
    expect(checkAuthKey(secret, 7, key, later(-1))).toBe("invalid");
  });

  it("refuses malformed and altered keys", () => {
    const key = issueAuthKey(secret, 7, noon);
    const [epoch, mac] = key.split(".") as [string, string];
    for (const bad of ["", "abc", `${epoch}.`, `${epoch}.${mac.slice(1)}`, `${Number(epoch) - 1}.${mac}`]) {
      expect(checkAuthKey(secret, 7, bad, noon)).toBe("invalid");
    }
  });
});
