/** Spec: the sidebar is 210 px wide and turns into a burger menu at widths of 500 px or less. */
export const navbarWidth = 210;
export const mobileMaxWidth = 500;
export const headerHeight = 56;
