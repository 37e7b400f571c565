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
