import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import { commentRoutes } from "@portal/contract/comment/comment.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commentKeys } from "./comment-keys";

/** DELETE /api/comments/:id: the author deletes their comment (with its replies). */
export function deleteComment(id: number) {
  return apiRequest(commentRoutes.remove, { params: { id } });
}

export function useDeleteComment(objectType: CommentObjectType, objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(objectType, objectId) }),
  });
}
