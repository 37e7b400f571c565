import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import { commentRoutes } from "@portal/contract/comment/comment.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { commentKeys } from "./comment-keys";

/** GET /api/comments/:objectType/:objectId: top-level comments with their replies. */
export function getComments(objectType: CommentObjectType, objectId: number, signal?: AbortSignal) {
  return apiRequest(commentRoutes.list, { params: { objectType, objectId }, signal });
}

export function commentsQueryOptions(objectType: CommentObjectType, objectId: number) {
  return queryOptions({
    queryKey: commentKeys.thread(objectType, objectId),
    queryFn: ({ signal }) => getComments(objectType, objectId, signal),
  });
}

export function useComments(objectType: CommentObjectType, objectId: number) {
  return useQuery(commentsQueryOptions(objectType, objectId));
}
