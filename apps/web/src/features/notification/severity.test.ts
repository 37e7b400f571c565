import { Severity } from "@portal/contract/notification/notification.constants";
import { IconAlertOctagon, IconAlertTriangle, IconBell, IconInfoCircle } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { severityStyle } from "./severity";

describe("severityStyle", () => {
  it.each([
    [Severity.low, "LOW", "LOW", "低", "gray", IconInfoCircle],
    [Severity.medium, "MEDIUM", "MEDIUM", "中", "blue", IconBell],
    [Severity.high, "HIGH", "HIGH", "高", "orange", IconAlertTriangle],
    [Severity.critical, "CRITICAL", "CRITICAL", "緊急", "red", IconAlertOctagon],
  ])("maps %i to %s with its translated label, colour and icon", (severity, label, en, ja, color, icon) => {
    const style = severityStyle(severity);
    expect(style).toMatchObject({ label, color, icon });
    expect(i18n.t(`notification:severity.${style.label}`, { lng: "en" })).toBe(en);
    expect(i18n.t(`notification:severity.${style.label}`, { lng: "ja" })).toBe(ja);
  });

  it("shows an unknown severity as LOW", () => {
    expect(severityStyle(9).label).toBe("LOW");
  });
});
