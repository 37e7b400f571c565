import { useTranslation } from "react-i18next";
import { useClientConfig } from "../api/get-client-config";

/** The configured product title, or the built-in app name until (or unless) it loads. */
export function useProductTitle(): string {
  const { t } = useTranslation();
  const { data } = useClientConfig();
  return data?.productTitle || t("appName");
}
