import { useDocumentTitle } from "@mantine/hooks";
import { Outlet } from "react-router";
import { useProductTitle } from "../../features/config/hooks/use-product-title";
import { usePageTitle } from "../page-title";

/** Wraps every screen: keeps the document title as "<page title> | <product title>". */
export function RootLayout() {
  const pageTitle = usePageTitle();
  const productTitle = useProductTitle();
  useDocumentTitle(pageTitle ? `${pageTitle} | ${productTitle}` : productTitle);
  return <Outlet />;
}
