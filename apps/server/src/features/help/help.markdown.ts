import { HelpMessages, isSafeHelpUrl } from "@portal/contract/help/help.constants";
import type { Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

const parser = unified().use(remarkParse).use(remarkGfm);

/** Parses markdown the way the web renders it (CommonMark and GFM). */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

/**
 * The first thing that makes a page unsafe to store, as a message key: raw HTML anywhere (the web
 * would not render it, so it is refused rather than kept inert) or a link or image whose URL is
 * not relative, http(s) or mailto (javascript:, data: and the like). Undefined when it is fine.
 */
export function findUnsafeMarkdown(markdown: string): string | undefined {
  let problem: string | undefined;
  visit(parseMarkdown(markdown), (node: Nodes) => {
    if (problem) return false;
    if (node.type === "html") problem = HelpMessages.rawHtml;
    else if (
      (node.type === "link" || node.type === "image" || node.type === "definition") &&
      !isSafeHelpUrl(node.url)
    ) {
      problem = HelpMessages.unsafeLink;
    }
    return undefined;
  });
  return problem;
}

/** Plain texts already worked out, by markdown: pages change rarely and every search reads them all. */
const plainTexts = new Map<string, string>();
const plainTextsKept = 1000;

/** The text a reader sees, without markdown syntax: for search and snippets. */
export function plainTextOf(markdown: string): string {
  const known = plainTexts.get(markdown);
  if (known !== undefined) return known;
  const parts: string[] = [];
  visit(parseMarkdown(markdown), (node: Nodes) => {
    if (node.type === "text" || node.type === "inlineCode" || node.type === "code") parts.push(node.value);
    else if (node.type === "image" && node.alt) parts.push(node.alt);
  });
  const text = parts.join(" ").replace(/\s+/g, " ").trim();
  // The oldest entry goes first when the cache is full (a Map keeps the order of insertion).
  if (plainTexts.size >= plainTextsKept) plainTexts.delete(plainTexts.keys().next().value ?? "");
  plainTexts.set(markdown, text);
  return text;
}
