import { Alert, Button } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface LoadFailedProps {
  title: string;
  onRetry: () => void;
  /** The retry button's text: "Retry" unless a screen words it otherwise. */
  retryLabel?: string;
}

/** A failed load, with a retry. */
export function LoadFailed({ title, onRetry, retryLabel }: LoadFailedProps) {
  const { t } = useTranslation("common");
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {retryLabel ?? t("retry")}
      </Button>
    </Alert>
  );
}
