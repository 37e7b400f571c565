import { Card, Group, Stack, Title } from "@mantine/core";
import type { ProfileSection } from "@portal/contract/employee/profile-fields";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import classes from "./profile-layout.module.css";

/** The anchor of a section, which the section menu links to. */
export const sectionAnchor = (section: ProfileSection) => `profile-${section}`;

interface ProfileSectionCardProps {
  section: ProfileSection;
  /** Buttons or hints beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One section of the profile: a titled card the section menu can jump to. */
export function ProfileSectionCard({ section, actions, children }: ProfileSectionCardProps) {
  const { t } = useTranslation("employee-profile");
  const anchor = sectionAnchor(section);
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className={classes.section}
      tabIndex={-1}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4" id={`${anchor}-title`}>
            {t(`sections.${section}`)}
          </Title>
          {actions && (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
