import type { Redis } from "ioredis";
import type { Db } from "../../db/database";
import type { Clock } from "../../lib/clock";

/** Signed-out tokens, kept until they would have expired; every instance must see them. */
export interface RevocationStore {
  revoke(jti: string, expiresAt: Date): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
  /** Forgets tokens that have expired anyway; answers how many rows it deleted. */
  purgeExpired(): Promise<number>;
}

export function createDatabaseRevocationStore(db: Db, clock: Clock): RevocationStore {
  return {
    async revoke(jti, expiresAt) {
      await db
        .insertInto("revokedTokens")
        .values({ jti, expiresAt: expiresAt.toISOString() })
        .onConflict((oc) => oc.column("jti").doNothing())
        .execute();
    },
    async isRevoked(jti) {
      const row = await db
        .selectFrom("revokedTokens")
        .select("jti")
        .where("jti", "=", jti)
        .executeTakeFirst();
      return row !== undefined;
    },
    async purgeExpired() {
      const result = await db
        .deleteFrom("revokedTokens")
        .where("expiresAt", "<=", clock.now().toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** With REDIS_URL: one key per token that Redis itself expires with the token. */
export function createRedisRevocationStore(redis: Redis, clock: Clock): RevocationStore {
  const key = (jti: string) => `portal:revoked-token:${jti}`;
  return {
    async revoke(jti, expiresAt) {
      const seconds = Math.ceil((expiresAt.getTime() - clock.now().getTime()) / 1000);
      if (seconds > 0) await redis.set(key(jti), "1", "EX", seconds);
    },
    async isRevoked(jti) {
      return (await redis.exists(key(jti))) === 1;
    },
    /** Redis expires the keys itself. */
    async purgeExpired() {
      return 0;
    },
  };
}
