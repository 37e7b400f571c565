import { withoutNul } from "@portal/contract/common/without-nul";
import { HelpMessages } from "@portal/contract/help/help.constants";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import type { Nodes } from "mdast";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { findUnsafeMarkdown, parseMarkdown } from "./help.markdown";

/**
 * Whether a browser would run or load this URL as script or inline content: its scheme, read the
 * way browsers read it (white space and control characters anywhere ignored, any case), is
 * javascript:, vbscript: or data:. Written apart from the check under test on purpose.
 */
function isScriptUrl(url: string): boolean {
  const compact = [...url]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("")
    .toLowerCase();
  return /^(?:javascript|vbscript|data):/.test(compact);
}

/** What a renderer of the tree could turn into markup or a script URL. */
function activeContentOf(markdown: string): string[] {
  const found: string[] = [];
  visit(parseMarkdown(markdown), (node: Nodes) => {
    if (node.type === "html") found.push(`raw HTML ${node.value}`);
    if ("url" in node && isScriptUrl(node.url)) found.push(`${node.type} to ${node.url}`);
  });
  return found;
}

/** A fence no payload holds, so a payload inside it stays one code block. */
const fence = "~~~~";

describe("the help markdown check, fed with XSS payloads", () => {
  it.each(xssPayloads)("refuses it, or finds nothing a renderer could run: %s", (payload) => {
    // As sent, and as stored (the draft schema drops NUL characters before the check).
    for (const markdown of new Set([payload, withoutNul(payload)])) {
      const problem = findUnsafeMarkdown(markdown);
      if (problem) {
        expect([HelpMessages.rawHtml, HelpMessages.unsafeLink]).toContain(problem);
      } else {
        expect(activeContentOf(markdown)).toEqual([]);
      }
    }
  });

  it("refuses every payload holding raw HTML or a script URL, and keeps text and code", () => {
    const refused = xssPayloads.filter((payload) => findUnsafeMarkdown(payload));
    expect(refused.length).toBeGreaterThanOrEqual(60);
    for (const payload of xssPayloads) {
      if (activeContentOf(payload).length > 0) expect(findUnsafeMarkdown(payload), payload).toBeDefined();
    }
    for (const inert of [
      "`<img src=x onerror=alert(1)>`",
      "&lt;img src=x onerror=alert(1)&gt;",
      "javascript:alert(1)",
      '[click](https://example.com/"onmouseover="alert(1))',
    ]) {
      expect(xssPayloads).toContain(inert);
      expect(findUnsafeMarkdown(inert), inert).toBeUndefined();
    }
  });

  it("accepts every payload inside a code block, where it stays the block's text", () => {
    for (const payload of xssPayloads) {
      expect(payload).not.toContain(fence);
      const markdown = `Example:\n\n${fence}\n${payload}\n${fence}`;
      expect(findUnsafeMarkdown(markdown), payload).toBeUndefined();
      const tree = parseMarkdown(markdown);
      expect(tree.children.map((node) => node.type)).toEqual(["paragraph", "code"]);
      // CommonMark reads a NUL character as U+FFFD.
      expect(tree.children[1]).toMatchObject({ value: payload.replaceAll("\u0000", "\uFFFD") });
    }
  });
});
