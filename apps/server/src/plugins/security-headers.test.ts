import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("works out helmet's headers from the options once, as a plain list", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
    });
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  it("leaves out a header its option turns off", () => {
    expect(securityHeaders({ xFrameOptions: false })["x-frame-options"]).toBeUndefined();
    expect(securityHeaders({})["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
