import { Alert, Button, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { HttpStatus } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Ticket } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldName } from "../../../components/use-server-text";
import { ApiError } from "../../../lib/api-error";
import { notifySuccess } from "../../../lib/notify";
import { useSaveNote } from "../api/save-note";
import { useTicketFormFailure } from "./use-ticket-server-text";

/**
 * HR's internal note on a ticket (HR and approvers read it, the employee never does). Shown when
 * the server sends the note (not null); HR edits it, an approver reads it.
 */
export function HrNote({ ticket }: { ticket: Pick<Ticket, "id" | "hrNote" | "canReview"> }) {
  const { t } = useTranslation("commutation-ticket-decision");
  const save = useSaveNote();
  const failure = useTicketFormFailure((field) => (fieldName(field) === "note" ? "note" : undefined));
  const saved = ticket.hrNote ?? "";
  const [note, setNote] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);

  // A note saved elsewhere (or this one, once saved) is what the box starts from again.
  useEffect(() => setNote(saved), [saved]);

  if (ticket.hrNote === null) return null;
  if (!ticket.canReview) {
    return (
      <section aria-labelledby="ticket-hr-note-title">
        <Title order={2} size="h4" id="ticket-hr-note-title" mb="sm">
          {t("hrNote.title")}
        </Title>
        <Text size="xs" c="gray.7" mb={4}>
          {t("hrNote.description")}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} c={saved ? undefined : "gray.7"}>
          {saved || t("hrNote.empty")}
        </Text>
      </section>
    );
  }

  function showFailure(error: unknown) {
    // 401: the caller may read the note but not change it (an approver).
    if (error instanceof ApiError && error.status === HttpStatus.permissionDenied) {
      setProblem(t("hrNote.notAllowed"));
      return;
    }
    const shown = failure(error, t("hrNote.failed"));
    setProblem(shown ? (shown.fieldErrors.note ?? shown.message) : null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = note.trim();
    setNote(trimmed);
    setProblem(null);
    save.mutate(
      { id: ticket.id, note: trimmed },
      { onSuccess: () => notifySuccess(t("hrNote.saved")), onError: showFailure },
    );
  }

  return (
    <section aria-labelledby="ticket-hr-note-title">
      <Title order={2} size="h4" id="ticket-hr-note-title" mb="sm">
        {t("hrNote.title")}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xs">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Textarea
            label={t("hrNote.label")}
            description={t("hrNote.description")}
            rows={4}
            resize="vertical"
            maxLength={TicketLimits.notesMaxLength}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="gray.7">
              {t("hrNote.count", { count: note.length, max: TicketLimits.notesMaxLength })}
            </Text>
            <Button type="submit" size="xs" loading={save.isPending} disabled={note === saved}>
              {t("hrNote.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
