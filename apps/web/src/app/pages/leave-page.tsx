import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { MyLeave } from "../../features/leave/components/my-leave";

/** The employee's leave (/leave): the balance explained, asking for leave, their requests. */
export function LeavePage() {
  const { t } = useTranslation("leave");
  return (
    <Stack maw={1200}>
      <PageHeading title={t("title")} description={t("description")} />
      <MyLeave />
    </Stack>
  );
}
