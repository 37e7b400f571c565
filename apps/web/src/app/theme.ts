import {
  Alert,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  EmptyState,
  InputWrapper,
  type MantineColorsTuple,
} from "@mantine/core";
import { variantColorResolver } from "./variant-colors";

/** The portal's mint, lightest to darkest. Shade 7 is the primary: white text on it passes WCAG AA. */
const mint: MantineColorsTuple = [
  "#e6fcf5",
  "#c3f5e4",
  "#96ebcf",
  "#63dfb8",
  "#3dd3a4",
  "#20c997",
  "#12b886",
  "#0a7f5d",
  "#086c4f",
  "#055a41",
];

/**
 * Mantine's orange with a darker last shade: its own orange.9 has 4.29:1 on white, below the 4.5:1
 * that small text (badges, warnings) needs.
 */
const orange = [...DEFAULT_THEME.colors.orange.slice(0, 9), "#bf400d"] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: "mint",
  primaryShade: 7,
  colors: { mint, orange },
  defaultRadius: "md",
  variantColorResolver,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Hiragino Sans', 'Noto Sans JP', 'Yu Gothic UI', sans-serif",
  components: {
    // Field hints in gray.7 like other secondary text: Mantine's dimmed grey fails the 4.5:1 contrast.
    InputWrapper: InputWrapper.extend({
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    }),
    // Light alerts' titles in the text colour: the light orange and red titles fail 4.5:1; the
    // icon and the background still carry the colour.
    Alert: Alert.extend({
      styles: { title: { color: "var(--mantine-color-text)" } },
    }),
    EmptyState: EmptyState.extend({
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    }),
  },
});

/**
 * Field errors (their text and an invalid field's value) in red.9: Mantine's red.6 has 3.3:1 on
 * white, below the 4.5:1 the axe checks require.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "var(--mantine-color-red-9)" },
  dark: {},
});
