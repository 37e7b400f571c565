import type { Comment, CommentWithReplies } from "@portal/contract/comment/comment.schema";
import type { CommentRow } from "./comment.repository";

export function toComment(row: CommentRow, avatars: ReadonlyMap<number, string>, callerId: number): Comment {
  return {
    id: row.id,
    parentId: row.parentId,
    avatar: avatars.get(row.createdBy) ?? null,
    fullName: row.fullName,
    comment: row.comment,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    modifiedAt: row.modifiedAt,
    modifiedBy: row.modifiedBy,
    canEdit: row.createdBy === callerId,
  };
}

/** Top-level comments, oldest first, each with its replies grouped under it (listReplies). */
export function toThread(
  rows: readonly CommentRow[],
  avatars: ReadonlyMap<number, string>,
  callerId: number,
): CommentWithReplies[] {
  const topLevel = rows.filter((row) => row.parentId === null);
  return topLevel.map((top) => ({
    ...toComment(top, avatars, callerId),
    listReplies: rows
      .filter((row) => row.parentId === top.id)
      .map((row) => toComment(row, avatars, callerId)),
  }));
}
