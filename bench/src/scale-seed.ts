import { addDays } from "@portal/contract/common/dates";
import {
  type TicketDuration,
  TicketStatus,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { BenchDatabase, BulkColumn } from "./bench-database";
import { notificationColumns, notificationRow } from "./bench-notifications";
import { accountIds, routesOf, ticketColumns, ticketRow } from "./bench-tickets";

export interface ScaleSizes {
  tickets: number;
  comments: number;
  notifications: number;
}

export interface ScaleData {
  /** employee1's ticket with the longest thread, and one with a typical thread. */
  busyTicketId: number;
  typicalTicketId: number;
  busyThreadComments: number;
  employeeIds: Map<string, number>;
}

/** Out of 100 tickets: mostly decided history, and queues for every decider. */
const statusShares: [TicketStatus, number][] = [
  [TicketStatus.approved, 66],
  [TicketStatus.cancelled, 5],
  [TicketStatus.rejected, 4],
  [TicketStatus.rejectedNew, 2],
  [TicketStatus.submittedToManager, 6],
  [TicketStatus.submitted, 2],
  [TicketStatus.managerConfirmed, 5],
  [TicketStatus.rejectedToHr, 1],
  [TicketStatus.hrConfirmed, 5],
  [TicketStatus.cancelling, 3],
  [TicketStatus.cancelRejected, 1],
];
const statusBySlot = statusShares.flatMap(([status, share]) => Array.from({ length: share }, () => status));
const waiting: readonly number[] = [
  TicketStatus.submittedToManager,
  TicketStatus.submitted,
  TicketStatus.managerConfirmed,
  TicketStatus.rejectedToHr,
  TicketStatus.hrConfirmed,
];
const durations: TicketDuration[] = [1, 3, 6];

const commentColumns: BulkColumn[] = [
  { name: "object_type", type: "text" },
  { name: "object_id", type: "int" },
  { name: "parent_id", type: "int" },
  { name: "comment", type: "text" },
  { name: "created_at", type: "text" },
  { name: "created_by", type: "int" },
];

const demoAccounts = ["employee1", "employee2", "leader1", "hr1", "approver1", "admin1"] as const;

/**
 * Writes the data at scale straight into a migrated database with the demo company: tickets spread
 * over every employee (each owner's leader, HR and the approver get long queues), comments on them
 * (one long thread on employee1's newest ticket, a quarter of them replies), notifications. Ids of a
 * fresh bulk insert follow the order of the rows (checked), which lets replies name their parents.
 */
export async function seedAtScale(db: BenchDatabase, sizes: ScaleSizes): Promise<ScaleData> {
  const employeeIds = await accountIds(db, demoAccounts);
  const idOf = (account: string) => employeeIds.get(account) ?? 0;
  const people = await db.rows<{ id: number; is_leader: number }>(
    `select e.id, case when exists (select 1 from departments d where d.leader_employee_id = e.id) then 1 else 0 end as is_leader
     from employees e order by e.id`,
  );
  // employee1 first: their newest tickets come first, so the busy thread is on one of them.
  const owners = [
    ...people.filter((p) => Number(p.id) === idOf("employee1")),
    ...people.filter((p) => Number(p.id) !== idOf("employee1")),
  ].map((p) => ({ id: Number(p.id), isLeader: Number(p.is_leader) === 1 }));
  const routes = await routesOf(
    db,
    owners.map((o) => o.id),
  );
  const today = new Date().toISOString().slice(0, 10);

  const firstTicket = await nextId(db, "commutation_tickets");
  await db.insert("commutation_tickets", ticketColumns, tickets());
  await expectIds(db, "commutation_tickets", firstTicket, sizes.tickets);

  function* tickets() {
    for (let i = 0; i < sizes.tickets; i++) {
      const owner = owners[i % owners.length] ?? { id: idOf("employee1"), isLeader: false };
      const k = Math.floor(i / owners.length);
      let status = statusBySlot[(i * 7) % statusBySlot.length] ?? TicketStatus.approved;
      // A leader's own request goes straight to HR.
      if (status === TicketStatus.submittedToManager && owner.isLeader) status = TicketStatus.submitted;
      const startDate = waiting.includes(status)
        ? addDays(today, 1 + (k % 60))
        : addDays(today, -((k * 11) % 1825));
      const stamp = `${addDays(startDate, -14)}T0${k % 10}:${String(i % 60).padStart(2, "0")}:00.000Z`;
      yield ticketRow({
        routeId: routes.get(owner.id) ?? 0,
        employeeId: owner.id,
        sequence: k + 1,
        status,
        startDate,
        duration: durations[k % durations.length] ?? 1,
        variant: i,
        stamp,
      });
    }
  }

  // Comments: the busy thread on employee1's first ticket, the rest round the tickets.
  const busyTicketId = firstTicket;
  const typicalTicketId = firstTicket + owners.length; // employee1's second ticket
  const busy = Math.min(sizes.comments, Math.max(50, Math.floor(sizes.comments / 1000)));
  const rest = sizes.comments - busy;
  const busyTop = Math.ceil(busy * 0.75);
  const restTop = Math.ceil(rest * 0.75);
  const threads = Math.max(1, Math.min(sizes.tickets - 1, restTop));
  const ticketOf = (j: number) => firstTicket + 1 + (j % threads);
  const authorOf = (ticketId: number, j: number) =>
    j % 3 === 2 ? idOf("hr1") : (owners[(ticketId - firstTicket) % owners.length]?.id ?? idOf("employee1"));
  const at = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 1000).toISOString();

  const firstComment = await nextId(db, "comments");
  await db.insert("comments", commentColumns, topLevel());
  await expectIds(db, "comments", firstComment, busyTop + restTop);
  function* topLevel() {
    for (let j = 0; j < busyTop; j++) {
      yield [
        "commutationTicket",
        busyTicketId,
        null,
        `Bench comment ${j}: is the route still right?`,
        at(j),
        authorOf(busyTicketId, j),
      ];
    }
    for (let j = 0; j < restTop; j++) {
      const ticketId = ticketOf(j);
      yield [
        "commutationTicket",
        ticketId,
        null,
        `Bench comment ${j} on the ticket.`,
        at(busyTop + j),
        authorOf(ticketId, j),
      ];
    }
  }
  // Replies: to the first top-level comment of their ticket (ids follow the rows: checked above).
  await db.insert("comments", commentColumns, replies());
  function* replies() {
    for (let j = 0; j < busy - busyTop; j++) {
      yield [
        "commutationTicket",
        busyTicketId,
        firstComment,
        `Bench reply ${j}.`,
        at(sizes.comments + j),
        authorOf(busyTicketId, j + 1),
      ];
    }
    for (let j = 0; j < rest - restTop; j++) {
      const ticketId = ticketOf(j);
      const parent = firstComment + busyTop + (j % threads);
      yield [
        "commutationTicket",
        ticketId,
        parent,
        `Bench reply ${j} on the ticket.`,
        at(sizes.comments + busy + j),
        authorOf(ticketId, j + 1),
      ];
    }
  }

  // Notifications from HR, one employee after the other; nine in ten read.
  await db.insert("notifications", notificationColumns, notifications());
  function* notifications() {
    for (let n = 0; n < sizes.notifications; n++) {
      const recipient = owners[n % owners.length]?.id ?? idOf("employee1");
      yield notificationRow(recipient, idOf("hr1"), n, at(n), n % 10 !== 0);
    }
  }
  if (db.kind === "postgres") await db.rows("analyze");
  return { busyTicketId, typicalTicketId, busyThreadComments: busy, employeeIds };
}

async function nextId(db: BenchDatabase, table: string): Promise<number> {
  const [row] = await db.rows<{ id: number | null }>(`select max(id) as id from ${table}`);
  return Number(row?.id ?? 0) + 1;
}

async function expectIds(db: BenchDatabase, table: string, first: number, count: number): Promise<void> {
  const last = (await nextId(db, table)) - 1;
  if (count > 0 && last !== first + count - 1) {
    throw new Error(
      `${table}: expected ids ${first}..${first + count - 1} from the bulk insert, the last is ${last}`,
    );
  }
}
