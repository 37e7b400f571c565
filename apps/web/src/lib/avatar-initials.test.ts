import { describe, expect, it } from "vitest";
import { avatarInitials } from "./avatar-initials";

describe("avatar initials", () => {
  it("shows a Japanese family name, a kana name's first letter, or Latin initials", () => {
    expect(avatarInitials("佐藤 健太")).toBe("佐藤");
    expect(avatarInitials("小林 誠")).toBe("小林");
    expect(avatarInitials("グエン ヴァン ミン")).toBe("グ");
    expect(avatarInitials("Kenta Sato")).toBe("KS");
    expect(avatarInitials("Nguyễn Văn Minh")).toBe("NM");
    expect(avatarInitials("admin")).toBe("AD");
    expect(avatarInitials("  ")).toBe("");
  });
});
