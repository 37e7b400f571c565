import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";

/**  (being built). */
export function WorkingAddressPage() {
  const { t } = useTranslation("menu");
  return (
    <Stack maw={1200}>
      <PageHeading title={t("workingAddress")} />
    </Stack>
  );
}
