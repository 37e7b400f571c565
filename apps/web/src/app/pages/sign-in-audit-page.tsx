import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SignInAuditTable } from "../../features/audit/components/sign-in-audit-table";

/** Administration: who signed in, failed, was locked out or signed out, and from where. */
export function SignInAuditPage() {
  const { t } = useTranslation("audit");
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text c="gray.7">{t("description")}</Text>
      </div>
      <SignInAuditTable />
    </Stack>
  );
}
