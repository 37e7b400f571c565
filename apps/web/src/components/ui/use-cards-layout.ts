import { useElementSize, useMediaQuery } from "@mantine/hooks";

/**
 * Whether a list shows cards rather than its table: once measured, whether the box it stands in
 * (`ref`) is narrower than `tableMinWidth` (the sidebar, a drawer or a dialog change it); until
 * then, whether the screen is (the sidebar folded to icons and the page's padding taken off).
 */
export function useCardsLayout(tableMinWidth: number) {
  const { ref, width } = useElementSize();
  const isNarrowScreen = useMediaQuery(`(max-width: ${tableMinWidth + 84}px)`, false, {
    getInitialValueInEffect: false,
  });
  return { ref, showCards: width > 0 ? width < tableMinWidth : isNarrowScreen };
}
