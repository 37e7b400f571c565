import { SidebarLayout } from "@portal/contract/common/constants";

/** Spec: the sidebar is 210 px wide, 52 px collapsed; it collapses at widths of 1200 px or less
 * and turns into a burger menu at 500 px or less. */
export const navbarWidth = SidebarLayout.width;
export const navbarCollapsedWidth = SidebarLayout.collapsedWidth;
export const collapseMaxWidth = SidebarLayout.collapseMaxWidth;
export const mobileMaxWidth = SidebarLayout.hideMaxWidth;
export const headerHeight = 56;
