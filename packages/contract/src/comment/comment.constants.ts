/** The objects a comment thread may belong to. */
export const commentObjectTypes = ["commutationTicket", "changeRequest"] as const;
export type CommentObjectType = (typeof commentObjectTypes)[number];

export const CommentLimits = {
  /** The comment input's default maximum length (shell spec). */
  maxLength: 500,
} as const;

/** Message keys of comment threads (texts in the locales of server and web). */
export const CommentMessages = {
  required: "comment.required",
  tooLong: "comment.tooLong",
  parentNotFound: "comment.parentNotFound",
  closed: "comment.closed",
} as const;
