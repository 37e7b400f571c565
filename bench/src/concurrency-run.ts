import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { CommutingRoute } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { ConcurrencySettings } from "./bench-settings";
import type { Cleanup } from "./cleanup";
import { openInspector } from "./database-inspector";
import { progress } from "./database-run";
import { benchLeg } from "./durability-workload";
import { type Answer, type PortalClient, ServerLink, signInAs } from "./portal-client";
import type { QualityFigure, QualityPart } from "./quality";
import { percentile } from "./realtime-measure";
import { type RunningServer, type ServerOptions, startServer } from "./server-process";

/** What SQLite says when a write could not get the lock within the busy timeout. */
const busyPattern = /SQLITE_BUSY|database is locked/gi;
/** Open tickets a writer keeps: below the route's limit of 10, so creating one is never refused. */
const openTicketsKept = 8;

type WriteKind = "ticket" | "delete" | "comment" | "mark read";

interface WriteResults {
  latencies: number[];
  byKind: Map<WriteKind, number[]>;
  errors: number;
  firstError: string | undefined;
  busyAnswers: number;
}

export const concurrencyPart: QualityPart = {
  name: "concurrency",
  describe: ({ concurrency }) =>
    `${concurrency.writers} concurrent writers on SQLite (${concurrency.servers} server process(es)) for ${concurrency.seconds} s ` +
    "(tickets asked for and deleted, comments, notifications marked read)",
  run: (settings, cleanup, report) => concurrentWriters(settings.concurrency, cleanup, report),
};

/**
 * The built server on a fresh SQLite DATA_DIR with the demo company; `writers` employees each write
 * one call after the other for `seconds`. Every answer must be a 2xx; an answer or a line of the
 * server's output naming a busy database counts against the goal on its own.
 */
async function concurrentWriters(
  { writers, seconds, servers }: ConcurrencySettings,
  cleanup: Cleanup,
  report: (figure: QualityFigure) => void,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "portal-bench-concurrency-"));
  const removeDataDir = cleanup.add(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  try {
    let output = "";
    const options: ServerOptions = {
      dataDir,
      databaseKind: "sqlite",
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" },
      onOutput: (text) => {
        output += text;
      },
    };
    // One after the other: the first migrates and seeds, the others find the data there.
    const running: RunningServer[] = [];
    const stopServers = cleanup.add("stop the concurrency servers", async () => {
      await Promise.all(running.map((server) => server.stop()));
    });
    const results: WriteResults = {
      latencies: [],
      byKind: new Map(),
      errors: 0,
      firstError: undefined,
      busyAnswers: 0,
    };
    let elapsedMs = 0;
    try {
      for (let index = 0; index < servers; index++) running.push(await startServer(options));
      const inspector = await openInspector("sqlite", { dataDir });
      const accounts = await inspector
        .rows<{ account: string }>(
          `select e.account from employees e join accounts a on a.employee_id = e.id order by e.id limit ${writers}`,
        )
        .finally(() => inspector.close());
      // Writers are spread over the server processes (they share DATA_DIR, hence the token secret).
      const links = running.map((server) => new ServerLink(server.baseUrl));
      const clients = await Promise.all(
        accounts.map((row, index) => signInAs(links[index % links.length] as ServerLink, row.account)),
      );
      // Each writer's first ticket, so it has something to comment on from the first second.
      const writersState = await Promise.all(clients.map((client) => firstTicket(client)));
      progress(
        `concurrency: ${clients.length} writers on ${running.length} server process(es) for ${seconds} s ` +
          `(${clients.map((client) => client.account).join(", ")})`,
      );
      const started = performance.now();
      const deadline = started + seconds * 1000;
      await Promise.all(writersState.map((writer) => writeUntil(writer, deadline, results)));
      elapsedMs = performance.now() - started;
      // Answers are in; let the server finish what it does after answering (pushes) before stopping.
      await sleep(500);
    } finally {
      await stopServers();
    }
    const busyInLog = output.match(busyPattern)?.length ?? 0;
    const sorted = [...results.latencies].sort((a, b) => a - b);
    const writes = sorted.length;
    const figure = (measure: string, value: string, goal: string | null, met: boolean | null) =>
      report({
        part: "concurrency",
        subject: `sqlite, ${writers} writers${servers > 1 ? `, ${servers} processes` : ""}`,
        measure,
        figure: value,
        goal,
        met,
      });
    for (const [kind, latencies] of results.byKind) {
      const ordered = [...latencies].sort((a, b) => a - b);
      progress(
        `concurrency: ${kind}: ${ordered.length} writes, p50 ${percentile(ordered, 50).toFixed(1)} ms, ` +
          `p99 ${percentile(ordered, 99).toFixed(1)} ms`,
      );
    }
    if (results.firstError) progress(`concurrency: first error: ${results.firstError}`);
    figure("writes answered 2xx", String(writes - results.errors), null, null);
    figure("writes/s", ((writes - results.errors) / (elapsedMs / 1000)).toFixed(0), null, null);
    figure(
      "write p50 / p99",
      `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms`,
      null,
      null,
    );
    figure("errors (non-2xx or no answer)", String(results.errors), "0", results.errors === 0);
    const busy = results.busyAnswers + busyInLog;
    figure("busy database (answers + server log)", String(busy), "0", busy === 0);
  } finally {
    await removeDataDir();
  }
}

interface Writer {
  client: PortalClient;
  routeId: number;
  /** This writer's open tickets, oldest first. */
  tickets: number[];
  round: number;
}

async function firstTicket(client: PortalClient): Promise<Writer> {
  const answer = await client.call("POST", "/api/commutationTicket", { tickets: [benchLeg(0)] });
  const route = answer.body as CommutingRoute | null;
  if (answer.status !== 200 || !route) {
    throw new Error(
      `${client.account} could not ask for a ticket: ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
  return { client, routeId: route.id, tickets: deletable(route), round: 1 };
}

/** The route's tickets its owner may still delete (a demo ticket already approved is left alone). */
function deletable(route: CommutingRoute): number[] {
  return route.tickets
    .filter((ticket) => ticket.allowedActions.includes("delete"))
    .map((ticket) => ticket.id);
}

/** One write after the other, rotating: a ticket asked for (or the oldest deleted), a comment, mark read. */
async function writeUntil(writer: Writer, deadline: number, results: WriteResults): Promise<void> {
  while (performance.now() < deadline) {
    const round = writer.round++;
    const { kind, answer } = await nextWrite(writer, round);
    results.latencies.push(answer.ms);
    const ofKind = results.byKind.get(kind) ?? [];
    ofKind.push(answer.ms);
    results.byKind.set(kind, ofKind);
    if (answer.text.match(busyPattern)) results.busyAnswers++;
    if (answer.status < 200 || answer.status >= 300) {
      results.errors++;
      results.firstError ??= `${writer.client.account}: ${answer.status} ${answer.text.slice(0, 200)}`;
    }
  }
}

async function nextWrite(writer: Writer, round: number): Promise<{ kind: WriteKind; answer: Answer }> {
  const { client } = writer;
  switch (round % 3) {
    case 0: {
      const oldest = writer.tickets[0];
      if (writer.tickets.length >= openTicketsKept && oldest !== undefined) {
        writer.tickets.shift();
        const path = `/api/commutationTicket/${writer.routeId}/delete/${oldest}`;
        return { kind: "delete", answer: await client.call("DELETE", path) };
      }
      const answer = await client.call("POST", "/api/commutationTicket", { tickets: [benchLeg(round)] });
      const route = answer.body as CommutingRoute | null;
      if (answer.status === 200 && route) {
        const known = new Set(writer.tickets);
        writer.tickets.push(...deletable(route).filter((id) => !known.has(id)));
      }
      return { kind: "ticket", answer };
    }
    case 1: {
      const ticketId = writer.tickets[round % writer.tickets.length] ?? writer.tickets[0];
      const comment = { comment: `${client.account} concurrency ${round}` };
      return {
        kind: "comment",
        answer: await client.call("POST", `/api/comments/commutationTicket/${ticketId}`, comment),
      };
    }
    default:
      return { kind: "mark read", answer: await client.call("POST", "/api/notifications/markAllAsRead") };
  }
}
