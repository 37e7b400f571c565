import { notifications } from "@mantine/notifications";
import { i18n } from "./i18n";

/** Shows an error toast; the same text shown twice at once appears only once. */
export function notifyError(message: string): void {
  notifications.show({
    id: message,
    color: "red",
    message,
    closeButtonProps: { "aria-label": i18n.t("close") },
  });
}

/** Shows a success toast (a request sent, an item deleted). */
export function notifySuccess(message: string): void {
  notifications.show({
    color: "teal",
    message,
    closeButtonProps: { "aria-label": i18n.t("close") },
  });
}

interface Notice {
  title: string;
  message: string;
  /** A Mantine colour: blue for information, a severity's colour for a message. */
  color: string;
}

/** Shows a notice pushed by the server (a request created, a comment, a message from HR). */
export function notifyNotice({ title, message, color }: Notice): void {
  notifications.show({
    color,
    title,
    message,
    closeButtonProps: { "aria-label": i18n.t("close") },
  });
}
