import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import { commentRoutes } from "@portal/contract/comment/comment.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commentKeys } from "./comment-keys";

export interface UpdateCommentInput {
  id: number;
  comment: string;
}

/** PUT /api/comments/:id: the author changes their comment. */
export function updateComment({ id, comment }: UpdateCommentInput) {
  return apiRequest(commentRoutes.update, { params: { id }, body: { comment } });
}

export function useUpdateComment(objectType: CommentObjectType, objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(objectType, objectId) }),
  });
}
