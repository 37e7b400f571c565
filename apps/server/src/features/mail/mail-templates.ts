import type { AppLanguage } from "@portal/contract/common/culture";
import type { MailTemplate } from "@portal/contract/mail/mail.constants";
import { translate } from "../../lib/i18n";

/** A written e-mail: subject, plain text and HTML bodies. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type ParamKind = "text" | "date" | "month" | "count" | "yen" | "link";

interface TemplateDefinition {
  /** The values it needs and how each is written. */
  params: Record<string, ParamKind>;
  /** The value the greeting names, when given (otherwise a greeting to anyone). */
  greetingParam: string;
  /** The value the plural forms count, when its texts have them. */
  countParam?: string;
}

/**
 * The templates (decision 030); their texts are the catalogue's `mail.<template>.*` keys.
 * `recipientName` is the employee it goes to (`mailEmployees` passes it to every template).
 */
const templates: Record<MailTemplate, TemplateDefinition> = {
  /** To a pass's owner: the pass ends soon, continue it. */
  passExpiry: {
    params: { name: "text", departure: "text", arrival: "text", endDate: "date", link: "link" },
    greetingParam: "name",
  },
  /** To whoever holds a decision on a ticket: it has waited `days` days. `name` is its owner. */
  decisionReminder: {
    params: { name: "text", departure: "text", arrival: "text", days: "count", link: "link" },
    greetingParam: "recipientName",
    countParam: "days",
  },
  /** To an employee short of the 5 days of leave the law requires: `missing` days by `until`. */
  leaveObligation: {
    params: { name: "text", missing: "text", until: "date", link: "link" },
    greetingParam: "name",
  },
  /** To HR: the month's payroll report is ready. */
  payrollReport: {
    params: { month: "month", rows: "count", monthlyTotal: "yen", link: "link" },
    greetingParam: "recipientName",
  },
};

const locales: Record<AppLanguage, string> = { en: "en-US", ja: "ja-JP" };
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoMonth = /^\d{4}-\d{2}$/;

function formatNumber(value: number, language: AppLanguage): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** One value as the reader expects it: dates and months spelled out, numbers and yen grouped. */
function formatParam(kind: ParamKind, value: string | number, language: AppLanguage): string {
  const text = String(value);
  switch (kind) {
    case "date":
      return isoDate.test(text)
        ? new Intl.DateTimeFormat(locales[language], { dateStyle: "long", timeZone: "UTC" }).format(
            new Date(`${text}T00:00:00Z`),
          )
        : text;
    case "month":
      return isoMonth.test(text)
        ? new Intl.DateTimeFormat(locales[language], {
            year: "numeric",
            month: "long",
            timeZone: "UTC",
          }).format(new Date(`${text}-01T00:00:00Z`))
        : text;
    case "count":
      return typeof value === "number" ? formatNumber(value, language) : text;
    case "yen":
      return typeof value === "number"
        ? translate(language, "mail.yen", { amount: formatNumber(value, language) })
        : text;
    default:
      return text;
  }
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

const linkStyle = "color:#1c7ed6";
const bodyStyle =
  "font-family:-apple-system,'Segoe UI','Hiragino Sans','Yu Gothic',Meiryo,sans-serif;font-size:14px;line-height:1.7;color:#212529";
const footerStyle =
  "margin-top:24px;padding-top:12px;border-top:1px solid #dee2e6;font-size:12px;color:#868e96";

/**
 * Writes a template in a language: the subject and both bodies. Every value is escaped in the HTML
 * (the catalogue's text too); a link that is not an absolute http(s) address is shown, not linked.
 */
export function renderMail(
  template: MailTemplate,
  language: AppLanguage,
  params: Record<string, string | number>,
  options: { productTitle: string; attachmentCount?: number },
): RenderedMail {
  const definition = templates[template];
  const values: Record<string, string> = { product: options.productTitle };
  for (const [name, kind] of Object.entries(definition.params)) {
    const value = params[name];
    if (value === undefined) throw new Error(`The ${template} e-mail needs the value ${name}`);
    values[name] = formatParam(kind, value, language);
  }
  const count = definition.countParam ? Number(params[definition.countParam]) : undefined;
  const t = (key: string) =>
    translate(language, `mail.${key}`, count === undefined ? values : { ...values, count });

  const greetingName = params[definition.greetingParam];
  const greeting =
    greetingName === undefined || greetingName === ""
      ? translate(language, "mail.greetingAnyone")
      : translate(language, "mail.greeting", { name: String(greetingName) });
  const paragraphs = [
    greeting,
    t("intro"),
    t(`${template}.body`),
    ...(template === "payrollReport" && options.attachmentCount ? [t("payrollReport.attached")] : []),
    t(`${template}.action`),
  ];
  const link = values.link ?? "";
  const footer = t("footer");

  const text = `${paragraphs.join("\n\n")}\n\n${link}\n\n--\n${footer}\n`;
  const linkHtml = /^https?:\/\//i.test(link)
    ? `<a href="${escapeHtml(link)}" style="${linkStyle}">${escapeHtml(link)}</a>`
    : escapeHtml(link);
  // One line, whatever the values hold.
  const subject = t(`${template}.subject`).replace(/\s*[\r\n]+\s*/g, " ");
  const html = [
    "<!DOCTYPE html>",
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${bodyStyle}">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${linkHtml}</p>`,
    `<p style="${footerStyle}">${escapeHtml(footer)}</p>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return { subject, text, html };
}
