import { useDocumentTitle } from "@mantine/hooks";
import { Outlet } from "react-router";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { usePageViews } from "../../features/page-view/hooks/use-page-views";
import { usePageTitle } from "../page-title";

/**
 * Wraps every screen: keeps the document title as "<page title> | <product title>" and records
 * page views (here, because the layouts below remount between sign-in and the main area).
 */
export function RootLayout() {
  usePageViews();
  const pageTitle = usePageTitle();
  const productTitle = useProductTitle();
  useDocumentTitle(pageTitle ? `${pageTitle} | ${productTitle}` : productTitle);
  return <Outlet />;
}
