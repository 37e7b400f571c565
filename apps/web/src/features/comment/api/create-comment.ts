import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import { commentRoutes } from "@portal/contract/comment/comment.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commentKeys } from "./comment-keys";

export interface CreateCommentInput {
  comment: string;
  /** The comment replied to; absent for a new top-level comment. */
  parentId?: number;
}

/** POST /api/comments/:objectType/:objectId: a new comment or reply. */
export function createComment(objectType: CommentObjectType, objectId: number, input: CreateCommentInput) {
  return apiRequest(commentRoutes.create, { params: { objectType, objectId }, body: input });
}

export function useCreateComment(objectType: CommentObjectType, objectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommentInput) => createComment(objectType, objectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(objectType, objectId) }),
  });
}
