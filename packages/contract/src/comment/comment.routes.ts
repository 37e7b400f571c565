import { z } from "zod";
import { errorBodySchema } from "../common/errors";
import { noContentSchema } from "../common/paging";
import { defineRoute } from "../common/route";
import {
  commentIdParamsSchema,
  commentSchema,
  commentThreadParamsSchema,
  commentWithRepliesSchema,
  editCommentSchema,
  newCommentSchema,
} from "./comment.schema";

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const refused = { 400: errorBodySchema, 404: errorBodySchema, ...denied };
const thread = "/api/comments/:objectType/:objectId";

/**
 * Comment threads on objects (tickets, change requests): only people who may see the object read
 * or write its thread; the author edits or deletes their own comments.
 */
export const commentRoutes = {
  /** The thread: top-level comments oldest first, each with its replies (listReplies). */
  list: defineRoute({
    method: "GET",
    path: thread,
    access: "session",
    params: commentThreadParamsSchema,
    response: { 200: z.array(commentWithRepliesSchema), ...refused },
  }),
  /** A new comment or reply; the object's owner and the thread's participants are told. */
  create: defineRoute({
    method: "POST",
    path: thread,
    access: "session",
    params: commentThreadParamsSchema,
    body: newCommentSchema,
    response: { 200: commentSchema, ...refused },
  }),
  /** The author changes their own comment. */
  update: defineRoute({
    method: "PUT",
    path: "/api/comments/:id",
    access: "session",
    params: commentIdParamsSchema,
    body: editCommentSchema,
    response: { 200: commentSchema, ...refused },
  }),
  /** The author deletes their own comment (a top-level one with its replies). */
  remove: defineRoute({
    method: "DELETE",
    path: "/api/comments/:id",
    access: "session",
    params: commentIdParamsSchema,
    response: { 204: noContentSchema, ...refused },
  }),
};
