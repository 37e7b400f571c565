import { Alert, Button, Fieldset, Group, Paper, Stack, Text } from "@mantine/core";
import type { ChatFormKind } from "@portal/contract/chatbot/chatbot.constants";
import { type FormEvent, type ReactNode, useId } from "react";
import { useChatTexts } from "../../hooks/use-chat-texts";

interface ChatFormCardProps {
  kind: ChatFormKind;
  /** Nothing can be changed or sent: an older form, or a reply is awaited. */
  isDisabled: boolean;
  /** The conversation moved on past this form (said in words, not only greyed out). */
  isInactive: boolean;
  generalErrors: string[];
  submitLabel: string;
  /** The submit button's own condition (e.g. an address typed). */
  canSubmit?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame of an embedded form: its title, general errors, its fields and the submit button. */
export function ChatFormCard({
  kind,
  isDisabled,
  isInactive,
  generalErrors,
  submitLabel,
  canSubmit = true,
  onSubmit,
  children,
}: ChatFormCardProps) {
  const { t } = useChatTexts();
  const titleId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isDisabled) onSubmit();
  }

  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-body)">
      <form onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
        {/* A disabled fieldset disables every control inside, pickers and buttons included. */}
        <Fieldset variant="unstyled" disabled={isDisabled} p={0} m={0}>
          <Stack gap="xs">
            <Text id={titleId} fw={600} size="sm">
              {t(`form.titles.${kind}`)}
            </Text>
            {isInactive && (
              <Text size="xs" c="gray.7">
                {t("form.inactive")}
              </Text>
            )}
            {generalErrors.map((error) => (
              <Alert key={error} color="red" variant="light" role="alert" p="xs">
                {error}
              </Alert>
            ))}
            {children}
            <Group justify="flex-end">
              <Button type="submit" size="xs" disabled={isDisabled || !canSubmit}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Paper>
  );
}
