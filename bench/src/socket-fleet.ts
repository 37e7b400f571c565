import { performance } from "node:perf_hooks";
import { io, type Socket } from "socket.io-client";
import type { BenchEmployee } from "./realtime-population";

// The contract's realtimePath and Hubs.employeeService (the bench does not depend on the contract).
const realtimePath = "/socket.io";
const employeeServiceHub = "/employeeService";

interface NoticePayload {
  notificationId: number | null;
  title: { en: string };
}

/** One measured notification: whom it should reach and when each of them got its OnNotification. */
export class DeliveryRound {
  /** performance.now() just before the POST; set by the caller. */
  startedAt = 0;
  /** Milliseconds from startedAt to OnNotification, per employee. */
  readonly latencies = new Map<number, number>();
  readonly finished: Promise<void>;
  #finish: () => void = () => {};

  constructor(
    readonly marker: string,
    readonly expected: number,
  ) {
    this.finished = new Promise((resolve) => {
      this.#finish = resolve;
    });
    if (expected === 0) this.#finish();
  }

  record(employeeId: number, arrivedAt: number): void {
    if (this.latencies.has(employeeId)) return;
    this.latencies.set(employeeId, arrivedAt - this.startedAt);
    if (this.latencies.size >= this.expected) this.#finish();
  }

  /** Resolves when everyone got it or the time is up (whatever arrived by then counts). */
  async wait(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.finished,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }
}

/**
 * Sockets on /employeeService, one per employee, all in this process. Each remembers when every
 * OnNotification arrived; the OnNotifyMessage that follows it (same recipient, same connection, so
 * always after it) carries the round's marker as its title and the notification's id, which ties the
 * arrival to the round. Pushes of anything else (another run sharing Redis) are ignored.
 */
export class SocketFleet {
  readonly #sockets = new Map<number, Socket>();
  readonly #arrivals = new Map<number, Map<number, number>>();
  #round: DeliveryRound | undefined;
  #closing = false;
  readonly failures: string[] = [];

  get size(): number {
    return this.#sockets.size;
  }

  get employeeIds(): number[] {
    return [...this.#sockets.keys()];
  }

  /** Connects every employee's socket, `concurrency` handshakes in flight at a time; returns seconds taken. */
  async connect(baseUrl: string, employees: BenchEmployee[], concurrency = 100): Promise<number> {
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < employees.length) {
        const employee = employees[next++];
        if (employee) await this.#connectOne(baseUrl, employee);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, employees.length) }, worker));
    return (performance.now() - started) / 1000;
  }

  /** Starts a round for these recipients (those without a socket here are not waited for). */
  startRound(marker: string, recipients: number[]): DeliveryRound {
    for (const arrivals of this.#arrivals.values()) arrivals.clear();
    const expected = recipients.filter((id) => this.#sockets.has(id)).length;
    this.#round = new DeliveryRound(marker, expected);
    return this.#round;
  }

  close(): void {
    this.#closing = true;
    for (const socket of this.#sockets.values()) socket.disconnect();
    this.#sockets.clear();
    this.#round = undefined;
  }

  #connectOne(baseUrl: string, employee: BenchEmployee): Promise<void> {
    const socket = io(`${baseUrl}${employeeServiceHub}`, {
      path: realtimePath,
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      // The engine's handshake needs the token too, as the web sends it.
      query: { access_token: employee.token },
      auth: { token: employee.token },
    });
    const arrivals = new Map<number, number>();
    socket.on("OnNotification", (payload: { id: number }) => {
      arrivals.set(payload.id, performance.now());
    });
    socket.on("OnNotifyMessage", (payload: NoticePayload) => {
      const round = this.#round;
      if (!round || payload.title?.en !== round.marker || payload.notificationId === null) return;
      const arrivedAt = arrivals.get(payload.notificationId);
      if (arrivedAt !== undefined) round.record(employee.employeeId, arrivedAt);
    });
    return new Promise((resolve) => {
      socket.once("connect", () => {
        socket.once("disconnect", (reason) => {
          if (!this.#closing) this.failures.push(`${employee.account}: disconnected (${reason})`);
        });
        this.#sockets.set(employee.employeeId, socket);
        this.#arrivals.set(employee.employeeId, arrivals);
        resolve();
      });
      socket.once("connect_error", (error) => {
        this.failures.push(`${employee.account}: ${error.message}`);
        socket.disconnect();
        resolve();
      });
    });
  }
}
