import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import type { AppDeps } from "../../app-deps";
import { visibleOrNotFound } from "../../lib/visible";
import { ticketForThread } from "../commutation-ticket/ticket-thread";
import { changeRequestForThread } from "../employee-change/change-thread";

/** What a thread needs of its object; each object's feature answers for its own. */
export interface CommentSubject {
  ownerId: number;
  mayRead: boolean;
  /** Parameters of the object's notification texts. */
  params: Record<string, string>;
  /** Everyone who may read the object (and so its thread). */
  readers(): Promise<number[]>;
  /** Whoever must act on the object now: told of new comments like its owner. */
  deciders(): Promise<number[]>;
  /** Whether new comments may still be written (a closed object's thread is read-only). */
  mayWrite: boolean;
  /** Where the object opens for this employee. */
  linkFor(employeeId: number): string;
}

const lookups: Record<
  CommentObjectType,
  (deps: AppDeps, callerId: number, id: number) => Promise<CommentSubject | undefined>
> = {
  commutationTicket: ticketForThread,
  changeRequest: changeRequestForThread,
};

/**
 * The object of a thread, when the caller may read it: unknown and not theirs to read are one 404,
 * so a thread's id reveals nothing of its object (decisions 017 and 024).
 */
export async function readableSubject(
  deps: AppDeps,
  callerId: number,
  objectType: CommentObjectType,
  objectId: number,
): Promise<CommentSubject> {
  const subject = await lookups[objectType](deps, callerId, objectId);
  return visibleOrNotFound(subject, (readable) => readable.mayRead);
}
