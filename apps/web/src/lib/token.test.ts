import { describe, expect, it } from "vitest";
import { fakeToken } from "../test/fake-token";
import { isTokenActive, tokenExpiry } from "./token";

describe("session token expiry", () => {
  it("treats a token whose exp lies ahead as active", () => {
    expect(isTokenActive(fakeToken(60))).toBe(true);
  });

  it("treats a token as expired once its exp is reached", () => {
    const token = fakeToken(0);
    const expiry = tokenExpiry(token) ?? 0;
    expect(isTokenActive(token, expiry * 1000 - 1)).toBe(true);
    expect(isTokenActive(token, expiry * 1000)).toBe(false);
    expect(isTokenActive(fakeToken(-1))).toBe(false);
  });

  it("reads base64url payloads with characters plain base64 lacks", () => {
    // "??>" encodes to "Pz8-" in base64url, which atob alone rejects.
    const token = fakeToken(60, { name: "??>??>" });
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(isTokenActive(token)).toBe(true);
  });

  it.each([
    ["no payload", "just-one-part"],
    ["a payload that is not JSON", "a.bm90IGpzb24.c"],
    ["no exp claim", `a.${btoa(JSON.stringify({ sub: "1" }))}.c`],
    ["a non-numeric exp", `a.${btoa(JSON.stringify({ exp: "tomorrow" }))}.c`],
  ])("never treats a token with %s as active", (_, token) => {
    expect(isTokenActive(token)).toBe(false);
  });
});
