import { addDays } from "@portal/contract/common/dates";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import type { TicketLogAction } from "@portal/contract/commutation-ticket/ticket-status-machine";
import { formatWorkingAddress } from "../../features/commutation-ticket/commutation-ticket.presenter";
import { insertTicket } from "../../features/commutation-ticket/commutation-ticket.repository";
import { createRoute } from "../../features/commutation-ticket/commuting-route.repository";
import { findEmployeeContext } from "../../features/commutation-ticket/ticket-employee.repository";
import { insertLog } from "../../features/commutation-ticket/ticket-log.repository";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";
import { type Commute, commuteOf, passFare } from "./commutes.data";
import type { WorkingPlaceCode } from "./organization.data";

/** A demo ticket of a README sign-in: a pass from the station by their home to the one by their office. */
interface DemoTicket {
  account: string;
  duration: 1 | 3 | 6;
  /** Days from today (in Japan) the pass starts. */
  startInDays: number;
  status: TicketStatus;
}

/**
 * A few commuting tickets of the demo company, dated from the day of seeding: employee2's pass
 * ends within the month (so it can be continued), vn1's request waits for HR, deputy1's for the
 * approver, and admin1 asks for a refund that waits for HR.
 */
const demoTickets: DemoTicket[] = [
  {
    account: "employee2",
    duration: 1,
    startInDays: -20,
    status: TicketStatus.approved,
  },
  {
    account: "vn1",
    duration: 3,
    startInDays: 5,
    status: TicketStatus.managerConfirmed,
  },
  {
    account: "deputy1",
    duration: 1,
    startInDays: 3,
    status: TicketStatus.hrConfirmed,
  },
  {
    account: "admin1",
    duration: 3,
    startInDays: -30,
    status: TicketStatus.cancelling,
  },
];

export async function seedDemoTickets(db: Db, now = new Date()): Promise<void> {
  const today = companyDate(now);
  const stamp = now.toISOString();
  const deciders = await demoDeciders(db);
  for (const demo of demoTickets) {
    const employeeId = await accountId(db, demo.account);
    const context = employeeId === undefined ? undefined : await findEmployeeContext(db, employeeId);
    const commute = context && (await commuteOfEmployee(db, context.id));
    if (!context || !commute) continue;
    const route = await createRoute(db, context.id, stamp);
    const startDate = addDays(today, demo.startInDays);
    const amount = passFare(commute, demo.duration);
    const id = await insertTicket(db, {
      routeId: route.id,
      employeeId: context.id,
      kind: "createTicket",
      previousTicketId: null,
      ticketSequence: 1,
      departure: commute.departure,
      arrival: commute.arrival,
      transportType: "Train",
      amount,
      duration: demo.duration,
      startDate,
      endDate: endDateOf(startDate, demo.duration),
      notes: "",
      workingAddress: formatWorkingAddress(context),
      status: demo.status,
      overBudget: 0,
      ...(demo.status === TicketStatus.cancelling && {
        cancelDate: today,
        cancelType: "full",
        refundAmount: amount,
        cancelReason: 5,
        cancelNote: null,
      }),
      rejectReason: null,
      submittedAt: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await insertDemoLogs(db, deciders, { ticketId: id, context, status: demo.status, actedAt: stamp });
  }
}

/** The demo's HR member and approver, who take their steps of every demo ticket. */
export type DemoDeciders = Partial<Record<"hr1" | "approver1", number>>;

export async function demoDeciders(db: Db): Promise<DemoDeciders> {
  return { hr1: await accountId(db, "hr1"), approver1: await accountId(db, "approver1") };
}

/**
 * Logs the steps that brought a demo ticket to its status, each by the person who takes it (a
 * step nobody can take is left out); a rejection gives `rejectReason`.
 */
export async function insertDemoLogs(
  db: Db,
  deciders: DemoDeciders,
  log: {
    ticketId: number;
    context: { id: number; leaderEmployeeId: number | null };
    status: TicketStatus;
    actedAt: string;
    rejectReason?: string;
  },
): Promise<void> {
  const { context } = log;
  const leaderId = context.leaderEmployeeId !== context.id ? context.leaderEmployeeId : null;
  let from: TicketStatus | null = null;
  for (const step of pathTo(log.status, leaderId !== null)) {
    const actorId = step.by === "owner" ? context.id : step.by === "leader" ? leaderId : deciders[step.by];
    if (actorId === null || actorId === undefined) continue;
    await insertLog(db, {
      ticketId: log.ticketId,
      employeeId: context.id,
      actorId,
      action: step.action,
      fromStatus: from,
      toStatus: step.to,
      reason: step.to === TicketStatus.rejected ? (log.rejectReason ?? null) : null,
      actedAt: log.actedAt,
    });
    from = step.to;
  }
}

interface DemoStep {
  action: TicketLogAction;
  to: TicketStatus;
  /** The owner, or the demo account that takes the step. */
  by: "owner" | "leader" | "hr1" | "approver1";
}

/**
 * The steps of the status machine from a request to the status: via the owner's leader (when
 * they have one), HR and the approver.
 */
function pathTo(status: TicketStatus, hasLeader: boolean): DemoStep[] {
  const S = TicketStatus;
  const viaLeader: DemoStep[] = [
    { action: "submit", to: S.submittedToManager, by: "owner" },
    { action: "leaderConfirm", to: S.managerConfirmed, by: "leader" },
  ];
  const steps: DemoStep[] = [
    ...(hasLeader ? viaLeader : [{ action: "submit", to: S.submitted, by: "owner" } as const]),
    { action: "hrConfirm", to: S.hrConfirmed, by: "hr1" },
    { action: "approve", to: S.approved, by: "approver1" },
    { action: "requestCancel", to: S.cancelling, by: "owner" },
  ];
  if (status === S.rejected) {
    // Rejected by HR, back to the owner to fix.
    return [...steps.slice(0, hasLeader ? 2 : 1), { action: "hrReject", to: S.rejected, by: "hr1" }];
  }
  const end = steps.findIndex((step) => step.to === status);
  return end === -1 ? [{ action: "submit", to: status, by: "owner" }] : steps.slice(0, end + 1);
}

/** The commute of an employee of the demo: from their home to their working place (commutes.data.ts). */
export async function commuteOfEmployee(db: Db, employeeId: number): Promise<Commute | undefined> {
  const row = await db
    .selectFrom("employees")
    .innerJoin("workingPlaces", "workingPlaces.id", "employees.workingPlaceId")
    .select(["employees.postCode", "workingPlaces.code"])
    .where("employees.id", "=", employeeId)
    .executeTakeFirst();
  return row && commuteOf(row.code as WorkingPlaceCode, row.postCode);
}

async function accountId(db: Db, account: string): Promise<number | undefined> {
  const row = await db.selectFrom("employees").select("id").where("account", "=", account).executeTakeFirst();
  return row?.id;
}
