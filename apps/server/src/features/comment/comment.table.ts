import type { Generated } from "kysely";

/** One comment of an object's thread; a reply points at its top-level comment. */
export interface CommentsTable {
  id: Generated<number>;
  /** commutationTicket or changeRequest. */
  objectType: string;
  objectId: number;
  /** Null for a top-level comment. */
  parentId: number | null;
  comment: string;
  createdAt: string;
  createdBy: number;
  modifiedAt: string | null;
  modifiedBy: number | null;
}
