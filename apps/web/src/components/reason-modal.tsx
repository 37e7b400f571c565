import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** What the reason dialog says, in the words of the decider's screen. */
export interface ReasonModalTexts<T> {
  title: string;
  message: (subject: T) => ReactNode;
  /** The reason field's label. */
  reason: string;
  /** The button that closes the dialog without rejecting. */
  cancel: string;
  /** The submit button. */
  confirm: string;
}

interface ReasonModalProps<T> {
  /** What is rejected (a ticket, files); the dialog is closed when null. */
  subject: T | null;
  texts: ReasonModalTexts<T>;
  /** The reason field's height in rows. */
  rows?: number;
  /** The longest reason the contract takes. */
  maxLength: number;
  isPending: boolean;
  onReject: (subject: T, reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for the reason something is rejected (whoever it goes back to reads it): no reason, no
 * rejection. Every subject starts with an empty reason.
 */
export function ReasonModal<T>({
  subject,
  texts,
  rows = 4,
  maxLength,
  isPending,
  onReject,
  onClose,
}: ReasonModalProps<T>) {
  const { t } = useTranslation("common");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (subject) {
      setReason("");
      setError(null);
    }
  }, [subject]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    setReason(trimmed);
    if (!subject) return;
    if (!trimmed) {
      setError(t("reasonRequired"));
      return;
    }
    onReject(subject, trimmed);
  }

  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title={texts.title}
      closeButtonProps={{ "aria-label": t("close") }}
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text style={{ overflowWrap: "anywhere" }}>{subject !== null && texts.message(subject)}</Text>
          <Textarea
            label={texts.reason}
            required
            rows={rows}
            resize="vertical"
            maxLength={maxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {texts.cancel}
            </Button>
            <Button type="submit" color="red.9" loading={isPending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
