import { describe, expect, it } from "vitest";
import { isMobileAppView } from "./mobile-app-view";

describe("isMobileAppView", () => {
  it("is the view whose first path segment is mykintai", () => {
    expect(isMobileAppView("/mykintai")).toBe(true);
    expect(isMobileAppView("/mykintai/ticket/7")).toBe(true);
  });

  it("is not any other path, even one that merely contains the word", () => {
    expect(isMobileAppView("/home")).toBe(false);
    expect(isMobileAppView("/help/mykintai")).toBe(false);
    expect(isMobileAppView("/mykintai-old")).toBe(false);
  });
});
