import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a lazily loaded screen arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Loader aria-label={t("loading")} />
    </Center>
  );
}
