import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { ProfileView } from "../../features/employee/components/profile-view";

/** My profile (/profile): the employee's own record, how each part changes, and their change requests. */
export function ProfilePage() {
  const { t } = useTranslation("menu");
  return (
    <Stack maw={1200}>
      <PageHeading title={t("profile")} />
      <ProfileView />
    </Stack>
  );
}
