import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MenuAdminTable } from "../../features/menu/components/menu-admin-table";

/** Administration: the sidebar's items, their order and who sees them. */
export function MenuAdminPage() {
  const { t } = useTranslation("menu-admin");
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text c="gray.7">{t("description")}</Text>
      </div>
      <MenuAdminTable />
    </Stack>
  );
}
