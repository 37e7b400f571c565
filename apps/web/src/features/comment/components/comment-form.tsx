import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { CommentLimits } from "@portal/contract/comment/comment.constants";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialValue?: string;
  isDisabled?: boolean;
  isPending?: boolean;
  /** Resolves when the comment was saved (the box then empties). */
  onSubmit: (comment: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A comment box with its maximum length and a counter, and the button that sends it. */
export function CommentForm({
  label,
  submitLabel,
  initialValue = "",
  isDisabled = false,
  isPending = false,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const { t } = useTranslation("comment");
  const [value, setValue] = useState(initialValue);
  const isEmpty = value.trim() === "";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isEmpty || isDisabled) return;
    onSubmit(value.trim()).then(
      () => setValue(""),
      () => undefined,
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap={4}>
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxLength={CommentLimits.maxLength}
          value={value}
          disabled={isDisabled}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="xs" c="gray.7" aria-live="polite">
            {t("counter", { length: value.length, max: CommentLimits.maxLength })}
          </Text>
          <Group gap="xs">
            {onCancel && (
              <Button variant="default" size="xs" onClick={onCancel}>
                {t("cancel")}
              </Button>
            )}
            <Button type="submit" size="xs" disabled={isDisabled || isEmpty} loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
