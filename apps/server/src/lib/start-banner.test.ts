import { describe, expect, it } from "vitest";
import { openAddress, startBanner } from "./start-banner";

describe("the start banner", () => {
  it("says where to open the portal, a wildcard address as localhost", () => {
    expect(openAddress("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(openAddress("::", 8080)).toBe("http://localhost:8080");
    expect(openAddress("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(openAddress("::1", 3000)).toBe("http://[::1]:3000");
  });

  it("lists the demo sign-ins when the demo company is there", () => {
    const banner = startBanner({
      title: "Employee Portal",
      address: "http://localhost:3000",
      demo: { password: "Portal#2026", accounts: ["employee1", "hr1"] },
    });
    expect(banner).toContain("Employee Portal is running at http://localhost:3000");
    expect(banner).toContain("Demo sign-ins (password Portal#2026): employee1, hr1");
    expect(startBanner({ title: "Employee Portal", address: "http://localhost:3000" })).not.toContain("Demo");
  });
});
