import { Typography } from "@mantine/core";
import { isSafeHelpUrl } from "@portal/contract/help/help.constants";
import Markdown from "react-markdown";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkGfm from "remark-gfm";

/** The parts of a markdown tree this file looks at. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/** Parents whose children are inline text (elsewhere a node stands as a block). */
const inlineParents = new Set(["paragraph", "heading", "emphasis", "strong", "delete", "link", "tableCell"]);

/**
 * Raw HTML shown as the text it is, never as an element: an editor's preview must not swallow a
 * refused tag and every line after it (an HTML block runs to the next blank line), and the server
 * refuses raw HTML on saving anyway.
 */
function remarkHtmlAsText() {
  const walk = (node: MarkdownNode) => {
    node.children = node.children?.map((child) => {
      if (child.type !== "html") {
        walk(child);
        return child;
      }
      const text = { type: "text", value: child.value ?? "" };
      return inlineParents.has(node.type) ? text : { type: "paragraph", children: [text] };
    });
  };
  return (tree: MarkdownNode) => walk(tree);
}

const remarkPlugins = [remarkGfm, remarkCjkFriendly, remarkHtmlAsText];

/**
 * Relative, http(s) and mailto URLs pass; anything else (javascript:, data:) is dropped, leaving a
 * link without href and an image without src (an empty one would point back at the page).
 */
const urlTransform = (url: string) => (isSafeHelpUrl(url) ? url : undefined);

/**
 * A help page's markdown. No rehype-raw: raw HTML is shown as text (remarkHtmlAsText), so a tag
 * in the source can never become an element, a script or an event handler, nor hide what follows.
 */
export function HelpMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={remarkPlugins} urlTransform={urlTransform}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
