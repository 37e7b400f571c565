import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { PayrollReportTable } from "../../features/commutation-ticket/components/payroll-report-table";

/** HR: the monthly commuting allowance reports for payroll, to download. */
export function PayrollReportsPage() {
  const { t } = useTranslation("commutation-ticket-payroll-report");
  return (
    <Stack>
      <PageHeading title={t("title")} description={t("description")} />
      <PayrollReportTable />
    </Stack>
  );
}
