import { addDays } from "@portal/contract/common/dates";
import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import { companyDate } from "../../features/campaign/campaign.dates";
import { formatWorkingAddress } from "../../features/commutation-ticket/commutation-ticket.presenter";
import {
  createRoute,
  findEmployeeContext,
  insertLog,
  insertTicket,
} from "../../features/commutation-ticket/commutation-ticket.repository";
import type { Db } from "../database";

interface DemoTicket {
  account: string;
  departure: string;
  arrival: string;
  amount: number;
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
    departure: "渋谷",
    arrival: "新宿",
    amount: 4_620,
    duration: 1,
    startInDays: -20,
    status: TicketStatus.approved,
  },
  {
    account: "vn1",
    departure: "池袋",
    arrival: "東京",
    amount: 15_420,
    duration: 3,
    startInDays: 5,
    status: TicketStatus.managerConfirmed,
  },
  {
    account: "deputy1",
    departure: "吉祥寺",
    arrival: "東京",
    amount: 13_130,
    duration: 1,
    startInDays: 3,
    status: TicketStatus.hrConfirmed,
  },
  {
    account: "admin1",
    departure: "中野",
    arrival: "新宿",
    amount: 9_240,
    duration: 3,
    startInDays: -30,
    status: TicketStatus.cancelling,
  },
];

export async function seedDemoTickets(db: Db, now = new Date()): Promise<void> {
  const today = companyDate(now);
  const stamp = now.toISOString();
  for (const demo of demoTickets) {
    const employee = await db
      .selectFrom("employees")
      .select("id")
      .where("account", "=", demo.account)
      .executeTakeFirst();
    const context = employee && (await findEmployeeContext(db, employee.id));
    if (!context) continue;
    const route = await createRoute(db, context.id, stamp);
    const startDate = addDays(today, demo.startInDays);
    const id = await insertTicket(db, {
      routeId: route.id,
      employeeId: context.id,
      kind: "createTicket",
      previousTicketId: null,
      ticketSequence: 1,
      departure: demo.departure,
      arrival: demo.arrival,
      transportType: "Train",
      amount: demo.amount,
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
        refundAmount: demo.amount,
        cancelReason: 5,
        cancelNote: null,
      }),
      rejectReason: null,
      submittedAt: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await insertLog(db, {
      ticketId: id,
      employeeId: context.id,
      actorId: context.id,
      action: "submit",
      fromStatus: null,
      toStatus: demo.status,
      reason: null,
      actedAt: stamp,
    });
  }
}
