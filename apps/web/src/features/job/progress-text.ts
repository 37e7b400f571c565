import { JobMessages, parseProgressText } from "@portal/contract/job/job.constants";
import type { BatchProgress } from "@portal/contract/realtime/realtime.events";
import { i18n } from "../../lib/i18n";

/** The spec's batch notices beside the jobs' own message keys (shell spec §8). */
export const BatchNotices = {
  batchNotRun: "BATCH_NOT_RUN",
  backgroundBatchNotRun: "BACKGROUND_BATCH_NOT_RUN",
} as const;

/** A message key in the user's language; a text that is no known key is shown as it came. */
export function messageText(messageKey: string): string {
  const key = `job:messages.${messageKey}`;
  return /^[A-Z][A-Z0-9_]*$/.test(messageKey) && i18n.exists(key) ? i18n.t(key as never) : messageKey;
}

/**
 * A progress text (shell spec §3) in the user's language: "messageKey,total,success,failed" as the
 * key's words with the counts ("Sent: 3 of 4 (1 failed)"), counts alone as messages sent, a key
 * alone as its words.
 */
export function progressMessage(progress: string): string {
  if (progress.trim() === "") return "";
  const parsed = parseProgressText(progress);
  if (!("total" in parsed)) return messageText(parsed.messageKey);
  const { messageKey, total, success, failed } = parsed;
  const title = messageText(messageKey ?? JobMessages.sendMessageSuccess);
  return i18n.t("job:progressCounts", { title, total, success, failed });
}

/** What a batch result shows: its progress as an error when it has one, a success when it ends. */
export function batchNotice(progress: BatchProgress): { color: "red" | "teal"; message: string } | null {
  const message = progressMessage(progress.progress);
  if (!message) return null;
  if (progress.hasError) return { color: "red", message };
  if (progress.finished) return { color: "teal", message };
  return null;
}
