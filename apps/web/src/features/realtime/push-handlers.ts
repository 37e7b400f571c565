import type { BatchName } from "@portal/contract/realtime/realtime.constants";
import type { JobProgress } from "@portal/contract/realtime/realtime.events";
import type { QueryClient } from "@tanstack/react-query";
import { currentLanguage, i18n } from "../../lib/i18n";
import { notifyError, notifyNotice, notifySuccess } from "../../lib/notify";
import { commentKeys } from "../comment/api/comment-keys";
import { commutationTicketKeys } from "../commutation-ticket/api/commutation-ticket-keys";
import { jobKeys } from "../job/api/job-keys";
import { isWatchingJobs, publishJobProgress, wasStartedHere } from "../job/job-progress-stream";
import { BatchNotices, batchNotice, messageText, progressMessage } from "../job/progress-text";
import { mailKeys } from "../mail/api/mail-keys";
import { menuNumbersQueryOptions } from "../menu/api/get-menu-numbers";
import { invalidateBell, invalidateNotificationLists } from "../notification/api/notification-keys";
import { severityStyle } from "../notification/severity";
import type { RealtimeHandlers } from "./realtime-service";

/** A pushed text in the app language; an empty Japanese text falls back to the English one. */
function localized(text: { en: string; ja: string }): string {
  return (currentLanguage() === "ja" && text.ja) || text.en;
}

/** The batches whose not running is an error notice (shell spec §6, §8). */
const notRunningNotices: Partial<Record<BatchName, string>> = {
  batch: BatchNotices.batchNotRun,
  backgroundBatch: BatchNotices.backgroundBatchNotRun,
};

/**
 * A finished run's notice, for the administrator on the jobs page or who started it: an error
 * with its progress text when it has one, else its result with the counts.
 */
function announceJobEnd(progress: JobProgress): void {
  const startedHere = wasStartedHere(progress.runId, progress.finished);
  if (!progress.finished || !(startedHere || isWatchingJobs())) return;
  const message = progressMessage(progress.progress);
  if (!message) return;
  notifyNotice({
    title: i18n.t(`job:names.${progress.job}.title`),
    message,
    color: progress.hasError ? "red" : progress.status === "skipped" ? "gray" : "teal",
  });
}

/**
 * The app's reaction to pushes: the bell refetches, notices become toasts in the user's language,
 * menu numbers replace the cached ones, a changed comment thread refetches, and a reconnect refetches what may have been missed.
 * From the mail hub: a batch not running is an error notice, a batch result a notice, and job
 * runs go to the jobs page (their end announced to whoever watches or started them).
 */
export function createPushHandlers(queryClient: QueryClient): RealtimeHandlers {
  return {
    onNotification: () => void invalidateBell(queryClient),
    onNotice: (_event, push) => {
      notifyNotice({ title: localized(push.title), message: localized(push.message), color: "blue" });
      if (push.notificationId !== null) void invalidateBell(queryClient);
    },
    onThreadChanged: ({ objectType, objectId }) =>
      void queryClient.invalidateQueries({ queryKey: commentKeys.thread(objectType, objectId) }),
    onMessage: (push) => {
      notifyNotice({
        title: localized(push.title),
        message: localized(push.message),
        color: severityStyle(push.severity).color,
      });
      if (push.notificationId !== null) void invalidateBell(queryClient);
    },
    onMenuNumbers: (numbers) => queryClient.setQueryData(menuNumbersQueryOptions().queryKey, numbers),
    onReconnect: () => {
      void invalidateNotificationLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: menuNumbersQueryOptions().queryKey });
    },
    onBatchRunning: (batch, running) => {
      const notice = notRunningNotices[batch];
      // The same notice for the answer and its push is shown once.
      if (!running && notice) notifyError(messageText(notice));
    },
    onBatchProgress: (_batch, progress) => {
      const notice = batchNotice(progress);
      if (notice?.color === "red") notifyError(notice.message);
      else if (notice) notifySuccess(notice.message);
    },
    onJobProgress: (progress) => {
      publishJobProgress(progress);
      announceJobEnd(progress);
      if (!progress.finished) return;
      // What a run changes: the jobs and their runs, the e-mail it wrote, the report it made.
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: mailKeys.outbox() });
      void queryClient.invalidateQueries({ queryKey: commutationTicketKeys.payrollReportPages() });
    },
  };
}
