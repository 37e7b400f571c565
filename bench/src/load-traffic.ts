import { addDays } from "@portal/contract/common/dates";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { BenchDatabase } from "./bench-database";
import { notificationColumns, notificationRow } from "./bench-notifications";
import { callOk, signInDemoUser } from "./bench-sign-in";
import { accountIds, routesOf, ticketColumns, ticketRow } from "./bench-tickets";
import type { LoadRequest } from "./load-driver";

/**
 * The mix, in requests out of 100: 70 reads (lists among them), 20 writes, 10 ticket decisions.
 * Every kind is one call a screen of the portal makes.
 */
export const loadMix = {
  // Reads
  profile: 14,
  notificationBell: 10,
  notificationList: 6,
  menuNumbers: 10,
  myTickets: 10,
  hrTicketList: 6,
  commentThread: 10,
  myChangeRequests: 4,
  // Writes
  comment: 8,
  markRead: 6,
  draftSave: 6,
  // Decisions
  leaderConfirm: 5,
  hrConfirm: 5,
} as const;
type LoadKind = keyof typeof loadMix;

export const decisionKinds: readonly LoadKind[] = ["leaderConfirm", "hrConfirm"];
const decisionShare = decisionKinds.reduce((sum, kind) => sum + loadMix[kind], 0) / 100;

const threadTicketsPerUser = 50;
const notificationsPerUser = 200;
const pageHeaders = { "x-pagination-page": "1", "x-pagination-size": "20" };

export interface LoadTraffic {
  /** The next request of the mix (a fixed shuffled order of the 100 slots, over and over). */
  next: () => LoadRequest;
  /** Adds tickets waiting for leader1 and for HR, so `requests` more requests find a ticket to decide. */
  prepareFor: (requests: number) => Promise<void>;
  /** Decisions that found no ticket waiting and went out as a profile read instead (should be 0). */
  shortOfTickets: () => number;
}

/** A fixed pseudo-random order (mulberry32), so every run sends the same sequence. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A queue of ticket ids in one status waiting for one decider, refilled straight in the tables. */
class DecisionPool {
  readonly #ids: number[] = [];
  #highest = 0;
  #sequence = 1000;

  constructor(
    private readonly db: BenchDatabase,
    private readonly status: TicketStatus,
    private readonly owners: { employeeId: number; routeId: number }[],
    private readonly marker: string,
  ) {}

  get size(): number {
    return this.#ids.length;
  }

  take(): number | undefined {
    return this.#ids.shift();
  }

  async fill(count: number): Promise<void> {
    if (count <= 0) return;
    const stamp = new Date().toISOString();
    const startDate = addDays(stamp.slice(0, 10), 10);
    const rows = Array.from({ length: count }, (_, i) => {
      const owner = this.owners[i % this.owners.length];
      if (!owner) throw new Error("a decision pool needs owners");
      const row = ticketRow({
        ...owner,
        sequence: this.#sequence++,
        status: this.status,
        startDate,
        duration: 1,
        variant: i,
        stamp,
      });
      row[11] = this.marker; // notes: tells the pool's tickets apart
      return row;
    });
    await this.db.insert("commutation_tickets", ticketColumns, rows);
    const added = await this.db.rows<{ id: number }>(
      "select id from commutation_tickets where notes = ? and status = ? and id > ? order by id",
      [this.marker, this.status, this.#highest],
    );
    for (const { id } of added) {
      this.#ids.push(Number(id));
      this.#highest = Math.max(this.#highest, Number(id));
    }
  }
}

/**
 * Signs the demo users in and prepares what the writes and decisions act on: ticket threads for
 * comments, notifications to mark read, a draft change request each to save, and tickets waiting for
 * leader1's and HR's confirmation (straight in the tables, refilled before each run).
 */
export async function prepareLoadTraffic(baseUrl: string, db: BenchDatabase): Promise<LoadTraffic> {
  const accounts = ["employee1", "employee2", "leader1", "hr1", "approver1"] as const;
  const auth = Object.fromEntries(
    await Promise.all(accounts.map(async (account) => [account, await signInDemoUser(baseUrl, account)])),
  ) as Record<(typeof accounts)[number], Record<string, string>>;
  const ids = await accountIds(db, accounts);
  const idOf = (account: string) => ids.get(account) ?? 0;

  const leaderDept = await db.rows<{ id: number }>(
    "select e.id from employees e join departments d on d.id = e.dept_id where d.leader_employee_id = ? and e.id <> ? order by e.id",
    [idOf("leader1"), idOf("leader1")],
  );
  const others = await db.rows<{ id: number }>(
    `select e.id from employees e join accounts a on a.employee_id = e.id
     where a.sms = 0 and e.id not in (select leader_employee_id from departments where leader_employee_id is not null)
     and e.dept_id not in (select dept_id from employees where id = ?) order by e.id limit 20`,
    [idOf("leader1")],
  );
  const writers = ["employee1", "employee2"] as const;
  const routes = await routesOf(db, [
    ...leaderDept.map((row) => Number(row.id)),
    ...others.map((row) => Number(row.id)),
    ...writers.map(idOf),
  ]);
  const owner = (id: number) => ({ employeeId: id, routeId: routes.get(id) ?? 0 });

  // Threads to comment on and read: approved tickets of each writer.
  const stamp = new Date().toISOString();
  const threads: Record<string, number[]> = {};
  for (const writer of writers) {
    const marker = `bench load: thread of ${writer}`;
    await db.insert(
      "commutation_tickets",
      ticketColumns,
      Array.from({ length: threadTicketsPerUser }, (_, i) => {
        const row = ticketRow({
          ...owner(idOf(writer)),
          sequence: 100 + i,
          status: TicketStatus.approved,
          startDate: addDays(stamp.slice(0, 10), -30 * i),
          duration: 1,
          variant: i,
          stamp,
        });
        row[11] = marker;
        return row;
      }),
    );
    threads[writer] = (
      await db.rows<{ id: number }>("select id from commutation_tickets where notes = ? order by id", [
        marker,
      ])
    ).map((row) => Number(row.id));
  }

  // Notifications to mark read, from HR.
  await db.insert(
    "notifications",
    notificationColumns,
    writers.flatMap((writer) =>
      Array.from({ length: notificationsPerUser }, (_, n) =>
        notificationRow(idOf(writer), idOf("hr1"), n, stamp, false),
      ),
    ),
  );
  const notices: Record<string, number[]> = {};
  for (const writer of writers) {
    notices[writer] = (
      await db.rows<{ id: number }>("select id from notifications where recipient_id = ? order by id", [
        idOf(writer),
      ])
    ).map((row) => Number(row.id));
  }

  // A draft change request each, saved again and again.
  const drafts: Record<string, number> = {};
  for (const writer of writers) {
    const draft = await callOk<{ id: number }>(
      baseUrl,
      "POST",
      "/api/employeeChange/requests",
      auth[writer],
      {
        fields: { passportNumber: "TK0000000" },
        effectiveDate: addDays(stamp.slice(0, 10), 30),
        reason: "Passport renewed (bench)",
        draft: true,
      },
    );
    drafts[writer] = draft.id;
  }

  const leaderPool = new DecisionPool(
    db,
    TicketStatus.submittedToManager,
    leaderDept.map((row) => owner(Number(row.id))),
    "bench load: waiting for leader1",
  );
  const hrPool = new DecisionPool(
    db,
    TicketStatus.managerConfirmed,
    others.map((row) => owner(Number(row.id))),
    "bench load: waiting for HR",
  );

  const slots = shuffled(
    Object.entries(loadMix).flatMap(([kind, share]) => Array.from({ length: share }, () => kind as LoadKind)),
    20_260_401,
  );
  let n = 0;
  let short = 0;
  const counters = new Map<LoadKind, number>();
  const nth = (kind: LoadKind) => {
    const value = counters.get(kind) ?? 0;
    counters.set(kind, value + 1);
    return value;
  };
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const writerOf = (i: number) => pick(writers, i);

  const build = (kind: LoadKind): LoadRequest => {
    const i = nth(kind);
    const writer = writerOf(i);
    switch (kind) {
      case "profile":
        return { kind, method: "GET", path: "/api/employee/profile", headers: auth[writer] };
      case "notificationBell":
        return { kind, method: "GET", path: "/api/notifications", headers: auth[writer] };
      case "notificationList":
        return {
          kind,
          method: "GET",
          path: "/api/notifications/all",
          headers: { ...auth[writer], ...pageHeaders },
        };
      case "menuNumbers":
        return { kind, method: "GET", path: "/api/menu/fes/updateNumber", headers: auth[pick(accounts, i)] };
      case "myTickets":
        return {
          kind,
          method: "GET",
          path: "/api/commutationTicket/history/my",
          headers: { ...auth[writer], ...pageHeaders },
        };
      case "hrTicketList":
        return {
          kind,
          method: "GET",
          path: "/api/commutationTicket",
          headers: { ...auth.hr1, ...pageHeaders },
        };
      case "commentThread":
        return {
          kind,
          method: "GET",
          path: `/api/comments/commutationTicket/${pick(threads[writer] ?? [], i >> 1)}`,
          headers: auth[writer],
        };
      case "myChangeRequests":
        return {
          kind,
          method: "GET",
          path: "/api/employeeChange/requests",
          headers: { ...auth[writer], ...pageHeaders },
        };
      case "comment":
        return {
          kind,
          method: "POST",
          path: `/api/comments/commutationTicket/${pick(threads[writer] ?? [], i >> 1)}`,
          headers: auth[writer],
          body: { comment: `Bench comment ${i}: the pass covers the whole route.` },
        };
      case "markRead":
        return {
          kind,
          method: "POST",
          path: `/api/notifications/markAsRead/${pick(notices[writer] ?? [], i >> 1)}`,
          headers: auth[writer],
        };
      case "draftSave":
        return {
          kind,
          method: "PUT",
          path: `/api/employeeChange/requests/${drafts[writer]}`,
          headers: auth[writer],
          body: { fields: { passportNumber: `TK${String(i).padStart(7, "0")}` } },
        };
      case "leaderConfirm":
      case "hrConfirm": {
        const isLeader = kind === "leaderConfirm";
        const id = (isLeader ? leaderPool : hrPool).take();
        if (id === undefined) {
          short++;
          return build("profile");
        }
        return {
          kind,
          method: "PUT",
          path: `/api/commutationTicket/${isLeader ? "leaderConfirmOrReject" : "hrConfirmOrReject"}`,
          headers: isLeader ? auth.leader1 : auth.hr1,
          body: { ids: [id], confirm: true },
        };
      }
    }
  };

  return {
    next: () => build(slots[n++ % slots.length] as LoadKind),
    prepareFor: async (requests) => {
      // A margin over the mix's share: a run may send a few more than rate × seconds.
      const perPool = Math.ceil((requests * decisionShare * 1.1) / decisionKinds.length) + 20;
      await leaderPool.fill(perPool - leaderPool.size);
      await hrPool.fill(perPool - hrPool.size);
    },
    shortOfTickets: () => short,
  };
}
