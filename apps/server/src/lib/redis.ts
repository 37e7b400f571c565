import { Redis } from "ioredis";

/** One Redis connection for what several instances share; fails fast rather than queueing forever. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
