import { Avatar, Button, Group, Stack, Text } from "@mantine/core";
import type { Comment } from "@portal/contract/comment/comment.schema";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { avatarInitials } from "../../../lib/avatar-initials";
import { formatAge } from "../../../lib/format/format-date-time";
import { CommentForm } from "./comment-form";
import { CommentText } from "./comment-text";

/** The spec's exact timestamp: 05-Apr-2026 09:05:00. */
const exactFormat = "DD-MMM-YYYY HH:mm:ss";

export interface CommentItemProps {
  comment: Comment;
  isDisabled: boolean;
  onEdit: (comment: string) => Promise<unknown>;
  onDelete: () => void;
  /** Absent on replies' own buttons when the thread shows the reply box elsewhere. */
  onReply?: () => void;
}

/** One comment: avatar, full name, when (relative, exact on hover), the text, and its actions. */
export function CommentItem({ comment, isDisabled, onEdit, onDelete, onReply }: CommentItemProps) {
  const { t } = useTranslation("comment");
  const [isEditing, setIsEditing] = useState(false);
  const exact = dayjs(comment.createdAt).format(exactFormat);

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Avatar src={comment.avatar} name={comment.fullName} color="initials" radius="xl" size="md">
        {avatarInitials(comment.fullName)}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {comment.fullName}
          </Text>
          <Text component="time" size="xs" c="gray.7" dateTime={comment.createdAt} title={exact}>
            {formatAge(comment.createdAt)}
          </Text>
          {comment.modifiedAt && (
            <Text size="xs" c="gray.7">
              {t("edited")}
            </Text>
          )}
        </Group>
        {isEditing ? (
          <CommentForm
            label={t("editLabel")}
            submitLabel={t("save")}
            initialValue={comment.comment}
            isDisabled={isDisabled}
            onSubmit={(text) => onEdit(text).then(() => setIsEditing(false))}
            onCancel={() => setIsEditing(false)}
          />
        ) : (
          <CommentText text={comment.comment} />
        )}
        {!isEditing && !isDisabled && (
          <Group gap={4}>
            {onReply && (
              <Button variant="subtle" size="compact-xs" onClick={onReply}>
                {t("reply")}
              </Button>
            )}
            {comment.canEdit && (
              <>
                <Button variant="subtle" size="compact-xs" onClick={() => setIsEditing(true)}>
                  {t("edit")}
                </Button>
                <Button variant="subtle" color="red" size="compact-xs" onClick={onDelete}>
                  {t("delete")}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
