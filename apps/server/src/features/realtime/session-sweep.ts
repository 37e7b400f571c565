import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";

export interface SessionSweep {
  /** Reads the inactive employees once (before the instance serves), then every few seconds. */
  start(): Promise<void>;
  /** Stops the timer and waits for a read under way (the database closes next). */
  stop(): Promise<void>;
}

/**
 * Every instance, every SESSION_CHECK_SECONDS: reads which employees are no longer active (with
 * Redis its requests are refused from that read) and closes this instance's sockets of theirs, so
 * an inactivation made anywhere, even straight in the database, ends their connections within
 * that time on every instance (decision 008).
 */
export function createSessionSweep(
  deps: Pick<AppDeps, "sessions" | "realtime" | "config">,
  log: FastifyBaseLogger,
): SessionSweep {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = async () => {
    const inactive = await deps.sessions.refresh();
    deps.realtime.disconnectLocalEmployees((employeeId) => inactive.has(employeeId));
  };
  const tick = () => {
    running ??= sweep()
      .catch((err: unknown) => log.warn({ err }, "session check: could not read inactive employees"))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    async start() {
      if (timer) return;
      await sweep();
      timer = setInterval(tick, deps.config.sessionCheckSeconds * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
