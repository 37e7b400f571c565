import { CommentMessages, type CommentObjectType } from "@portal/contract/comment/comment.constants";
import type {
  Comment,
  CommentWithReplies,
  EditComment,
  NewComment,
} from "@portal/contract/comment/comment.schema";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../lib/app-error";
import type { SessionClaims } from "../auth/token";
import { avatarUrlsOf } from "../employee-avatar/employee-avatar.service";
import { toComment, toThread } from "./comment.presenter";
import * as comments from "./comment.repository";
import { announceComment, pushThreadChanged } from "./comment-events";
import { type CommentSubject, readableSubject } from "./comment-subject";

async function present(deps: AppDeps, id: number, callerId: number): Promise<Comment> {
  const row = await comments.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  return toComment(row, await avatarUrlsOf(deps, [row.createdBy]), callerId);
}

/** GET comments/:objectType/:objectId: the thread of an object the caller may see. */
export async function listThread(
  deps: AppDeps,
  session: SessionClaims,
  objectType: CommentObjectType,
  objectId: number,
): Promise<CommentWithReplies[]> {
  await readableSubject(deps, session.employeeId, objectType, objectId);
  const rows = await comments.findByObject(deps.db, objectType, objectId);
  const avatars = await avatarUrlsOf(
    deps,
    rows.map((row) => row.createdBy),
  );
  return toThread(rows, avatars, session.employeeId);
}

/**
 * POST comments/:objectType/:objectId: a comment, or a reply (a reply to a reply joins its
 * top-level comment). The owner and the thread's earlier authors are told; open threads refetch.
 */
export async function createComment(
  deps: AppDeps,
  session: SessionClaims,
  objectType: CommentObjectType,
  objectId: number,
  input: NewComment,
): Promise<Comment> {
  const subject = await readableSubject(deps, session.employeeId, objectType, objectId);
  assertOpen(subject);
  let parentId: number | null = null;
  if (input.parentId != null) {
    const parent = await comments.findById(deps.db, input.parentId);
    if (!parent || parent.objectType !== objectType || parent.objectId !== objectId) {
      throw AppError.field("parentId", CommentMessages.parentNotFound);
    }
    parentId = parent.parentId ?? parent.id;
  }
  const [participants, readers, deciders] = await Promise.all([
    comments.findAuthorIds(deps.db, objectType, objectId),
    subject.readers(),
    subject.deciders(),
  ]);
  const id = await comments.create(deps.db, {
    objectType,
    objectId,
    parentId,
    comment: input.comment,
    createdAt: deps.clock.now().toISOString(),
    createdBy: session.employeeId,
    modifiedAt: null,
    modifiedBy: null,
  });
  const created = await present(deps, id, session.employeeId);
  await announceComment(
    deps,
    { objectType, subject, participants: [...participants, ...deciders], readers },
    { id: session.employeeId, name: created.fullName },
    created.comment,
  );
  pushThreadChanged(deps, objectType, objectId, readers);
  return created;
}

/** A closed object's thread (a cancelled request) takes no new or changed comments. */
function assertOpen(subject: CommentSubject): void {
  if (!subject.mayWrite) throw AppError.field("comment", CommentMessages.closed);
}

/** A comment of the caller's own on an object they may still see: unknown 404, another's 401. */
async function loadOwn(deps: AppDeps, session: SessionClaims, id: number) {
  const row = await comments.findById(deps.db, id);
  if (!row) throw AppError.notFound();
  const objectType = row.objectType as CommentObjectType;
  const subject = await readableSubject(deps, session.employeeId, objectType, row.objectId);
  if (row.createdBy !== session.employeeId) throw AppError.permissionDenied();
  assertOpen(subject);
  return { row, objectType, subject };
}

/** PUT comments/:id: the author changes their comment. */
export async function editComment(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  input: EditComment,
): Promise<Comment> {
  const { row, objectType, subject } = await loadOwn(deps, session, id);
  await comments.updateText(deps.db, id, {
    comment: input.comment,
    modifiedAt: deps.clock.now().toISOString(),
    modifiedBy: session.employeeId,
  });
  pushThreadChanged(deps, objectType, row.objectId, await subject.readers());
  return present(deps, id, session.employeeId);
}

/** DELETE comments/:id: the author deletes their comment, with its replies. */
export async function deleteComment(deps: AppDeps, session: SessionClaims, id: number): Promise<void> {
  const { row, objectType, subject } = await loadOwn(deps, session, id);
  await deps.db.transaction().execute((trx) => comments.deleteWithReplies(trx, id));
  pushThreadChanged(deps, objectType, row.objectId, await subject.readers());
}
