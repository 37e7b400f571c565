import { Group, Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

interface SectionCardProps {
  /** An icon before the title (decorative: aria-hidden). */
  icon: ReactNode;
  title: string;
  /** A count or state beside the title, if any. */
  badge?: ReactNode;
  children: ReactNode;
}

/** A card of a dashboard (home, the mobile home): a titled region with an icon and a badge. */
export function SectionCard({ icon, title, badge, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
          </Group>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
