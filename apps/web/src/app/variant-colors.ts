import {
  defaultVariantColorsResolver,
  parseThemeColor,
  rgba,
  type VariantColorsResolver,
} from "@mantine/core";

/**
 * Button, badge and action-icon colours for a shade named in full (`color="teal.9"`), readable in
 * every variant. Mantine's own resolver fills a light variant with the shade itself and writes on it
 * in the colour's light text colour (both teal.9: a blank pill), and writes subtle and transparent
 * variants in shade 6 at most (teal.6 on white is 2.4:1). Here a light variant is a tint of the
 * shade with the shade as its text, and subtle and transparent write in the shade named. Other
 * colours and variants are Mantine's.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return colors;
  const shade = input.theme.colors[parsed.color]?.[parsed.shade];
  if (!shade) return colors;
  const text = `var(--mantine-color-${parsed.color}-${parsed.shade})`;
  switch (input.variant) {
    case "light":
      return { ...colors, background: rgba(shade, 0.07), hover: rgba(shade, 0.12), color: text };
    case "subtle":
    case "transparent":
      return { ...colors, color: text };
    default:
      return colors;
  }
};
