import { vi } from "vitest";

/** Elements a rendered comment or help page must never hold: they run, load or steer content. */
const activeTags = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "style",
  "link",
  "base",
  "meta",
  "form",
  "button",
  "select",
  "textarea",
  "template",
  "noscript",
  "svg",
  "math",
  "video",
  "audio",
  "source",
  "details",
  "marquee",
  "body",
]);

/** Attributes a browser loads or navigates to. */
const urlAttributes = [
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "data",
  "poster",
  "background",
  "cite",
  "srcset",
];

/** A URL as a browser reads its scheme: white space and control characters anywhere ignored. */
function compactUrl(url: string): string {
  return [...url]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("")
    .toLowerCase();
}

/**
 * What a payload managed to turn into live markup under `root`: active elements, on* handlers,
 * srcdoc, script-like styles, and javascript:, vbscript: or data: URLs. Empty when it stayed inert.
 */
export function injectedMarkupIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll("*")) {
    const tag = element.localName;
    if (activeTags.has(tag)) found.push(`<${tag}> element`);
    if (
      tag === "input" &&
      !(element.getAttribute("type") === "checkbox" && element.hasAttribute("disabled"))
    ) {
      found.push("<input> other than a task list's disabled checkbox");
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${name} handler on <${tag}>`);
      if (name === "srcdoc") found.push(`srcdoc on <${tag}>`);
      if (name === "style" && /expression\(|url\(|javascript:/i.test(attribute.value)) {
        found.push(`style ${attribute.value} on <${tag}>`);
      }
      if (
        urlAttributes.includes(name) &&
        /^(?:javascript|vbscript|data):/.test(compactUrl(attribute.value))
      ) {
        found.push(`${name}=${attribute.value} on <${tag}>`);
      }
    }
  }
  return found;
}

/** The marker payloads set when they run. */
export const xssMarker = () => (window as unknown as { __xss?: unknown }).__xss;

/** Spies on the dialogs a payload would open (alert, confirm, prompt), answering none. */
export function spyOnDialogs() {
  return [
    vi.spyOn(window, "alert").mockImplementation(() => {}),
    vi.spyOn(window, "confirm").mockImplementation(() => false),
    vi.spyOn(window, "prompt").mockImplementation(() => null),
  ];
}
