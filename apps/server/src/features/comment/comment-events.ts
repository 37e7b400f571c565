import type { CommentObjectType } from "@portal/contract/comment/comment.constants";
import { Severity } from "@portal/contract/notification/notification.constants";
import type { AppDeps } from "../../app-deps";
import { notify } from "../notification/notify";
import type { CommentSubject } from "./comment-subject";

/** Characters of the comment quoted in a notification. */
const excerptLength = 100;

function excerpt(text: string): string {
  return text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text;
}

/**
 * A new comment: the object's owner and the thread's earlier authors who may still read it (never
 * the author) are notified with an OnCommented notice, each with the link that opens it for them.
 */
export async function announceComment(
  deps: AppDeps,
  thread: {
    objectType: CommentObjectType;
    subject: CommentSubject;
    participants: readonly number[];
    readers: readonly number[];
  },
  author: { id: number; name: string },
  comment: string,
): Promise<void> {
  const recipients = [...new Set([thread.subject.ownerId, ...thread.participants])].filter(
    (id) => id !== author.id && thread.readers.includes(id),
  );
  const byLink = new Map<string, number[]>();
  for (const id of recipients) {
    const link = thread.subject.linkFor(id);
    byLink.set(link, [...(byLink.get(link) ?? []), id]);
  }
  const params = { ...thread.subject.params, author: author.name, comment: excerpt(comment) };
  for (const [link, ids] of byLink) {
    await notify(deps, {
      recipients: ids,
      severity: Severity.low,
      title: { key: `comment.notify.${thread.objectType}.title`, params },
      message: { key: `comment.notify.${thread.objectType}.message`, params },
      link,
      notice: "OnCommented",
    });
  }
}

/** The thread changed: every connected reader's open thread refetches. */
export function pushThreadChanged(
  deps: AppDeps,
  objectType: CommentObjectType,
  objectId: number,
  readers: readonly number[],
): void {
  deps.realtime.toEmployees(readers, "OnCommented", { thread: { objectType, objectId } });
}
