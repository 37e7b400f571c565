import { Box, Divider, Loader, Stack, Text } from "@mantine/core";
import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import type { CommentWithReplies } from "@portal/contract/comment/comment.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../components/ui/confirm-modal";
import { useCreateComment } from "../api/create-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useComments } from "../api/get-comments";
import { useUpdateComment } from "../api/update-comment";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

export interface CommentThreadProps {
  objectType: CommentObjectType;
  objectId: number;
  /** Shows the thread read-only: no reply, post, edit or delete. */
  disabled?: boolean;
}

/**
 * An object's comments with one level of replies, a reply box under the comment replied to, and
 * a new-comment box. Refetches when anyone changes the thread (the OnCommented push).
 */
export function CommentThread({ objectType, objectId, disabled = false }: CommentThreadProps) {
  const { t } = useTranslation("comment");
  const thread = useComments(objectType, objectId);
  const create = useCreateComment(objectType, objectId);
  const update = useUpdateComment(objectType, objectId);
  const remove = useDeleteComment(objectType, objectId);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const itemProps = (comment: { id: number }) => ({
    isDisabled: disabled,
    onEdit: (text: string) => update.mutateAsync({ id: comment.id, comment: text }),
    onDelete: () => setDeleting(comment.id),
  });

  const renderTopLevel = (comment: CommentWithReplies) => (
    <Stack key={comment.id} gap="xs" component="li">
      <CommentItem comment={comment} {...itemProps(comment)} onReply={() => setReplyTo(comment.id)} />
      <Stack gap="xs" pl={48} component="ol" m={0} style={{ listStyle: "none" }}>
        {comment.listReplies.map((reply) => (
          <li key={reply.id}>
            <CommentItem comment={reply} {...itemProps(reply)} onReply={() => setReplyTo(comment.id)} />
          </li>
        ))}
        {replyTo === comment.id && !disabled && (
          <li>
            <CommentForm
              label={t("replyLabel", { name: comment.fullName })}
              submitLabel={t("reply")}
              isPending={create.isPending}
              onSubmit={(text) =>
                create.mutateAsync({ comment: text, parentId: comment.id }).then(() => setReplyTo(null))
              }
              onCancel={() => setReplyTo(null)}
            />
          </li>
        )}
      </Stack>
    </Stack>
  );

  return (
    <Box maw={1024} component="section" aria-label={t("title")}>
      <Stack gap="md">
        {thread.isPending ? (
          <Loader size="sm" aria-label={t("loading")} />
        ) : thread.isError ? (
          <Text size="sm" c="red">
            {t("loadFailed")}
          </Text>
        ) : thread.data.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t("empty")}
          </Text>
        ) : (
          <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
            {thread.data.map(renderTopLevel)}
          </Stack>
        )}
        <Divider />
        <CommentForm
          label={t("newLabel")}
          submitLabel={t("post")}
          isDisabled={disabled}
          isPending={create.isPending}
          onSubmit={(text) => create.mutateAsync({ comment: text })}
        />
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
        title={t("deleteTitle")}
        message={t("deleteMessage")}
        cancelLabel={t("cancel")}
        confirmLabel={t("delete")}
        pending={remove.isPending}
      />
    </Box>
  );
}
