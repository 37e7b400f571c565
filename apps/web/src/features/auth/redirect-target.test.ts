import { describe, expect, it } from "vitest";
import { loginRedirectPath, safeRedirectTarget } from "./redirect-target";

describe("redirect target after sign-in", () => {
  it.each([
    ["/timesheet", "/timesheet"],
    ["/leave/requests?page=2#top", "/leave/requests?page=2#top"],
    ["/home", "/home"],
  ])("follows the same-origin path %s", (url, expected) => {
    expect(safeRedirectTarget(url)).toBe(expected);
  });

  it.each([
    ["no url", null],
    ["an empty url", ""],
    ["a protocol-relative url", "//evil.example/steal"],
    ["a backslash url browsers read as another host", "/\\evil.example"],
    ["a url hiding a tab before the slashes", "/\t/evil.example"],
    ["an absolute url", "https://evil.example/home"],
    ["a javascript: url", "javascript:alert(1)"],
    ["a relative path without a slash", "home"],
    ["the login page itself", "/login?url=/home"],
  ])("falls back to /home for %s", (_, url) => {
    expect(safeRedirectTarget(url)).toBe("/home");
  });
});

describe("route guard redirect", () => {
  it("passes only the url for /home", () => {
    expect(loginRedirectPath({ pathname: "/home", search: "" })).toBe("/login?url=%2Fhome");
  });

  it("passes path and query, with logout=true, for other pages", () => {
    expect(loginRedirectPath({ pathname: "/leave", search: "?id=3" })).toBe(
      "/login?url=%2Fleave%3Fid%3D3&logout=true",
    );
  });
});
