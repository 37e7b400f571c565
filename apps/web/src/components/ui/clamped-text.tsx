import { Anchor, Text, type TextProps } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export interface ClampedTextProps extends Omit<TextProps, "lineClamp" | "children"> {
  /** The text: all of it stays in the page (screen readers and the browser's find read it whole). */
  children: string;
  /** How many lines show until the reader asks for the rest. @default 3 */
  lines?: number;
}

/**
 * A long text (a note, a description) cut to a few lines, ended by "…", with a "Show more" button
 * under it when it was cut, so that a table cell keeps its row short. Line breaks are kept; words
 * wrap at their ends, broken only when one is wider than the cell (a URL).
 */
export function ClampedText({ children, lines = 3, style, ...textProps }: ClampedTextProps) {
  const { t } = useTranslation("common");
  const id = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const { ref: sizeRef, width } = useElementSize<HTMLParagraphElement>();
  const ref = useMergedRef(textRef, sizeRef);
  const [isExpanded, setExpanded] = useState(false);
  const [isClamped, setClamped] = useState(false);

  // Measured while cut: the text is cut when it is taller than the lines shown. Again when the
  // width changes (a narrower column makes more lines) or the text does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width and the text are what change the measure
  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || isExpanded) return;
    setClamped(element.scrollHeight > element.clientHeight + 1);
  }, [isExpanded, width, children, lines]);

  return (
    <div>
      <Text
        id={id}
        ref={ref}
        size="sm"
        {...textProps}
        lineClamp={isExpanded ? undefined : lines}
        style={[{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }, style]}
      >
        {children}
      </Text>
      {(isClamped || isExpanded) && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded((expanded) => !expanded)}
        >
          {isExpanded ? t("showLess") : t("showMore")}
        </Anchor>
      )}
    </div>
  );
}
