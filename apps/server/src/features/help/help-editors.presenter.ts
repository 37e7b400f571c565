import type { AppLanguage } from "@portal/contract/common/culture";
import type { HelpEditor } from "@portal/contract/help/help.schema";
import type { HelpEditorRow } from "./help-editors.repository";

export function toHelpEditor(row: HelpEditorRow, language: AppLanguage): HelpEditor {
  return {
    employeeId: row.employeeId,
    employeeCode: row.employeeCode,
    fullName: row.fullName,
    departmentName: (language === "ja" ? row.departmentNameJa : row.departmentNameEn) ?? null,
    grantedAt: row.grantedAt,
    grantedByName: row.grantedByName ?? null,
  };
}
