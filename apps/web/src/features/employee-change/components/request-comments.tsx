import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format/format-date-time";
import { useFormFailure } from "../../commutation-ticket/components/use-server-text";
import { useAddComment } from "../api/add-comment";

const commentField = (field: string) => (field === "comment" ? ("comment" as const) : undefined);

/** The notes the owner and HR leave on a request, oldest first, and a box to add one. */
export function RequestComments({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation("employeeChange");
  const addComment = useAddComment();
  const failure = useFormFailure(commentField);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = comment.trim();
    if (!trimmed) {
      setError(t("messages.commentRequired"));
      return;
    }
    setError(null);
    addComment.mutate(
      { id: request.id, comment: trimmed },
      {
        onSuccess: () => setComment(""),
        onError: (caught) => {
          const shown = failure(caught, t("comments.failed"));
          if (shown) setError(shown.fieldErrors.comment ?? shown.message);
        },
      },
    );
  }

  return (
    <Stack gap="sm">
      {request.comments.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t("comments.none")}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {request.comments.map((item) => (
            <Paper key={item.id} component="li" withBorder p="xs" radius="sm">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {item.authorName}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(item.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {item.comment}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {request.status !== "cancelled" && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t("comments.label")}
              description={t("comments.hint", { max: ChangeRequestLimits.commentMaxLength })}
              rows={2}
              resize="vertical"
              maxLength={ChangeRequestLimits.commentMaxLength}
              value={comment}
              onChange={(event) => {
                setComment(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" variant="light" loading={addComment.isPending}>
                {t("comments.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
