import enAudit from "../locales/en/audit.json";
import enAuth from "../locales/en/auth.json";
import enCommon from "../locales/en/common.json";
import enEmployee from "../locales/en/employee.json";
import enErrors from "../locales/en/errors.json";
import enHome from "../locales/en/home.json";
import enMenu from "../locales/en/menu.json";
import jaAudit from "../locales/ja/audit.json";
import jaAuth from "../locales/ja/auth.json";
import jaCommon from "../locales/ja/common.json";
import jaEmployee from "../locales/ja/employee.json";
import jaErrors from "../locales/ja/errors.json";
import jaHome from "../locales/ja/home.json";
import jaMenu from "../locales/ja/menu.json";

/** Bundled translations: one namespace per feature, the same namespaces in every language. */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    home: enHome,
    employee: enEmployee,
    errors: enErrors,
    audit: enAudit,
    menu: enMenu,
  },
  ja: {
    common: jaCommon,
    auth: jaAuth,
    home: jaHome,
    employee: jaEmployee,
    errors: jaErrors,
    audit: jaAudit,
    menu: jaMenu,
  },
} as const;

export const defaultNamespace = "common";

export const namespaces = [
  "common",
  "auth",
  "home",
  "employee",
  "errors",
  "audit",
  "menu",
] as const satisfies readonly (keyof (typeof resources)["en"])[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)["en"];
  }
}
