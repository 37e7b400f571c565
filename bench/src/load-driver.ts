import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { percentile } from "./realtime-measure";

/** One HTTP call of a load: `kind` groups it in the per-kind figures (profile, comment, ...). */
export interface LoadRequest {
  kind: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface KindFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
}

export interface RateResult {
  targetRate: number;
  seconds: number;
  /** Requests sent, and answered with 2xx. */
  sent: number;
  ok: number;
  /** Answered with anything but 2xx. */
  failed: number;
  /** No answer: connection errors and time-outs. */
  errors: number;
  firstProblem?: string;
  /** 2xx answers a second over the measured time. */
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late the client sent its requests (p99), so a saturated client is not taken for a slow server. */
  sendLagP99Ms: number;
  byKind: Record<string, KindFigures>;
}

const requestTimeoutMs = 10_000;
/** The client's tick: requests due are sent in bursts of at most one tick. */
const tickMs = 1;

/**
 * An open-loop load: request i is due at start + i / rate whatever happened to the ones before it
 * (unlike a closed loop, a slow answer does not slow the sending down and hide itself), and its
 * latency counts from when it was due, so time spent waiting for a free connection or for the
 * client counts too. Keep-alive connections, as many as the requests in flight need.
 */
export async function driveAtRate(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: () => LoadRequest,
): Promise<RateResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  const lags: number[] = [];
  const byKind = new Map<string, number[]>();
  let ok = 0;
  let failed = 0;
  let errors = 0;
  let firstProblem: string | undefined;
  const inFlight = new Set<Promise<void>>();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;

  const send = (request: LoadRequest, dueAt: number) => {
    lags.push(performance.now() - dueAt);
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          agent,
          headers: {
            ...request.headers,
            ...(body !== undefined && {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
            }),
          },
          timeout: requestTimeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          const isOk = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
          res.on("data", (chunk: Buffer) => {
            if (!isOk) chunks.push(chunk);
          });
          res.on("end", () => {
            const elapsed = performance.now() - dueAt;
            if (isOk) {
              ok++;
              latencies.push(elapsed);
              const list = byKind.get(request.kind) ?? [];
              list.push(elapsed);
              byKind.set(request.kind, list);
            } else {
              failed++;
              firstProblem ??= `${request.kind} ${request.method} ${request.path}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`;
            }
            resolve();
          });
          res.on("error", (error) => {
            errors++;
            firstProblem ??= `${request.kind}: ${error.message}`;
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer in ${requestTimeoutMs} ms`)));
      req.on("error", (error) => {
        errors++;
        firstProblem ??= `${request.kind} ${request.method} ${request.path}: ${error.message}`;
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
    for (; sent < due; sent++) send(next(), started + sent * interval);
    await sleep(tickMs);
  }
  const sendingMs = performance.now() - started;
  await Promise.all(inFlight);
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  const kinds: Record<string, KindFigures> = {};
  for (const [kind, values] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    values.sort((a, b) => a - b);
    kinds[kind] = { count: values.length, p50Ms: percentile(values, 50), p99Ms: percentile(values, 99) };
  }
  return {
    targetRate: rate,
    seconds,
    sent,
    ok,
    failed,
    errors,
    ...(firstProblem !== undefined && { firstProblem }),
    achievedRate: ok / (Math.max(sendingMs, seconds * 1000) / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    sendLagP99Ms: percentile(
      lags.sort((a, b) => a - b),
      99,
    ),
    byKind: kinds,
  };
}
