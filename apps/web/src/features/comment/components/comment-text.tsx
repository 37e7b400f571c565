import { Anchor, Text } from "@mantine/core";

/** http(s) addresses in a text; anything else (javascript:, data:, ...) stays plain text. */
const linkPattern = /(https?:\/\/[^\s<>"']+)/g;
/** Punctuation that ends a sentence rather than the address. */
const trailingPunctuation = /[.,;:!?)\]]+$/;

function parts(text: string): { text: string; href?: string }[] {
  return text.split(linkPattern).flatMap((part, index) => {
    if (index % 2 === 0) return part ? [{ text: part }] : [];
    const trailing = trailingPunctuation.exec(part)?.[0] ?? "";
    const href = part.slice(0, part.length - trailing.length);
    return [{ text: href, href }, ...(trailing ? [{ text: trailing }] : [])];
  });
}

/**
 * A user's comment, inert: React renders it as text (never HTML), and only http(s) addresses
 * become links, opening in a new tab without access to this page.
 */
export function CommentText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {parts(text).map((part, index) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
