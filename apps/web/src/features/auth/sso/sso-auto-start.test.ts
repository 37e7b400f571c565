import type { SsoClientConfig } from "@portal/contract/config/config.schema";
import { describe, expect, it } from "vitest";
import { shouldStartSso } from "./sso-auto-start";

const sso = (isDefault: boolean): SsoClientConfig => ({
  authority: "https://login.example/tenant/v2.0",
  clientId: "portal",
  scope: "openid profile email",
  isDefault,
});
const query = (search: string) => new URLSearchParams(search);

describe("shouldStartSso", () => {
  it("starts by itself when single sign-on is the default and nothing failed", () => {
    expect(shouldStartSso(sso(true), query(""), false)).toBe(true);
    expect(shouldStartSso(sso(true), query("url=%2Fleave"), false)).toBe(true);
  });

  it("waits for a click when it is not the default, or after a failure", () => {
    expect(shouldStartSso(sso(false), query(""), false)).toBe(false);
    expect(shouldStartSso(sso(true), query(""), true)).toBe(false);
  });

  it("is forced by type=directlogin", () => {
    expect(shouldStartSso(sso(false), query("type=directlogin"), true)).toBe(true);
  });

  it("never starts after a sign-out or without single sign-on", () => {
    expect(shouldStartSso(sso(true), query("logout=true"), false)).toBe(false);
    expect(shouldStartSso(sso(true), query("logout=true&type=directlogin"), false)).toBe(false);
    expect(shouldStartSso(null, query("type=directlogin"), false)).toBe(false);
  });
});
