import { Group, Loader, Text } from "@mantine/core";

/** Dots and a short text while Navi prepares an answer (announced politely). */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader type="dots" size="sm" aria-hidden />
      <Text size="xs" c="gray.7">
        {label}
      </Text>
    </Group>
  );
}
