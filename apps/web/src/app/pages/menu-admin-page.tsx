import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { MenuAdminTable } from "../../features/menu/components/menu-admin-table";

/** Administration: the sidebar's items, their order and who sees them. */
export function MenuAdminPage() {
  const { t } = useTranslation("menu-admin");
  return (
    <Stack>
      <PageHeading title={t("title")} description={t("description")} />
      <MenuAdminTable />
    </Stack>
  );
}
