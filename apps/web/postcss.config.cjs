const darkScheme = /\[data-mantine-color-scheme=['"]?dark['"]?\]/;

/**
 * The portal is light only (MantineProvider defaultColorScheme="light", no switch), so Mantine's
 * dark-scheme rules never apply: dropping them keeps about a tenth of its CSS off the wire.
 */
const dropDarkColorScheme = () => ({
  postcssPlugin: "drop-dark-color-scheme",
  Rule(rule) {
    if (!darkScheme.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !darkScheme.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
});
dropDarkColorScheme.postcss = true;

module.exports = {
  plugins: [
    require("postcss-preset-mantine")(),
    require("postcss-simple-vars")({
      variables: {
        "mantine-breakpoint-xs": "36em",
        "mantine-breakpoint-sm": "48em",
        "mantine-breakpoint-md": "62em",
        "mantine-breakpoint-lg": "75em",
        "mantine-breakpoint-xl": "88em",
      },
    }),
    dropDarkColorScheme(),
  ],
};
