import { type Severity, severityLabels } from "@portal/contract/notification/notification.constants";
import {
  type Icon,
  IconAlertOctagon,
  IconAlertTriangle,
  IconBell,
  IconInfoCircle,
} from "@tabler/icons-react";

/** How a severity looks everywhere: its label, colours and icon (shell spec §3). */
export interface SeverityStyle {
  /** The spec's label, also the key of its translation under `notification:severity`. */
  label: (typeof severityLabels)[Severity];
  /** The Mantine colour of toasts, badges and icons. */
  color: string;
  /** A dark shade of it for text on white: 4.5:1 contrast or more. */
  textColor: string;
  icon: Icon;
}

export const severityStyles: Record<Severity, SeverityStyle> = {
  0: { label: severityLabels[0], color: "gray", textColor: "gray.8", icon: IconInfoCircle },
  1: { label: severityLabels[1], color: "blue", textColor: "blue.9", icon: IconBell },
  2: { label: severityLabels[2], color: "orange", textColor: "orange.9", icon: IconAlertTriangle },
  3: { label: severityLabels[3], color: "red", textColor: "red.9", icon: IconAlertOctagon },
};

/** The style of a severity; a value the contract does not know looks like LOW. */
export function severityStyle(severity: number): SeverityStyle {
  return severityStyles[severity as Severity] ?? severityStyles[0];
}
