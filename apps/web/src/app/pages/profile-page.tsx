import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/ui/page-heading";
import { BankAccountSection } from "../../features/bank-account/components/bank-account-section";
import { ProfileView } from "../../features/employee/components/profile-view";
import { EducationSection } from "../../features/employee-education/components/education-section";
import { WorkingHistorySection } from "../../features/working-history/components/working-history-section";

/** The profile's sections other features own, in the places the contract's table gives them. */
const ownedSections = {
  bank: <BankAccountSection />,
  education: <EducationSection />,
  workingHistory: <WorkingHistorySection />,
};

/** My profile (/profile): the employee's own record, how each part changes, and their change requests. */
export function ProfilePage() {
  const { t } = useTranslation("menu");
  return (
    <Stack maw={1200}>
      <PageHeading title={t("profile")} />
      <ProfileView ownedSections={ownedSections} />
    </Stack>
  );
}
