import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { RealtimeSettings } from "./bench-settings";
import type { Cleanup } from "./cleanup";
import { createPostgres, progress } from "./database-run";
import { errorMessage } from "./error-message";
import {
  type DeliveryMeasurement,
  deliveryTimeoutMs,
  measureBroadcasts,
  measureDirectMessages,
  readRssKiB,
} from "./realtime-measure";
import { insertPopulation, newTokenSecret, type Population } from "./realtime-population";
import { type DeliveryResult, goals, latencyGoal, type MemoryResult, memoryGoal } from "./realtime-results";
import { pingRedis } from "./redis-probe";
import { type RunningServer, startServer } from "./server-process";
import { SocketFleet } from "./socket-fleet";

/** Sockets of the warm-up before the memory baseline (loads the realtime code paths once). */
const warmupSockets = 20;
/** Pause after the sockets connected, before reading the server's memory. */
const settleMs = 3_000;

export interface RealtimeRecorder {
  delivery: (result: DeliveryResult) => void;
  memory: (result: MemoryResult) => void;
  /** A problem that makes a figure invalid (failed handshakes, refused POSTs, lost pushes). */
  failure: (message: string) => void;
  /** A part skipped because something it needs is missing. */
  skipped: (message: string) => void;
}

/**
 * The realtime part: one fresh PostgreSQL database, the employees written into it, then
 * 1. one server (no Redis): memory per socket, broadcasts and single-user messages;
 * 2. two servers sharing the database and Redis: sockets on B, notifications sent through A.
 * Throws DatabaseUnavailableError when PostgreSQL is absent; skips part 2 when Redis is.
 */
export async function benchRealtime(
  settings: RealtimeSettings,
  postgresAdminUrl: string,
  cleanup: Cleanup,
  record: RealtimeRecorder,
): Promise<void> {
  const tempRoot = await mkdtemp(path.join(os.tmpdir(), "portal-bench-realtime-"));
  const removeTemp = cleanup.add(`remove ${tempRoot}`, () => rm(tempRoot, { recursive: true, force: true }));
  try {
    const database = await createPostgres(postgresAdminUrl);
    const dropDatabase = cleanup.add(`drop database ${database.name}`, database.drop);
    try {
      const tokenSecret = newTokenSecret();
      // No demo company: the bench's employees are everyone, so "everyone" means the sockets (and the sender).
      const env = { TOKEN_SECRET: tokenSecret, SEED_DEMO: "false" };
      const dataDir = (name: string) => mkdtemp(path.join(tempRoot, `${name}-`));

      progress(`realtime: one instance on database ${database.name}`);
      const single = await startTracked(cleanup, "realtime server", {
        dataDir: await dataDir("single"),
        databaseKind: "postgres",
        databaseUrl: database.url,
        env,
      });
      let population: Population;
      try {
        // After the start: the server has migrated the database by the time it is healthy.
        population = await insertPopulation(database.url, settings.sockets, tokenSecret);
        await measureInstance(
          single.server,
          single.server,
          "1 instance",
          population,
          settings,
          cleanup,
          record,
          {
            broadcastP99Ms: goals.broadcastP99Ms,
          },
        );
      } finally {
        await single.stop();
      }

      try {
        await pingRedis(settings.redisUrl);
      } catch (error) {
        record.skipped(`realtime across two instances skipped: Redis unreachable (${errorMessage(error)})`);
        return;
      }
      progress(
        "realtime: two instances sharing the database and Redis; sockets on B, notifications through A",
      );
      const clusterEnv = { ...env, REDIS_URL: settings.redisUrl };
      const a = await startTracked(cleanup, "realtime server A", {
        dataDir: await dataDir("a"),
        databaseKind: "postgres",
        databaseUrl: database.url,
        env: clusterEnv,
      });
      try {
        const b = await startTracked(cleanup, "realtime server B", {
          dataDir: await dataDir("b"),
          databaseKind: "postgres",
          databaseUrl: database.url,
          env: clusterEnv,
        });
        try {
          await measureInstance(
            a.server,
            b.server,
            "2 instances (Redis)",
            population,
            settings,
            cleanup,
            record,
            {
              broadcastP99Ms: goals.crossInstanceP99Ms,
              directP99Ms: goals.crossInstanceP99Ms,
            },
          );
        } finally {
          await b.stop();
        }
      } finally {
        await a.stop();
      }
    } finally {
      await dropDatabase();
    }
  } finally {
    await removeTemp();
  }
}

async function startTracked(cleanup: Cleanup, label: string, options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  return { server, stop: cleanup.add(`stop the ${label}`, server.stop) };
}

/**
 * Sockets connect to `holder`; notifications are sent through `sender` (the same server for one
 * instance). Memory is the holder's: VmRSS before the sockets and after they settled.
 */
async function measureInstance(
  sender: RunningServer,
  holder: RunningServer,
  setup: string,
  population: Population,
  settings: RealtimeSettings,
  cleanup: Cleanup,
  record: RealtimeRecorder,
  limits: { broadcastP99Ms?: number; directP99Ms?: number },
): Promise<void> {
  await warmUp(sender, holder, population);
  await sleep(1_000);
  const rssBeforeKiB = await readRssKiB(holder.pid);

  progress(`realtime: ${setup}: connecting ${population.employees.length} sockets`);
  const fleet = new SocketFleet();
  const closeFleet = cleanup.add(`close the ${setup} sockets`, () => fleet.close());
  try {
    const connectSeconds = await fleet.connect(holder.baseUrl, population.employees);
    await sleep(settleMs);
    const rssAfterKiB = await readRssKiB(holder.pid);
    const kibPerSocket =
      rssBeforeKiB !== undefined && rssAfterKiB !== undefined && fleet.size > 0
        ? (rssAfterKiB - rssBeforeKiB) / fleet.size
        : undefined;
    record.memory({
      setup,
      sockets: population.employees.length,
      connected: fleet.size,
      connectSeconds,
      rssBeforeKiB,
      rssAfterKiB,
      kibPerSocket,
      goal: memoryGoal(kibPerSocket),
    });
    if (fleet.size < population.employees.length) {
      record.failure(
        `${setup}: ${population.employees.length - fleet.size} sockets failed to connect (first: ${fleet.failures[0]})`,
      );
    }

    // One broadcast and a few messages with every socket connected, not measured (JIT, pools, buffers).
    await measureBroadcasts(fleet, sender.baseUrl, population.sender, 1);
    await measureDirectMessages(fleet, sender.baseUrl, population.sender, 10);

    progress(`realtime: ${setup}: ${settings.broadcastRounds} broadcasts to everyone`);
    const broadcasts = await measureBroadcasts(
      fleet,
      sender.baseUrl,
      population.sender,
      settings.broadcastRounds,
    );
    recordDelivery(
      record,
      setup,
      `broadcast (everyone) ×${settings.broadcastRounds}`,
      broadcasts,
      limits.broadcastP99Ms,
    );

    progress(`realtime: ${setup}: ${settings.directMessages} single-user messages`);
    const direct = await measureDirectMessages(
      fleet,
      sender.baseUrl,
      population.sender,
      settings.directMessages,
    );
    recordDelivery(record, setup, `single user ×${settings.directMessages}`, direct, limits.directP99Ms);

    const lost = fleet.failures.length - (population.employees.length - fleet.size);
    if (lost > 0)
      record.failure(`${setup}: ${lost} sockets dropped during the run (${fleet.failures.at(-1)})`);
  } finally {
    await closeFleet();
  }
  // Let the server see the closes before it is stopped.
  await sleep(500);
}

function recordDelivery(
  record: RealtimeRecorder,
  setup: string,
  scenario: string,
  measurement: DeliveryMeasurement,
  limitMs: number | undefined,
): void {
  record.delivery({
    setup,
    scenario,
    ...measurement,
    ...(limitMs !== undefined && { goal: latencyGoal(measurement, limitMs) }),
  });
  if (measurement.failedPosts > 0) {
    record.failure(
      `${setup}, ${scenario}: ${measurement.failedPosts} POSTs refused (first: ${measurement.firstPostError})`,
    );
  }
  if (measurement.delivered < measurement.expected) {
    record.failure(
      `${setup}, ${scenario}: ${measurement.expected - measurement.delivered} of ${measurement.expected} pushes not received within ${deliveryTimeoutMs / 1000} s`,
    );
  }
  if (measurement.abandoned > 0) {
    record.failure(
      `${setup}, ${scenario}: ${measurement.abandoned} notifications not sent after rounds in a row lost pushes`,
    );
  }
}

/** A few sockets, one broadcast and three messages: loads the code paths the measured run goes through. */
async function warmUp(sender: RunningServer, holder: RunningServer, population: Population): Promise<void> {
  const fleet = new SocketFleet();
  try {
    await fleet.connect(holder.baseUrl, population.employees.slice(0, warmupSockets));
    await measureBroadcasts(fleet, sender.baseUrl, population.sender, 1);
    await measureDirectMessages(fleet, sender.baseUrl, population.sender, 3);
  } finally {
    fleet.close();
  }
}
