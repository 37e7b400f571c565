import type { Redis } from "ioredis";
import type { Config } from "./config/env";
import type { DatabaseKind, Db } from "./db/database";
import type { Directory } from "./features/auth/directory";
import type { SessionCheck } from "./features/auth/session-check";
import type { TokenService } from "./features/auth/token";
import type { RevocationStore } from "./features/auth/token-revocation";
import type { JobRunner } from "./features/job/job-runner.types";
import type { Mailer } from "./features/mail/mailer";
import type { BatchMonitor } from "./features/realtime/batch-monitor.types";
import type { Realtime } from "./features/realtime/realtime";
import type { Clock } from "./lib/clock";

/** What services need from the running app, passed explicitly (no container). */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  tokens: TokenService;
  clock: Clock;
  revocations: RevocationStore;
  /** Whether a verified token may still act: not signed out, its employee still active. */
  sessions: SessionCheck;
  /** The corporate directory, when LDAP_URL is configured. */
  directory: Directory | undefined;
  /** The shared Redis connection, when REDIS_URL is configured. */
  redis: Redis | undefined;
  /** Socket.IO hubs: pushes to users, whichever instance holds their connection. */
  realtime: Realtime;
  /** Which batch jobs run, as the mail hub reports them. */
  batches: BatchMonitor;
  /** E-mail: over SMTP with SMTP_URL, otherwise into the outbox. */
  mailer: Mailer;
  /** The scheduled jobs: run on schedule (once across instances) and on demand. */
  jobs: JobRunner;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
