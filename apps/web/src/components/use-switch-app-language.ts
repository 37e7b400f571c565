import type { AppLanguage } from "@portal/contract/common/culture";
import { useQueryClient } from "@tanstack/react-query";
import { changeLanguage, currentLanguage } from "../lib/i18n";

/** Switches the portal's language; what the server wrote is fetched again in the new one. */
export function useSwitchAppLanguage(): (language: AppLanguage) => Promise<void> {
  const queryClient = useQueryClient();
  return async (language) => {
    if (language === currentLanguage()) return;
    await changeLanguage(language);
    await queryClient.invalidateQueries();
  };
}
