import { expect, type Page } from "@playwright/test";

/**
 * What a page shows of injected markup: handlers, script URLs, foreign scripts, frames. Images of
 * the app itself (outside `content`, the part showing stored text) may be data: URLs (the logo).
 */
function injectedMarkup(content: string): string[] {
  const found: string[] = [];
  const urlAttributes = ["href", "src", "xlink:href", "action", "formaction", "data", "poster", "srcset"];
  const compact = (url: string) =>
    [...url]
      .filter((char) => {
        const code = char.charCodeAt(0);
        return code > 0x20 && (code < 0x7f || code > 0x9f);
      })
      .join("")
      .toLowerCase();
  for (const element of Array.from(document.querySelectorAll("*"))) {
    const tag = element.localName;
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${name} on <${tag}>`);
      if (name === "srcdoc") found.push(`srcdoc on <${tag}>`);
      if (!urlAttributes.includes(name)) continue;
      const url = compact(attribute.value);
      const isAppImage = tag === "img" && !element.closest(content) && url.startsWith("data:image/");
      if (/^(?:javascript|vbscript):/.test(url) || (url.startsWith("data:") && !isAppImage)) {
        found.push(`${name}=${attribute.value} on <${tag}>`);
      }
    }
  }
  for (const script of Array.from(document.scripts)) {
    const source = script.src ? new URL(script.src) : undefined;
    const isAppBundle = source?.origin === location.origin && source.pathname.startsWith("/assets/");
    if (!isAppBundle) found.push(`script ${script.src || script.textContent?.slice(0, 80)}`);
  }
  for (const element of Array.from(
    document.querySelectorAll("iframe, frame, object, embed, base, meta[http-equiv]"),
  )) {
    found.push(`<${element.localName}> element`);
  }
  return found;
}

/**
 * Watches a page for a payload that ran: dialogs (alert and the like), page errors, Content
 * Security Policy violations (events and console reports). Call before the page is opened.
 */
export async function watchForXss(page: Page) {
  const incidents: string[] = [];
  page.on("dialog", (dialog) => {
    incidents.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => incidents.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      incidents.push(`console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: violations });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });

  return {
    /** Nothing ran, nothing was blocked, and the document holds no injected markup. */
    async expectNothingRan(content: string) {
      await expect(page.locator(content)).toBeVisible();
      const state = await page.evaluate(() => ({
        marker: (window as unknown as { __xss?: unknown }).__xss,
        violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
      }));
      expect(state.marker, "window.__xss").toBeUndefined();
      expect(state.violations, "Content Security Policy violations").toEqual([]);
      expect(await page.evaluate(injectedMarkup, content), "injected markup").toEqual([]);
      expect(incidents, "dialogs, page errors and CSP reports").toEqual([]);
    },
  };
}
