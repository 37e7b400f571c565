import { Anchor, Box, Stack } from "@mantine/core";
import type { EmployeeProfile } from "@portal/contract/employee/employee.schema";
import { type ProfileSection, profileSections } from "@portal/contract/employee/profile-fields";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AddressSection } from "./address-section";
import { ProfileFieldSection } from "./profile-field-section";
import classes from "./profile-layout.module.css";
import { sectionAnchor } from "./profile-section-card";

/**
 * The sections other features own (the bank account, education, working history), as the page
 * composes them: they bring their own card and heading.
 */
export type OwnedSections = Partial<Record<ProfileSection, ReactNode>>;

interface SectionProps {
  section: ProfileSection;
  profile: EmployeeProfile;
  ownedSections: OwnedSections;
}

function Section({ section, profile, ownedSections }: SectionProps) {
  const owned = ownedSections[section];
  if (owned) {
    return (
      <div id={sectionAnchor(section)} className={classes.section} tabIndex={-1}>
        {owned}
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
export function ProfileDetails({
  profile,
  ownedSections,
}: {
  profile: EmployeeProfile;
  ownedSections: OwnedSections;
}) {
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
          <Section key={section} section={section} profile={profile} ownedSections={ownedSections} />
        ))}
      </Stack>
    </div>
  );
}
