import { Badge, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { severityStyle } from "../severity";

/** A severity as a labelled badge with its icon and colour. */
export function SeverityBadge({ severity }: { severity: number }) {
  const { t } = useTranslation("notification");
  const style = severityStyle(severity);
  const Icon = style.icon;
  return (
    <Badge variant="outline" color={style.textColor} leftSection={<Icon size={12} aria-hidden />}>
      {t(`severity.${style.label}`)}
    </Badge>
  );
}

/** A severity as an icon alone, named for screen readers. */
export function SeverityIcon({ severity }: { severity: number }) {
  const { t } = useTranslation("notification");
  const style = severityStyle(severity);
  const Icon = style.icon;
  return (
    <ThemeIcon
      variant="light"
      color={style.color}
      radius="xl"
      size="md"
      role="img"
      aria-label={t(`severity.${style.label}`)}
    >
      <Icon size={16} aria-hidden />
    </ThemeIcon>
  );
}
