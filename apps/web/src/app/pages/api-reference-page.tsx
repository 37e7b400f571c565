import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { ApiReference } from "../../features/openapi/components/api-reference";

/** Administration: the API as OpenAPI describes it, for the mobile app's developers and integrators. */
export function ApiReferencePage() {
  const { t } = useTranslation("openapi");
  return (
    <Stack>
      <PageHeading title={t("title")} description={t("description")} />
      <ApiReference />
    </Stack>
  );
}
