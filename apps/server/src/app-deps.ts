import type { Config } from "./config/env";
import type { DatabaseKind, Db } from "./db/database";
import type { TokenService } from "./features/auth/token";
import type { Clock } from "./lib/clock";

/** What services need from the running app, passed explicitly (no container). */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: DatabaseKind;
  tokens: TokenService;
  clock: Clock;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
