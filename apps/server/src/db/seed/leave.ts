import { addDays } from "@portal/contract/common/dates";
import { LeaveDuration, LeaveHours, LeaveStatus } from "@portal/contract/leave/leave.constants";
import { workingDaysBetween } from "@portal/contract/leave/leave-days";
import { periodEnd } from "@portal/contract/leave/leave-grants";
import { planDraws } from "../../features/leave/leave-balance.service";
import { dayOffTest } from "../../features/leave/leave-calendar";
import { grantDueAnnualLeave } from "../../features/leave/leave-grant.service";
import { companyDate } from "../../lib/company-date";
import { activeStatus } from "../../lib/employee-status";
import type { Db } from "../database";
import { createRandom, type Random } from "./random";

const seed = 20_260_424;

/** Why people take a day off, in the words they type. */
const reasons = [
  "Family trip to Okinawa",
  "実家に帰省します",
  "Child's school event",
  "通院のため",
  "Moving house",
  "友人の結婚式",
  "Rest after the release",
  "Visa renewal at the immigration office",
];

interface DemoRequest {
  employeeId: number;
  leaveTypeId: number;
  /** Its working days, in order. */
  dates: string[];
  duration: LeaveDuration;
  status: LeaveStatus;
  reason: string;
  /** When it was sent, decided and (past leave) marked taken. */
  sentAt: string;
  decidedAt: string;
  takenAt: string;
  /** Who decided the leader's step (the leader, or HR for a leader's own). */
  deciderId: number | null;
  decisionReason?: string;
}

/**
 * The demo's leave (decision 040): every employee's statutory grants from the day they joined, a
 * year of leave taken (some have met the 5-day obligation, some are behind), leave approved for the
 * coming weeks, requests waiting for their leaders and HR, a draft and a refusal.
 */
export async function seedDemoLeave(db: Db, now = new Date()): Promise<void> {
  const random = createRandom(seed);
  const today = companyDate(now);
  const at = now.toISOString();
  await db
    .updateTable("employees")
    .set({ workDaysPerWeek: 3, workHoursPerWeek: 18 })
    .where("account", "in", ["employee3", "vn2"])
    .execute();
  // The demo company has the labour-management agreement hourly leave needs.
  await db.updateTable("leaveSettings").set({ hourlyEnabled: 1 }).where("id", "=", 1).execute();
  await grantDueAnnualLeave(db, today, at);

  const types = await db.selectFrom("leaveTypes").select(["id", "code", "hasBalance"]).execute();
  const typeId = (code: string) => types.find((type) => type.code === code)?.id ?? 0;
  const hr = await db.selectFrom("employees").select("id").where("account", "=", "hr1").executeTakeFirst();
  const people = await db
    .selectFrom("employees")
    .innerJoin("departments", "departments.id", "employees.deptId")
    .select(["employees.id", "employees.account", "departments.leaderEmployeeId"])
    .where("employees.status", "=", activeStatus)
    .orderBy("employees.id")
    .execute();
  const isDayOff = await dayOffTest(db, addDays(today, -800), addDays(today, 120));
  const workingDays = (from: string, to: string) => workingDaysBetween(from, to, isDayOff);

  for (const person of people) {
    const leader = person.leaderEmployeeId !== person.id ? person.leaderEmployeeId : (hr?.id ?? null);
    // Leave taken since the grant before the latest: the older grants show days used too.
    const grants = await db
      .selectFrom("leaveGrants")
      .select(["grantDate"])
      .where("employeeId", "=", person.id)
      .where("leaveTypeId", "=", typeId("ANNUAL"))
      .where("hours", ">", 0)
      .orderBy("grantDate", "desc")
      .limit(2)
      .execute();
    const since = grants.at(-1)?.grantDate;
    if (!since) continue;
    const plan = planPerson(random, {
      past: workingDays(since, addDays(today, -1)),
      coming: workingDays(addDays(today, 3), periodEnd(today, 3)),
    });
    for (const [index, days] of plan.entries()) {
      await insertDemoRequest(db, at, {
        employeeId: person.id,
        leaveTypeId: typeId("ANNUAL"),
        dates: days.dates,
        ...timesOf(random, now, days),
        duration: days.duration,
        status: days.status,
        reason: random.pick(reasons),
        deciderId: days.status === LeaveStatus.submitted || days.status === LeaveStatus.draft ? null : leader,
        ...(days.status === LeaveStatus.rejected && {
          decisionReason:
            index % 2 === 0
              ? "Release week: could you take the week after?"
              : "リリース週のため翌週にしてください",
        }),
      });
    }
  }
}

/**
 * When a demo request was sent and decided: past leave a few weeks before its days, decided the day
 * after, marked taken the day after its last day; leave ahead sent in the last few days.
 */
function timesOf(random: Random, now: Date, plan: { dates: string[]; status: LeaveStatus }) {
  const first = plan.dates[0] ?? companyDate(now);
  const last = plan.dates.at(-1) ?? first;
  if (plan.status === LeaveStatus.takenUp) {
    const sent = `${addDays(first, -random.int(5, 25))}T01:${String(random.int(0, 59)).padStart(2, "0")}:00.000Z`;
    return {
      sentAt: sent,
      decidedAt: `${addDays(sent.slice(0, 10), 1)}T00:30:00.000Z`,
      takenAt: `${addDays(last, 1)}T15:20:00.000Z`,
    };
  }
  const sent = new Date(now.getTime() - random.int(2, 120) * 3_600_000);
  const decided = new Date(Math.min(now.getTime(), sent.getTime() + random.int(1, 20) * 3_600_000));
  return { sentAt: sent.toISOString(), decidedAt: decided.toISOString(), takenAt: now.toISOString() };
}

/** One person's year: days taken, leave ahead, and now and then a request waiting or refused. */
function planPerson(random: Random, days: { past: string[]; coming: string[] }) {
  const plan: { dates: string[]; duration: LeaveDuration; status: LeaveStatus }[] = [];
  const used = new Set<string>();
  /** Consecutive working days of the pool, none used yet (none when they clash). */
  const take = (pool: string[], length: number) => {
    const start = random.int(0, Math.max(0, pool.length - length));
    const dates = pool.slice(start, start + length);
    if (dates.some((date) => used.has(date))) return [];
    for (const date of dates) used.add(date);
    return dates;
  };
  for (let taken = random.int(1, 7); taken > 0 && days.past.length > 0; taken--) {
    const half = random.next() < 0.25;
    const dates = take(days.past, half ? 1 : random.int(1, 3));
    if (dates.length > 0)
      plan.push({
        dates,
        duration: half ? LeaveDuration.morning : LeaveDuration.allDays,
        status: LeaveStatus.takenUp,
      });
  }
  if (days.coming.length === 0) return plan;
  const roll = random.next();
  const ahead = take(days.coming, random.int(1, 2));
  if (ahead.length === 0) return plan;
  if (roll < 0.35) plan.push({ dates: ahead, duration: LeaveDuration.allDays, status: LeaveStatus.approved });
  else if (roll < 0.55)
    plan.push({ dates: ahead, duration: LeaveDuration.allDays, status: LeaveStatus.submitted });
  else if (roll < 0.6)
    plan.push({ dates: ahead, duration: LeaveDuration.allDays, status: LeaveStatus.rejected });
  else if (roll < 0.65)
    plan.push({ dates: ahead, duration: LeaveDuration.afternoon, status: LeaveStatus.draft });
  return plan;
}

/** The log of how a request came to its status. */
const stepsTo: Record<number, { action: string; to: LeaveStatus; byDecider: boolean }[]> = {
  [LeaveStatus.draft]: [{ action: "create", to: LeaveStatus.draft, byDecider: false }],
  [LeaveStatus.submitted]: [{ action: "submit", to: LeaveStatus.submitted, byDecider: false }],
  [LeaveStatus.approved]: [
    { action: "submit", to: LeaveStatus.submitted, byDecider: false },
    { action: "leaderApprove", to: LeaveStatus.approved, byDecider: true },
  ],
  [LeaveStatus.rejected]: [
    { action: "submit", to: LeaveStatus.submitted, byDecider: false },
    { action: "leaderReject", to: LeaveStatus.rejected, byDecider: true },
  ],
  [LeaveStatus.takenUp]: [
    { action: "submit", to: LeaveStatus.submitted, byDecider: false },
    { action: "leaderApprove", to: LeaveStatus.approved, byDecider: true },
    { action: "takeUp", to: LeaveStatus.takenUp, byDecider: false },
  ],
};

/** A request as the portal would have written it: its days, the grants it draws on, its log. */
async function insertDemoRequest(db: Db, at: string, request: DemoRequest): Promise<void> {
  const [from, to] = [request.dates[0], request.dates.at(-1)];
  if (!from || !to) return;
  const hours = request.duration === LeaveDuration.allDays ? LeaveHours.fullDay : LeaveHours.halfDay;
  const days = request.dates.map((date) => ({ date, hours }));
  const holds = request.status !== LeaveStatus.draft && request.status !== LeaveStatus.rejected;
  const draws = holds ? await planDraws(db, request.employeeId, request.leaveTypeId, days, null, from) : [];
  // A demo request the balance cannot cover is left out, as the portal would have refused it.
  if (draws === null) return;
  const decided = request.deciderId !== null && request.status !== LeaveStatus.submitted;
  const { id } = await db
    .insertInto("leaveRequests")
    .values({
      employeeId: request.employeeId,
      leaveTypeId: request.leaveTypeId,
      status: request.status,
      fromDate: from,
      toDate: to,
      duration: request.duration,
      hours: days.length * hours,
      reason: request.reason,
      createdBy: request.employeeId,
      decidedBy: decided ? request.deciderId : null,
      decidedAt: decided ? request.decidedAt : null,
      decisionReason: request.decisionReason ?? null,
      submittedAt: request.status === LeaveStatus.draft ? null : request.sentAt,
      createdAt: request.sentAt,
      updatedAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("leaveRequestDays")
    .values(days.map((day) => ({ requestId: id, employeeId: request.employeeId, ...day })))
    .execute();
  if (draws.length > 0)
    await db
      .insertInto("leaveDraws")
      .values(draws.map((draw) => ({ requestId: id, ...draw })))
      .execute();
  let status: number | null = null;
  for (const step of stepsTo[request.status] ?? []) {
    await db
      .insertInto("leaveLogs")
      .values({
        requestId: id,
        action: step.action,
        actorId: step.action === "takeUp" ? null : step.byDecider ? request.deciderId : request.employeeId,
        fromStatus: status,
        toStatus: step.to,
        reason: step.action === "leaderReject" ? (request.decisionReason ?? null) : null,
        createdAt:
          step.action === "takeUp" ? request.takenAt : step.byDecider ? request.decidedAt : request.sentAt,
      })
      .execute();
    status = step.to;
  }
}
