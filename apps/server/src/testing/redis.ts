import { Redis } from "ioredis";

/** The local Redis that the `*.redis.*` tests use (TEST_REDIS_URL sets another). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Fails at once, saying what to start, when the test Redis does not answer. */
export async function requireRedis(): Promise<void> {
  const redis = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `This test needs Redis at ${testRedisUrl}: start it, or run \`npm run test:quick\`, which leaves the *.redis.* tests out.`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}
