import { Anchor, Box, Stack } from "@mantine/core";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { type ProfileSection, profileSections } from "@portal/contract/employee/profile-fields";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BankAccountSection } from "../../bank-account/components/bank-account-section";
import { EducationSection } from "../../employee-education/components/education-section";
import { WorkingHistorySection } from "../../working-history/components/working-history-section";
import { AddressSection } from "./address-section";
import { ProfileFieldSection } from "./profile-field-section";
import classes from "./profile-layout.module.css";
import { sectionAnchor } from "./profile-section-card";

/** The sections other features own: they bring their own card and heading. */
const ownedElsewhere: Partial<Record<ProfileSection, () => ReactNode>> = {
  bank: () => <BankAccountSection />,
  education: () => <EducationSection />,
  workingHistory: () => <WorkingHistorySection />,
};

function Section({ section, profile }: { section: ProfileSection; profile: EmployeeProfile }) {
  const owned = ownedElsewhere[section];
  if (owned) {
    return (
      <div id={sectionAnchor(section)} className={classes.section} tabIndex={-1}>
        {owned()}
      </div>
    );
  }
  if (section === "address") return <AddressSection profile={profile} />;
  return <ProfileFieldSection section={section} profile={profile} />;
}

/**
 * Every section of the profile in the contract's order, with a menu of links to them: a column
 * beside the sections on wide screens, a wrapped row above them on phones.
 */
export function ProfileDetails({ profile }: { profile: EmployeeProfile }) {
  const { t } = useTranslation("employee-profile");
  return (
    <div className={classes.layout}>
      <Box component="nav" aria-label={t("nav.label")} className={classes.nav}>
        <ul className={classes.navList}>
          {profileSections.map((section) => (
            <li key={section}>
              <Anchor href={`#${sectionAnchor(section)}`} size="sm">
                {t(`sections.${section}`)}
              </Anchor>
            </li>
          ))}
        </ul>
      </Box>
      <Stack gap="lg">
        {profileSections.map((section) => (
          <Section key={section} section={section} profile={profile} />
        ))}
      </Stack>
    </div>
  );
}
