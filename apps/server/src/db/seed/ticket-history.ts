import { addDays } from "@portal/contract/common/dates";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import { formatWorkingAddress } from "../../features/commutation-ticket/commutation-ticket.presenter";
import { insertTicket } from "../../features/commutation-ticket/commutation-ticket.repository";
import { createRoute } from "../../features/commutation-ticket/commuting-route.repository";
import { findEmployeeContext } from "../../features/commutation-ticket/ticket-employee.repository";
import { insertLog } from "../../features/commutation-ticket/ticket-log.repository";
import { companyDate } from "../../lib/company-date";
import type { Db } from "../database";
import { passFare } from "./commutes.data";
import { commuteOfEmployee, demoDeciders, insertDemoLogs } from "./commuting-tickets";
import { namedPeople } from "./people.data";

/**
 * A second leg for the requests that wait in a queue: a bus from the stop in the owner's own town
 * to the square in front of their station (bus passes cost about 6,300 to 7,650 yen a month).
 */
const busLegOf = (commute: { town: string; departure: string }, index: number) => ({
  departure: commute.town,
  arrival: `${commute.departure}駅前`,
  amount: 6_300 + (index % 4) * 450,
});

/** Why the rejected demo request was sent back. */
const rejectReason = "Please attach the bus company's fare table for this section.";

/** How many of the generated employees get a commuting history. */
const peopleWithHistory = 30;

/**
 * Digital Solutions 2 starts without history: the browser journeys fill its people's routes with
 * ten requests each (e2e/tests/xss-fields-tickets.spec.ts), which a route's limit of ten tickets
 * in force must leave room for.
 */
const departmentWithoutHistory = "DS2";

/**
 * The statuses a few of them have a request waiting in, so that every decider's queue holds work
 * on the first look: leaders, HR (sent straight, confirmed by a leader), the approver, and the
 * owner (rejected, to fix). By the person's place in the list.
 */
const waitingRequests: ReadonlyMap<number, TicketStatus> = new Map([
  [0, TicketStatus.submittedToManager],
  [1, TicketStatus.submittedToManager],
  [2, TicketStatus.managerConfirmed],
  [3, TicketStatus.managerConfirmed],
  [4, TicketStatus.hrConfirmed],
  [5, TicketStatus.hrConfirmed],
  [6, TicketStatus.rejected],
  [7, TicketStatus.cancelling],
]);

/**
 * Years of commuting history for the generated employees (the named sign-ins of the README keep
 * the few tickets their walkthroughs start from): consecutive passes of 1, 3 or 6 months from the
 * station by their home to the one by their office (commutes.data.ts), from about two years ago
 * or their first day up to one in force today, continued one from another, and a request in
 * every decider's queue.
 */
export async function seedDemoTicketHistory(db: Db, now = new Date()): Promise<void> {
  const today = companyDate(now);
  const stamp = now.toISOString();
  const named = namedPeople.map((person) => person.account);
  const deciders = await demoDeciders(db);
  const people = await db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select(["employees.id", "employees.joinedDate"])
    .where("employees.account", "not in", named)
    .where("departments.code", "!=", departmentWithoutHistory)
    .orderBy("employees.id")
    .limit(peopleWithHistory)
    .execute();
  for (const [index, person] of people.entries()) {
    const context = await findEmployeeContext(db, person.id);
    const commute = context && (await commuteOfEmployee(db, context.id));
    if (!context || !commute) continue;
    const route = await createRoute(db, context.id, stamp);
    const duration = ([6, 3, 1] as const)[index % 3] ?? 6;
    const base = {
      routeId: route.id,
      employeeId: context.id,
      transportType: "Train" as const,
      notes: "",
      workingAddress: formatWorkingAddress(context),
      overBudget: 0,
      rejectReason: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const logSteps = (ticketId: number, status: TicketStatus, actedAt: string) =>
      insertDemoLogs(db, deciders, { ticketId, context, status, actedAt, rejectReason });

    // Consecutive passes from about two years ago (later joiners: from their first day) to today.
    const first = addDays(today, -(duration === 1 ? 120 : 700) - ((index * 11) % 28));
    let start = person.joinedDate && person.joinedDate > first ? person.joinedDate : first;
    let previous: number | null = null;
    let sequence = 1;
    while (start <= today) {
      const endDate = endDateOf(start, duration);
      // Asked for ten days ahead; a newcomer's first pass on their first day.
      const asked = addDays(start, -10);
      const submittedAt = `${person.joinedDate && person.joinedDate > asked ? person.joinedDate : asked}T01:00:00.000Z`;
      const id = await insertTicket(db, {
        ...base,
        kind: previous === null ? "createTicket" : "continueTicket",
        previousTicketId: previous,
        ticketSequence: sequence,
        departure: commute.departure,
        arrival: commute.arrival,
        amount: passFare(commute, duration),
        duration,
        startDate: start,
        endDate,
        status: TicketStatus.approved,
        submittedAt,
      });
      await logSteps(id, TicketStatus.approved, submittedAt);
      previous = id;
      sequence += 1;
      start = addDays(endDate, 1);
    }

    const waiting = waitingRequests.get(index);
    if (waiting === undefined) continue;
    if (waiting === TicketStatus.cancelling && previous !== null) {
      // The pass in force is cancelled from next month: HR settles the refund.
      await db
        .updateTable("commutationTickets")
        .set({
          status: TicketStatus.cancelling,
          cancelDate: addDays(today, 7),
          cancelType: "partial",
          refundAmount: Math.round(passFare(commute, duration) / 2),
          cancelReason: 3,
          cancelNote: "Moving closer to the office.",
        })
        .where("id", "=", previous)
        .execute();
      await insertLog(db, {
        ticketId: previous,
        employeeId: context.id,
        actorId: context.id,
        action: "requestCancel",
        fromStatus: TicketStatus.approved,
        toStatus: TicketStatus.cancelling,
        reason: null,
        actedAt: stamp,
      });
      continue;
    }
    const startDate = addDays(today, 10 + index);
    const busLeg = busLegOf(commute, index);
    const id = await insertTicket(db, {
      ...base,
      kind: "createTicket",
      previousTicketId: null,
      ticketSequence: 1,
      departure: busLeg.departure,
      arrival: busLeg.arrival,
      transportType: "Bus",
      amount: busLeg.amount,
      duration: 1,
      startDate,
      endDate: endDateOf(startDate, 1),
      status: waiting,
      rejectReason: waiting === TicketStatus.rejected ? rejectReason : null,
      submittedAt: stamp,
    });
    await logSteps(id, waiting, stamp);
  }
}
