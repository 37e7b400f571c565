import { Anchor, Typography, VisuallyHidden } from "@mantine/core";
import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkGfm from "remark-gfm";
import { useChatTexts } from "../hooks/use-chat-texts";
import classes from "./bot-markdown.module.css";

// GFM (tables, lists, autolinks); CJK-friendly emphasis, so **強調**です works in Japanese.
const remarkPlugins = [remarkGfm, remarkCjkFriendly];

/** A same-site path stays in the app; anything else opens in a new tab without the opener. */
function MarkdownLink({ href = "", children }: ComponentProps<"a">) {
  const { t } = useChatTexts();
  if (/^\/(?![/\\])/.test(href)) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t("newTab")}</VisuallyHidden>
    </Anchor>
  );
}

const components: Components = {
  a: ({ node: _node, ...props }) => <MarkdownLink {...props} />,
};

/**
 * A bot's answer as markdown. Raw HTML is dropped and unsafe URLs (javascript: and the like)
 * are emptied by react-markdown's default URL check.
 */
export function BotMarkdown({ text }: { text: string }) {
  return (
    <Typography className={classes.markdown}>
      <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml>
        {text}
      </Markdown>
    </Typography>
  );
}
