import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { ReviewQueue } from "../../features/employee-change/components/review-queue";

/** HR's change requests (/employee-change/hr): the queue by status, kind and employee; decided in a drawer. */
export function EmployeeChangeHrPage() {
  const { t } = useTranslation(["menu", "employee-change"]);
  return (
    <Stack maw={1200}>
      <PageHeading title={t("employeeChangeHr")} description={t("employee-change:hr.description")} />
      <ReviewQueue />
    </Stack>
  );
}
