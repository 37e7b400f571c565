import type { enTexts } from "../locales/en";

/*
 * Translations: one namespace per feature, the same namespaces in en and ja (locales/en.ts,
 * locales/ja.ts). Only the language in use is loaded (lib/i18n.ts); the chat assistant alone also
 * speaks Vietnamese and loads the other languages with its window.
 */

export const defaultNamespace = "common";

export const namespaces = [
  "common",
  "auth",
  "employee-avatar",
  "home",
  "employee",
  "errors",
  "audit",
  "campaign",
  "menu",
  "menu-admin",
  "help",
  "page-view",
  "back-to-top",
  "notification",
  "commutation-ticket",
  "about",
  "commutation-ticket-desk",
  "commutation-ticket-search",
  "commutation-ticket-decision",
  "commutation-ticket-acting-for",
  "colleague",
  "comment",
  "employee-profile",
  "employee-change",
  "working-address",
  "working-history",
  "bank-account",
  "employee-education",
  "chatbot",
  "job",
  "commutation-ticket-payroll-report",
  "commutation-ticket-section-fare",
  "openapi",
  "leave",
] as const satisfies readonly (keyof typeof enTexts)[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: typeof enTexts;
  }
}
