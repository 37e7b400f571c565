import type { QueryClient } from "@tanstack/react-query";
import { currentLanguage } from "../../lib/i18n";
import { notifyNotice } from "../../lib/notify";
import { commentKeys } from "../comment/api/comment-keys";
import { menuNumbersQueryOptions } from "../menu/api/get-menu-numbers";
import { invalidateBell, invalidateNotificationLists } from "../notification/api/notification-keys";
import { severityStyle } from "../notification/severity";
import type { RealtimeHandlers } from "./realtime-service";

/** A pushed text in the app language; an empty Japanese text falls back to the English one. */
function localized(text: { en: string; ja: string }): string {
  return (currentLanguage() === "ja" && text.ja) || text.en;
}

/**
 * The app's reaction to pushes: the bell refetches, notices become toasts in the user's language,
 * menu numbers replace the cached ones, a changed comment thread refetches, and a reconnect refetches what may have been missed.
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
  };
}
