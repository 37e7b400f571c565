import { describe, expect, it } from "vitest";
import { CommentLimits } from "../comment/comment.constants";
import { xssPayloads } from "./xss-payloads";

describe("xssPayloads", () => {
  it("holds at least 60 distinct payloads", () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(60);
    expect(new Set(xssPayloads).size).toBe(xssPayloads.length);
  });

  it("fits each payload in a comment that reads back unchanged (no outer white space)", () => {
    for (const payload of xssPayloads) {
      expect(payload.length, payload).toBeLessThanOrEqual(CommentLimits.maxLength);
      expect(payload.trim(), payload).toBe(payload);
    }
  });

  it("gives each payload a marker a test can detect, were it to run", () => {
    // "alert(1)" also counts in base64 (at each of the three alignments) and as character references.
    const base64Alert = /YWxlcnQoMS|FsZXJ0KDE|hbGVydCgxK/;
    const marker = new RegExp(
      `alert\\(1\\)|__xss|msgbox\\(1\\)|&#97;&#108;&#101;&#114;&#116;|${base64Alert.source}`,
    );
    for (const payload of xssPayloads) expect(payload, payload).toMatch(marker);
  });
});
