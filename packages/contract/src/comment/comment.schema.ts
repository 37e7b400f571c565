import { z } from "zod";
import { idParamSchema, idSchema } from "../common/ids";
import { withoutNul } from "../common/without-nul";
import { CommentLimits, CommentMessages, commentObjectTypes } from "./comment.constants";

/** The object a thread belongs to. */
export const commentThreadParamsSchema = z.strictObject({
  objectType: z.enum(commentObjectTypes),
  objectId: idParamSchema,
});

export const commentIdParamsSchema = z.strictObject({ id: idParamSchema });

/** Plain text (rendered inert by clients), without NUL characters, trimmed, 1 to 500 characters. */
const commentTextSchema = z
  .string({ error: CommentMessages.required })
  .overwrite(withoutNul)
  .trim()
  .min(1, { error: CommentMessages.required })
  .max(CommentLimits.maxLength, { error: CommentMessages.tooLong });

/** A new comment; with parentId a reply (a reply to a reply joins its top-level comment). */
export const newCommentSchema = z.strictObject({
  comment: commentTextSchema,
  parentId: idSchema.nullish(),
});

export const editCommentSchema = z.strictObject({ comment: commentTextSchema });

/** One comment (shell spec's fields), plus whether the caller may edit or delete it. */
export const commentSchema = z.object({
  id: z.number().int(),
  /** Null for a top-level comment, else the top-level comment it replies to. */
  parentId: z.number().int().nullable(),
  /** The author's photo URL, or null (clients show their initials). */
  avatar: z.string().nullable(),
  fullName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  createdBy: z.number().int(),
  modifiedAt: z.string().nullable(),
  modifiedBy: z.number().int().nullable(),
  canEdit: z.boolean(),
});

/** A top-level comment with its replies, oldest first. */
export const commentWithRepliesSchema = commentSchema.extend({
  listReplies: z.array(commentSchema),
});

/** Which thread changed (the OnCommented push that makes open threads refetch). */
export const commentThreadRefSchema = z.object({
  objectType: z.enum(commentObjectTypes),
  objectId: z.number().int(),
});

export type NewComment = z.infer<typeof newCommentSchema>;
export type EditComment = z.infer<typeof editCommentSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentWithReplies = z.infer<typeof commentWithRepliesSchema>;
export type CommentThreadRef = z.infer<typeof commentThreadRefSchema>;
