import { Button, Group, Text } from "@mantine/core";
import { useChatTexts } from "../../hooks/use-chat-texts";

interface SuggestionButtonsProps {
  /** The field's label, for the buttons' accessible names. */
  field: string;
  names: string[];
  onPick: (name: string) => void;
}

/** The server's "did you mean" stations for a field (DepartureSuggestion, ArrivalSuggestion). */
export function SuggestionButtons({ field, names, onPick }: SuggestionButtonsProps) {
  const { t } = useChatTexts();
  if (names.length === 0) return null;
  return (
    <Group gap={4} mt={-4}>
      <Text size="xs" c="gray.7">
        {t("form.suggestions")}
      </Text>
      {names.map((name) => (
        <Button
          key={name}
          size="compact-xs"
          variant="light"
          aria-label={t("form.useSuggestion", { name, field })}
          onClick={() => onPick(name)}
        >
          {name}
        </Button>
      ))}
    </Group>
  );
}
