import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { SendNotificationForm } from "../../features/notification/components/send-notification-form";

/** Administration (HR and administrators): send a notification to employees. */
export function NotificationSendPage() {
  const { t } = useTranslation("notification");
  return (
    <Stack>
      <PageHeading title={t("send.title")} description={t("send.description")} />
      <SendNotificationForm />
    </Stack>
  );
}
