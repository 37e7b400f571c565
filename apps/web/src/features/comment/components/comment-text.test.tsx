import { MantineProvider } from "@mantine/core";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../../app/theme";
import { injectedMarkupIn, spyOnDialogs, xssMarker } from "../../../test/xss";
import { CommentText } from "./comment-text";

function renderComment(text: string) {
  // The provider adds its own <style> elements beside the content: only the content is checked.
  const view = render(
    <MantineProvider theme={theme}>
      <div data-testid="content">
        <CommentText text={text} />
      </div>
    </MantineProvider>,
  );
  return view.getByTestId("content");
}

describe("CommentText, fed with XSS payloads", () => {
  it.each(xssPayloads)("shows it as typed and inert: %s", (payload) => {
    const dialogs = spyOnDialogs();
    const container = renderComment(payload);
    expect(container.textContent).toBe(payload);
    expect(injectedMarkupIn(container)).toEqual([]);
    for (const link of container.querySelectorAll("a")) {
      expect(link.getAttribute("href")).toMatch(/^https?:\/\/[^\s<>"']+$/);
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(xssMarker()).toBeUndefined();
    for (const dialog of dialogs) expect(dialog).not.toHaveBeenCalled();
  });

  it("links only http(s) addresses, never the script URLs around them", () => {
    const container = renderComment(
      "See https://example.com/a, not javascript:alert(1) or data:text/html,x or https://example.com/<img>.",
    );
    expect([...container.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "https://example.com/a",
      "https://example.com/",
    ]);
  });
});
