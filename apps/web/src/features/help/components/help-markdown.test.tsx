import { MantineProvider } from "@mantine/core";
import { xssPayloads } from "@portal/contract/testing/xss-payloads";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../../app/theme";
import { injectedMarkupIn, spyOnDialogs, xssMarker } from "../../../test/xss";
import { HelpMarkdown } from "./help-markdown";

function renderMarkdown(markdown: string) {
  // The provider adds its own <style> elements beside the content: only the content is checked.
  const view = render(
    <MantineProvider theme={theme}>
      <div data-testid="content">
        <HelpMarkdown markdown={markdown} />
      </div>
    </MantineProvider>,
  );
  return view.getByTestId("content");
}

describe("HelpMarkdown, fed with XSS payloads", () => {
  // Pages stored before a rule changed reach the renderer unchecked: it must keep them inert itself.
  it.each(xssPayloads)("renders it inert: %s", (payload) => {
    const dialogs = spyOnDialogs();
    const container = renderMarkdown(payload);
    expect(injectedMarkupIn(container)).toEqual([]);
    expect(xssMarker()).toBeUndefined();
    for (const dialog of dialogs) expect(dialog).not.toHaveBeenCalled();
  });

  it("renders every payload at once, in text and in code blocks, inert and shown as typed in the code", () => {
    const dialogs = spyOnDialogs();
    const container = renderMarkdown(
      xssPayloads.map((payload) => `${payload}\n\n~~~~\n${payload}\n~~~~`).join("\n\n"),
    );
    expect(injectedMarkupIn(container)).toEqual([]);
    const blocks = [...container.querySelectorAll("pre > code")].map((code) => code.textContent);
    // CommonMark reads a NUL character as U+FFFD.
    for (const payload of xssPayloads) {
      expect(blocks).toContain(`${payload.replaceAll("\u0000", "\uFFFD")}\n`);
    }
    expect(xssMarker()).toBeUndefined();
    for (const dialog of dialogs) expect(dialog).not.toHaveBeenCalled();
  });

  it("keeps safe links and images, so the check above is not passing on an empty page", () => {
    const container = renderMarkdown(
      "[Home](/home) [Site](https://example.com) [Mail](mailto:hr@example.com) ![Screen](/api/markdown/images/a.webp)",
    );
    expect([...container.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      "/home",
      "https://example.com",
      "mailto:hr@example.com",
    ]);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/api/markdown/images/a.webp");
  });
});

describe("injectedMarkupIn", () => {
  it("finds what an unsafe renderer would have produced", () => {
    const root = document.createElement("div");
    root.innerHTML =
      '<img src="x" onerror="void 0"><a href=" java\tscript:void(0)">a</a><iframe srcdoc="x"></iframe>' +
      '<a href="DATA:text/html,x">b</a><p style="width:expression(1)">c</p>';
    expect(injectedMarkupIn(root)).toEqual([
      "onerror handler on <img>",
      "href= java\tscript:void(0) on <a>",
      "<iframe> element",
      "srcdoc on <iframe>",
      "href=DATA:text/html,x on <a>",
      "style width:expression(1) on <p>",
    ]);
  });
});

describe("HelpMarkdown in the editor's preview", () => {
  it("shows a refused tag as text and keeps every line after it", () => {
    const container = renderMarkdown(
      "<div>\nA line after the tag.\nAnother one.\n\nThe next paragraph with <b>bold</b> text.",
    );
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("<div>");
    expect(container.textContent).toContain("A line after the tag.");
    expect(container.textContent).toContain("Another one.");
    expect(container.textContent).toContain("<b>bold</b>");
  });
});
