import { Alert, Button } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A failed load, with a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Alert>
  );
}
