import type { Config } from "../../config/env";
import type { Db } from "../../db/database";
import type { Clock } from "../../lib/clock";
import { heartbeatRoles } from "../job/job-execution";
import * as jobRuns from "../job/job-runs.repository";
import type { BatchMonitor } from "./batch-monitor.types";

/** A beat older than this many ticks means the instance is gone. */
const missedTicks = 3;

export function createJobBatchMonitor(db: Db, clock: Clock, config: Config): BatchMonitor {
  const alive = (role: string) => {
    const since = new Date(clock.now().getTime() - missedTicks * config.jobs.tickSeconds * 1000);
    return jobRuns.aliveSince(db, role, since.toISOString());
  };
  return {
    async isRunning(batch) {
      if (batch === "batch") return alive(heartbeatRoles.scheduler);
      if (batch === "backgroundBatch") return alive(heartbeatRoles.worker);
      return false;
    },
  };
}
