import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { SignInAuditTable } from "../../features/audit/components/sign-in-audit-table";

/** Administration: who signed in, failed, was locked out or signed out, and from where. */
export function SignInAuditPage() {
  const { t } = useTranslation("audit");
  return (
    <Stack>
      <PageHeading title={t("title")} description={t("description")} />
      <SignInAuditTable />
    </Stack>
  );
}
