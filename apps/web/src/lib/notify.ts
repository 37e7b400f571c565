import { notifications } from "@mantine/notifications";

/** Shows an error toast; the same text shown twice at once appears only once. */
export function notifyError(message: string): void {
  notifications.show({ id: message, color: "red", message });
}
