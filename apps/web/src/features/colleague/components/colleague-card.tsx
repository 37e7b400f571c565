import { Avatar, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ColleagueSummary } from "@portal/contract/employee/colleague.schema";
import { IconBuilding, IconMapPin, IconUser } from "@tabler/icons-react";
import { useLocalizedName, usePersonNameLines } from "../../../lib/use-localized-name";

interface ColleagueCardProps {
  colleague: ColleagueSummary;
  onOpen: (colleague: ColleagueSummary) => void;
}

/** One colleague of the directory: a button that opens their contacts. */
export function ColleagueCard({ colleague, onOpen }: ColleagueCardProps) {
  const nameOf = useLocalizedName();
  const names = usePersonNameLines()(colleague.fullName_JP, colleague.fullName);
  return (
    <Card
      component="button"
      type="button"
      withBorder
      radius="md"
      padding="md"
      onClick={() => onOpen(colleague)}
      aria-haspopup="dialog"
      style={{ textAlign: "start", width: "100%", cursor: "pointer", height: "100%" }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {colleague.avatarURL ? (
          <Avatar src={colleague.avatarURL} alt="" size="lg" radius="xl" />
        ) : (
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <IconUser size={20} />
          </ThemeIcon>
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} lang={names.first.lang} truncate="end">
            {names.first.text}
          </Text>
          {names.second && (
            <Text size="sm" lang={names.second.lang} truncate="end">
              {names.second.text}
            </Text>
          )}
          <Group gap={4} wrap="nowrap">
            <IconBuilding size={14} aria-hidden />
            <Text size="sm" c="gray.7" truncate="end">
              {nameOf(colleague.dept)}
            </Text>
          </Group>
          {colleague.workingPlace && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text size="sm" c="gray.7" truncate="end">
                {nameOf(colleague.workingPlace)}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
