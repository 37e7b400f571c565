/** Spec: the sidebar is 210 px wide, 52 px collapsed; it collapses at widths of 1200 px or less
 * and turns into a burger menu at 500 px or less. */
export const navbarWidth = 210;
export const navbarCollapsedWidth = 52;
export const collapseMaxWidth = 1200;
export const mobileMaxWidth = 500;
export const headerHeight = 56;
