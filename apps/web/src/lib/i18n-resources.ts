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
  "avatar",
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
  "commutationTicket",
  "about",
  "ticketDesk",
  "ticketSearch",
  "ticketDecision",
  "ticketActingFor",
  "colleague",
  "comment",
  "profile",
  "employeeChange",
  "workingAddress",
  "workingHistory",
  "bankAccount",
  "education",
  "chatbot",
  "job",
  "payrollReport",
] as const satisfies readonly (keyof typeof enTexts)[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: typeof enTexts;
  }
}
