import { useTranslation } from "react-i18next";
import { formatAge, formatDateTime } from "../../../lib/format/format-date-time";

/** How long ago a notification arrived, in the app language, with the exact time on hover. */
export function NotificationAge({ createdAt }: { createdAt: string }) {
  // Re-rendered on a language switch, so the age follows the language.
  useTranslation();
  return (
    <time dateTime={createdAt} title={formatDateTime(createdAt)}>
      {formatAge(createdAt)}
    </time>
  );
}
