import type { CommentObjectType } from "@portal/contract/comment/comment.constants";

/** Every query key of comment threads, in one place. */
export const commentKeys = {
  all: ["comment"] as const,
  thread: (objectType: CommentObjectType, objectId: number) =>
    [...commentKeys.all, objectType, objectId] as const,
};
