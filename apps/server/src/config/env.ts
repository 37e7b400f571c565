import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Config } from "./config.types";

export type {
  Company,
  Config,
  ConnectionLimits,
  DirectoryConfig,
  SsoConfig,
} from "./config.types";

const durationPattern = /^(\d+)\s*(s|m|h|d)?$/;
const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "8h", "30m", "90" (seconds) -> seconds. */
export function parseDuration(value: string): number | undefined {
  const match = durationPattern.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? "s") as keyof typeof unitSeconds;
  return Number(match[1]) * unitSeconds[unit];
}

const booleanText = z.enum(["true", "false"]).transform((v) => v === "true");

/** A positive duration such as 20s, 2m or 90 (seconds), in seconds. */
const durationText = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => (parseDuration(v) ?? 0) > 0, "must be a duration such as 20s, 2m or 90")
    .transform((v) => parseDuration(v) ?? 0);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL: z
    .string()
    .default("8h")
    .refine((v) => (parseDuration(v) ?? 0) > 0, "must be a duration such as 8h, 30m or 3600"),
  PRODUCT_TITLE: z.string().min(1).default("Employee Portal"),
  COMPANY_CODE: z.string().min(1).default("STJ"),
  COMPANY_NAME: z.string().min(1).default("Sakura Tech Japan K.K."),
  HOTLINE_EMAIL: z.email("must be an e-mail address").default("hotline@example.co.jp"),
  COMPLIANCE_HOTLINE_EMAIL: z.email("must be an e-mail address").default("compliance@example.co.jp"),
  // Default: info in production (one line per request and the events), warn otherwise (a developer's
  // terminal keeps the start banner and the problems, not a line per request).
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  QUERY_COUNT_HEADER: booleanText.default(false),
  TRUST_PROXY: z.string().default("false"),
  REQUEST_TIMEOUT: durationText("120s"),
  HEADERS_TIMEOUT: durationText("20s"),
  IDLE_TIMEOUT: durationText("60s"),
  KEEP_ALIVE_TIMEOUT: durationText("72s"),
  REALTIME_JOIN_TIMEOUT: durationText("5s"),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(5).default(2),
  LOGIN_CAPTCHA_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_LOCK_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  LOGIN_DEVICE_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  LOGIN_ACCOUNT_FORM: booleanText.default(true),
  LOGIN_ALTERNATIVE_PASSWORD: booleanText.optional(),
  CAPTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  CAPTCHA_COUNTER_MAX: z.coerce.number().int().min(2).max(1_000_000).default(4000),
  LDAP_URL: z
    .string()
    .regex(/^ldaps?:\/\//, "must be an ldap:// or ldaps:// URL")
    .optional(),
  LDAP_BIND_DN: z.string().optional(),
  LDAP_BIND_PASSWORD: z.string().optional(),
  LDAP_BASE_DN: z.string().optional(),
  LDAP_USER_FILTER: z.string().default("(uid={{userId}})"),
  OIDC_ISSUER: z.url("must be the provider's issuer URL").optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_SCOPES: z.string().default("openid profile email"),
  SSO_DEFAULT: booleanText.default(false),
  NAVI_ENABLED: booleanText.default(true),
  CHATBOT_BASE_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, "must be a path such as /api/chatbot (no trailing slash)")
    .default("/api/chatbot"),
  CHAT_LLM_URL: z.url("must be the base URL of an OpenAI-compatible API").optional(),
  CHAT_LLM_KEY: z.string().min(1).optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  COMMUTING_ALLOWANCE_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
  TICKET_BACKDATE_DAYS: z.coerce.number().int().min(0).max(366).default(31),
  TICKET_REMINDER_DAYS: z.coerce.number().int().min(0).max(366).default(3),
  PASS_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(0).max(366).default(14),
  PAYROLL_REPORT_DAY: z.coerce.number().int().min(1).max(28).default(20),
  JOBS_ENABLED: booleanText.default(true),
  JOBS_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOADS_PER_USER: z.coerce.number().int().min(1).max(1000).default(3),
  UPLOADS_TOTAL: z.coerce.number().int().min(1).max(10_000).default(16),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Employee Portal <portal@example.co.jp>"),
  PUBLIC_URL: z.url("must be the portal's address, such as https://portal.example.co.jp").optional(),
  TICKET_LOCKED_DATES: z
    .string()
    .default("")
    .refine(
      (v) => parseDateRanges(v) !== undefined,
      "must be ranges such as 2026-12-29..2027-01-03, comma-separated",
    ),
});

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-12-29..2027-01-03,2027-04-30" → [{ from, to }]; undefined when malformed. */
export function parseDateRanges(value: string): { from: string; to: string }[] | undefined {
  const ranges: { from: string; to: string }[] = [];
  for (const part of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from = "", to = from] = part.split("..").map((p) => p.trim());
    if (!isoDatePattern.test(from) || !isoDatePattern.test(to) || to < from) return undefined;
    if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return undefined;
    ranges.push({ from, to });
  }
  return ranges;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
}

const defaultWebDist = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../web/dist");

/** Parses and checks the environment once; throws ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const problems = [
    ...(env.LDAP_URL && !env.LDAP_BASE_DN ? ["LDAP_BASE_DN: is required with LDAP_URL"] : []),
    ...(env.OIDC_ISSUER && !env.OIDC_CLIENT_ID ? ["OIDC_CLIENT_ID: is required with OIDC_ISSUER"] : []),
    ...(env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT
      ? ["HEADERS_TIMEOUT: must not exceed REQUEST_TIMEOUT"]
      : []),
  ];
  if (problems.length) throw new ConfigError(problems);
  const directory =
    env.LDAP_URL && env.LDAP_BASE_DN
      ? {
          url: env.LDAP_URL,
          bindDn: env.LDAP_BIND_DN,
          bindPassword: env.LDAP_BIND_PASSWORD,
          baseDn: env.LDAP_BASE_DN,
          userFilter: env.LDAP_USER_FILTER,
        }
      : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    tokenSecret: env.TOKEN_SECRET ?? readOrCreateSecret(dataDir, "token-secret"),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL) ?? 8 * 3600,
    productTitle: env.PRODUCT_TITLE,
    company: { code: env.COMPANY_CODE, name: env.COMPANY_NAME },
    hotlineEmail: env.HOTLINE_EMAIL,
    complianceHotlineEmail: env.COMPLIANCE_HOTLINE_EMAIL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "production" ? "info" : "warn"),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "true" : env.NODE_ENV !== "production",
    queryCountHeader: env.QUERY_COUNT_HEADER,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    connections: {
      requestTimeoutMs: env.REQUEST_TIMEOUT * 1000,
      headersTimeoutMs: env.HEADERS_TIMEOUT * 1000,
      idleTimeoutMs: env.IDLE_TIMEOUT * 1000,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT * 1000,
      maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
      realtimeJoinTimeoutMs: env.REALTIME_JOIN_TIMEOUT * 1000,
    },
    sessionCheckSeconds: env.SESSION_CHECK_SECONDS,
    login: {
      captchaMinutes: env.LOGIN_CAPTCHA_MINUTES,
      failureThreshold: env.LOGIN_LOCK_THRESHOLD,
      maxWaitMinutes: env.LOGIN_LOCK_MINUTES,
      checksPerHour: env.LOGIN_CHECKS_PER_HOUR,
      deviceDays: env.LOGIN_DEVICE_DAYS,
      ratePerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
      accountForm: env.LOGIN_ACCOUNT_FORM,
      // The checkbox only means something when a directory checks the corporate password.
      alternativePassword: env.LOGIN_ALTERNATIVE_PASSWORD ?? Boolean(directory),
    },
    captchaHmacKey: env.CAPTCHA_HMAC_KEY ?? readOrCreateSecret(dataDir, "captcha-hmac-key"),
    captcha: { cost: env.CAPTCHA_COST, counterMax: env.CAPTCHA_COUNTER_MAX },
    directory,
    sso:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            scope: env.OIDC_SCOPES,
            isDefault: env.SSO_DEFAULT,
          }
        : undefined,
    naviEnabled: env.NAVI_ENABLED,
    chatbot: {
      basePath: env.CHATBOT_BASE_PATH,
      llm: env.CHAT_LLM_URL
        ? { url: env.CHAT_LLM_URL, key: env.CHAT_LLM_KEY, model: env.CHAT_LLM_MODEL }
        : undefined,
    },
    commuting: {
      allowanceLimit: env.COMMUTING_ALLOWANCE_LIMIT,
      backdateDays: env.TICKET_BACKDATE_DAYS,
      lockedDates: parseDateRanges(env.TICKET_LOCKED_DATES) ?? [],
      reminderDays: env.TICKET_REMINDER_DAYS,
      passExpiryReminderDays: env.PASS_EXPIRY_REMINDER_DAYS,
      payrollReportDay: env.PAYROLL_REPORT_DAY,
    },
    jobs: { enabled: env.JOBS_ENABLED, tickSeconds: env.JOBS_TICK_SECONDS },
    uploads: { perUser: env.UPLOADS_PER_USER, total: env.UPLOADS_TOTAL },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  };
}

/** "false" (default: the socket address is the client), "true", a hop count, or addresses. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === "false" || value === "") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A secret generated on first start and kept in DATA_DIR/secrets, readable by the owner only. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, "secrets");
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
