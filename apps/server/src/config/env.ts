import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const durationPattern = /^(\d+)\s*(s|m|h|d)?$/;
const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "8h", "30m", "90" (seconds) -> seconds. */
export function parseDuration(value: string): number | undefined {
  const match = durationPattern.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? "s") as keyof typeof unitSeconds;
  return Number(match[1]) * unitSeconds[unit];
}

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
});

export interface Company {
  code: string;
  name: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  tokenSecret: string;
  tokenTtlSeconds: number;
  productTitle: string;
  company: Company;
  hotlineEmail: string;
  complianceHotlineEmail: string;
  logLevel: string;
  webDistDir: string;
  /** Seed the demo company into an empty database at start-up. */
  seedDemo: boolean;
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
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "true" : env.NODE_ENV !== "production",
  };
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
