import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useId } from "react";

interface FormCardProps {
  title: string;
  hint?: ReactNode;
  /** A refusal of the whole form (the server's message), shown above the fields. */
  message: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields and the buttons. */
  children: ReactNode;
}

/** A form of its own on a page: a bordered section named by its heading, with a hint and a refusal. */
export function FormCard({ title, hint, message, onSubmit, children }: FormCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {hint && (
              <Text size="sm" c="gray.7">
                {hint}
              </Text>
            )}
          </div>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
