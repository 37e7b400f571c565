import { Typography } from "@mantine/core";
import { isSafeHelpUrl } from "@portal/contract/help/help.constants";
import Markdown from "react-markdown";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkGfm from "remark-gfm";

const remarkPlugins = [remarkGfm, remarkCjkFriendly];

/**
 * Relative, http(s) and mailto URLs pass; anything else (javascript:, data:) is dropped, leaving a
 * link without href and an image without src (an empty one would point back at the page).
 */
const urlTransform = (url: string) => (isSafeHelpUrl(url) ? url : undefined);

/**
 * A help page's markdown. No rehype-raw: raw HTML is dropped (skipHtml), so a tag in the source
 * can never become an element, a script or an event handler.
 */
export function HelpMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown remarkPlugins={remarkPlugins} urlTransform={urlTransform} skipHtml>
        {markdown}
      </Markdown>
    </Typography>
  );
}
