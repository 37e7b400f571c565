import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchEmployee } from "./realtime-population";
import type { SocketFleet } from "./socket-fleet";

export interface DeliveryMeasurement {
  /** Notifications sent (POSTs). */
  sent: number;
  /** Deliveries expected to the connected sockets, and those that arrived in time. */
  expected: number;
  delivered: number;
  /** Milliseconds from just before the POST to OnNotification, over every delivery. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** The slowest delivery of each round, in order (in the JSON report: shows a round slowed by anything else). */
  roundMaxMs: number[];
  /** How long the POST itself took (the server answers once every push is handed to Socket.IO). */
  postP50Ms: number;
  postP99Ms: number;
  /** POSTs answered with anything but 200, and the first such answer. */
  failedPosts: number;
  firstPostError?: string;
  /** Rounds not sent because the ones before them lost every push (the run would only wait). */
  abandoned: number;
}

type Audience = { type: "everyone" } | { type: "user"; employeeId: number };

/** How long a round waits for its deliveries before counting the missing ones as undelivered. */
export const deliveryTimeoutMs = 10_000;
/** Rounds in a row that may time out before the rest are abandoned. */
const incompleteRoundsTolerated = 3;

/**
 * Sends notifications through `senderBaseUrl` one after the other; each round waits for its
 * deliveries before the next POST, so rounds never overlap. `pick` gives each round's audience and
 * recipients.
 */
async function measureRounds(
  fleet: SocketFleet,
  senderBaseUrl: string,
  sender: BenchEmployee,
  rounds: number,
  pick: (round: number) => { audience: Audience; recipients: number[] },
  pauseMs: number,
): Promise<DeliveryMeasurement> {
  const latencies: number[] = [];
  const roundMaxMs: number[] = [];
  const posts: number[] = [];
  let expected = 0;
  let failedPosts = 0;
  let firstPostError: string | undefined;
  let incompleteInARow = 0;
  let sent = 0;
  const runId = randomBytes(4).toString("hex");
  for (; sent < rounds && incompleteInARow < incompleteRoundsTolerated; sent++) {
    const { audience, recipients } = pick(sent);
    const marker = `bench ${runId} ${audience.type} ${sent + 1}`;
    const round = fleet.startRound(marker, recipients);
    round.startedAt = performance.now();
    const answer = await postNotification(senderBaseUrl, sender.token, audience, marker);
    posts.push(performance.now() - round.startedAt);
    if (answer.status !== 200) {
      failedPosts++;
      firstPostError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
      continue;
    }
    expected += round.expected;
    await round.wait(deliveryTimeoutMs);
    const arrived = [...round.latencies.values()];
    latencies.push(...arrived);
    roundMaxMs.push(arrived.length > 0 ? Math.max(...arrived) : Number.NaN);
    incompleteInARow = round.latencies.size < round.expected ? incompleteInARow + 1 : 0;
    if (pauseMs > 0) await sleep(pauseMs);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const sortedPosts = posts.sort((a, b) => a - b);
  return {
    sent,
    expected,
    delivered: sorted.length,
    latencyP50Ms: percentile(sorted, 50),
    latencyP99Ms: percentile(sorted, 99),
    latencyMaxMs: sorted.at(-1) ?? Number.NaN,
    roundMaxMs: roundMaxMs.map((ms) => Math.round(ms * 10) / 10),
    postP50Ms: percentile(sortedPosts, 50),
    postP99Ms: percentile(sortedPosts, 99),
    failedPosts,
    ...(firstPostError !== undefined && { firstPostError }),
    abandoned: rounds - sent,
  };
}

/** Notifications to everyone: every connected socket should get each one. */
export function measureBroadcasts(
  fleet: SocketFleet,
  senderBaseUrl: string,
  sender: BenchEmployee,
  rounds: number,
): Promise<DeliveryMeasurement> {
  const everyone = fleet.employeeIds;
  // A pause between rounds so one round's garbage collection and socket writes do not spill into the next.
  return measureRounds(
    fleet,
    senderBaseUrl,
    sender,
    rounds,
    () => ({
      audience: { type: "everyone" },
      recipients: everyone,
    }),
    500,
  );
}

/** Notifications to one employee each, picked at random among the connected ones. */
export function measureDirectMessages(
  fleet: SocketFleet,
  senderBaseUrl: string,
  sender: BenchEmployee,
  count: number,
): Promise<DeliveryMeasurement> {
  const ids = fleet.employeeIds;
  return measureRounds(
    fleet,
    senderBaseUrl,
    sender,
    count,
    () => {
      const employeeId = ids[Math.floor(Math.random() * ids.length)] ?? 0;
      return { audience: { type: "user", employeeId }, recipients: [employeeId] };
    },
    0,
  );
}

async function postNotification(
  baseUrl: string,
  token: string,
  audience: Audience,
  marker: string,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}/api/notifications`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ audience, severity: 1, titleEn: marker, messageEn: "Realtime bench" }),
  });
  return { status: response.status, body: await response.text() };
}

/** Nearest-rank percentile of an ascending array (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Resident set size of a process in KiB (Linux /proc), or undefined elsewhere. */
export async function readRssKiB(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
