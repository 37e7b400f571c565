import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchSettings, DatabaseKind } from "./bench-settings";
import type { Cleanup } from "./cleanup";
import { openInspector } from "./database-inspector";
import { createPostgres, progress } from "./database-run";
import { AckLedger } from "./durability-ledger";
import { verifyDurability } from "./durability-verify";
import { approverLoop, employeeLoop, hrLoop, leaderLoop, type WriterLoop } from "./durability-workload";
import { errorMessage } from "./error-message";
import { ServerLink, signInAs } from "./portal-client";
import type { QualityFigure, QualityPart } from "./quality";
import { type RunningServer, type ServerOptions, startServer } from "./server-process";

/** A kill comes at a random moment this long after writes flow again (after the restart). */
const killDelayMs = { min: 200, max: 2_500 };
/** Acknowledged writes that show the (restarted) server is taking writes. */
const writesBeforeKill = 5;
const writesTimeoutMs = 60_000;

type LoopBody = (loop: WriterLoop) => Promise<void>;

/** The demo company's deciders of leader1's department's tickets, one loop each. */
const deciders: [string, LoopBody][] = [
  ["leader1", leaderLoop],
  ["hr1", hrLoop],
  ["approver1", approverLoop],
];

export const durabilityPart: QualityPart = {
  name: "durability",
  describe: ({ durability }) =>
    `write load from ${durability.clients} clients while the server is killed (SIGKILL) and restarted ` +
    `${durability.killsSqlite} times on SQLite and ${durability.killsPostgres} on PostgreSQL`,
  async run(settings, cleanup, report) {
    const { killsSqlite, killsPostgres } = settings.durability;
    if (killsSqlite > 0) await durabilityOn("sqlite", killsSqlite, settings, cleanup, report);
    if (killsPostgres > 0) await durabilityOn("postgres", killsPostgres, settings, cleanup, report);
  },
};

/**
 * One database: the demo company on a fresh DATA_DIR (and PostgreSQL database), the client loops
 * writing, `kills` SIGKILLs each followed by a restart on the same data, then, with the server
 * stopped, the data checked against every acknowledged write.
 */
async function durabilityOn(
  kind: DatabaseKind,
  kills: number,
  settings: BenchSettings,
  cleanup: Cleanup,
  report: (figure: QualityFigure) => void,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-durability-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    const database = kind === "postgres" ? await createPostgres(settings.postgresAdminUrl) : undefined;
    const dropDatabase = database ? cleanup.add(`drop database ${database.name}`, database.drop) : undefined;
    try {
      const where = { dataDir, databaseUrl: database?.url };
      const options: ServerOptions = {
        dataDir,
        databaseKind: kind,
        databaseUrl: database?.url,
        // Every client signs in at the start, from one address.
        env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" },
      };
      progress(`durability ${kind}: starting the server (migrates and seeds the demo company)`);
      let server: RunningServer = await startServer(options);
      const stopServer = cleanup.add(`stop the durability ${kind} server`, () => server.stop());
      const ledger = new AckLedger();
      const restartMs: number[] = [];
      let killed = 0;
      try {
        const link = new ServerLink(server.baseUrl);
        const loops = await startLoops(link, ledger, settings.durability.clients, where, kind);
        try {
          for (killed = 0; killed < kills; ) {
            await writesFlow(ledger);
            await sleep(killDelayMs.min + Math.random() * (killDelayMs.max - killDelayMs.min));
            link.down();
            process.kill(server.pid, "SIGKILL");
            await server.stop();
            killed++;
            const started = performance.now();
            server = await startServer(options);
            restartMs.push(performance.now() - started);
            link.up(server.baseUrl);
            progress(
              `durability ${kind}: kill ${killed}/${kills} at ${ledger.writes} acknowledged writes, ` +
                `up again in ${Math.round(restartMs.at(-1) ?? 0)} ms`,
            );
          }
          await writesFlow(ledger);
        } finally {
          await loops.stop();
        }
      } finally {
        await stopServer();
      }
      progress(`durability ${kind}: checking the data against ${ledger.writes} acknowledged writes`);
      const inspector = await openInspector(kind, where);
      try {
        const check = await verifyDurability(inspector, ledger);
        for (const line of [...check.lostExamples, ...check.mismatchExamples]) {
          progress(`durability ${kind}: ${line}`);
        }
        if (ledger.firstServerError) progress(`durability ${kind}: first 5xx: ${ledger.firstServerError}`);
        const figure = (measure: string, value: string, goal: string | null, met: boolean | null) =>
          report({ part: "durability", subject: kind, measure, figure: value, goal, met });
        const ticketWrites = [...ledger.tickets.values()].reduce((sum, acks) => sum + acks.length, 0);
        const sortedRestarts = [...restartMs].sort((a, b) => a - b);
        figure("SIGKILLs, each restarted", String(killed), String(kills), killed === kills);
        figure(
          "acknowledged writes",
          `${ledger.writes} (${ticketWrites} ticket, ${ledger.comments.size} comment)`,
          null,
          null,
        );
        figure("acknowledged writes lost", String(check.lost), "0", check.lost === 0);
        figure("integrity check", check.integrity.detail, "ok", check.integrity.ok);
        figure(
          "tickets: status ≠ last log row",
          `${check.statusMismatches} of ${check.ticketsInDatabase}`,
          "0",
          check.statusMismatches === 0,
        );
        figure("answers 5xx", String(ledger.serverErrors), "0", ledger.serverErrors === 0);
        figure(
          "unanswered (cut by a kill) / refused",
          `${ledger.unanswered} / ${ledger.refused}`,
          null,
          null,
        );
        figure(
          "restart to healthy, median / max",
          `${ms(sortedRestarts[Math.floor(sortedRestarts.length / 2)])} / ${ms(sortedRestarts.at(-1))}`,
          null,
          null,
        );
      } finally {
        await inspector.close();
      }
    } finally {
      await dropDatabase?.();
    }
  } finally {
    await removeDataDir();
  }
}

const ms = (value: number | undefined) => (value === undefined ? "-" : `${Math.round(value)} ms`);

/**
 * Signs in the leader, HR, the approver and employees of the leader's department (found in the
 * database), and starts one loop each; stop() ends them after their current call.
 */
async function startLoops(
  link: ServerLink,
  ledger: AckLedger,
  clients: number,
  where: { dataDir: string; databaseUrl?: string },
  kind: DatabaseKind,
) {
  const inspector = await openInspector(kind, where);
  let employees: string[];
  try {
    employees = (
      await inspector.rows<{ account: string }>(
        `select e.account
           from employees e
           join departments d on d.id = e.dept_id
           join employees l on l.id = d.leader_employee_id
          where l.account = 'leader1' and e.id <> l.id and e.account <> 'deputy1'
          order by e.id`,
      )
    )
      .map((row) => row.account)
      .slice(0, clients - deciders.length);
  } finally {
    await inspector.close();
  }
  if (employees.length < clients - deciders.length) {
    progress(`durability ${kind}: only ${employees.length} employees under leader1 to write as`);
  }
  const roles: [string, LoopBody][] = [
    ...deciders,
    ...employees.map((account): [string, LoopBody] => [account, employeeLoop]),
  ];
  const clientsOf = await Promise.all(roles.map(([account]) => signInAs(link, account)));
  let isStopped = false;
  const failures: string[] = [];
  const started = roles.map(([account, body], index) => {
    const client = clientsOf[index];
    if (!client) throw new Error(`no client for ${account}`);
    return body({ client, ledger, isStopped: () => isStopped }).catch((error: unknown) => {
      failures.push(`${account}: ${errorMessage(error)}`);
    });
  });
  progress(
    `durability ${kind}: ${started.length} clients writing (${employees.join(", ")} and the deciders)`,
  );
  return {
    async stop() {
      isStopped = true;
      // Loops waiting for a restart that failed would wait for ever: let them see they are done.
      link.up(link.baseUrl);
      await Promise.all(started);
      if (failures.length > 0) throw new Error(`client loops failed: ${failures.join("; ")}`);
    },
  };
}

/** Waits until the server has acknowledged a few more writes; a server that takes none fails the run. */
async function writesFlow(ledger: AckLedger): Promise<void> {
  const target = ledger.writes + writesBeforeKill;
  const deadline = Date.now() + writesTimeoutMs;
  while (ledger.writes < target) {
    if (Date.now() > deadline) {
      throw new Error(
        `no acknowledged writes for ${writesTimeoutMs / 1000} s (5xx: ${ledger.serverErrors}, refused: ` +
          `${ledger.refused}, first: ${ledger.firstServerError ?? ledger.firstRefusal ?? "-"})`,
      );
    }
    await sleep(20);
  }
}
