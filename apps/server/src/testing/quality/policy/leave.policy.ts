import { addDays } from "@portal/contract/common/dates";
import { LeaveDuration } from "@portal/contract/leave/leave.constants";
import type { LeaveRequestDetail } from "@portal/contract/leave/leave.schema";
import { isWeekend } from "@portal/contract/leave/leave-days";
import { isPublicHoliday } from "../../../lib/japanese-holidays";
import { policyOf, row, type SetupContext, signedIn } from "../permission-types";

const everyone = signedIn({ others: "ok" });
const hrOnly = signedIn({ others: 401, hr: "ok" });

// A request is its owner's; once sent, its department's leader and HR read it too; a draft is the
// owner's alone. To anyone else its id is as unknown as one never used: 404 (decision 040). Who
// reads it but may not take the step gets 401: nobody decides their own leave.
const draftOwner = signedIn({ others: 404, owner: "ok" });
const readers = signedIn({ others: 404, owner: "ok", ownLeader: "ok", hr: "ok" });
const ownerStep = signedIn({ others: 404, owner: "ok", ownLeader: 401, hr: 401 });
const leaderStep = (leader: "ok" | 409) =>
  signedIn({ others: 404, owner: 401, ownLeader: leader, hr: 401, decidingOwner: 401 });
const hrStep = signedIn({ others: 404, owner: 401, ownLeader: 401, hr: "ok", decidingOwner: 401 });

/** The first working day a week or more after today (no weekend, no public holiday). */
function workingDayAfter(today: string): string {
  let date = addDays(today, 7);
  while (isWeekend(date) || isPublicHoliday(date)) date = addDays(date, 1);
  return date;
}

async function typeId(kit: SetupContext["kit"], code: string): Promise<number> {
  const type = await kit.db
    .selectFrom("leaveTypes")
    .select("id")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return type.id;
}

type LeaveState = "draft" | "submitted" | "approved";

/** A fresh owner's request (unpaid leave, or a type HR confirms) in the state. */
const requestIn =
  (state: LeaveState, code = "U") =>
  async ({ kit, cast }: SetupContext) => {
    const owner = await kit.person(cast);
    const body = {
      leaveTypeId: await typeId(kit, code),
      fromDate: workingDayAfter(kit.today),
      toDate: workingDayAfter(kit.today),
      duration: LeaveDuration.allDays,
      reason: "Family matters",
      submit: state !== "draft",
    };
    const request = await kit.call<LeaveRequestDetail>(owner, "POST", "/api/leave/requests", body);
    if (state === "approved") {
      await kit.call(cast.people.ownLeader, "POST", `/api/leave/requests/${request.id}/leaderApprove`, {});
    }
    return { owner, id: request.id, leaveTypeId: body.leaveTypeId };
  };

const byId = ({ id }: { id: number }) => ({ params: { id } });
const step =
  (action: string, reason = "") =>
  ({ id }: { id: number }) => ({ params: { id, action }, body: { reason } });

/** Leave (decision 040): types, balances, days off, requests and their steps, queues, adjustments. */
export const leavePolicy = policyOf({
  "leave.types": row({ request: () => ({}), expect: everyone }),
  "leave.daysOff": row({
    request: (_, { kit }) => ({ query: { from: kit.today, to: addDays(kit.today, 60) } }),
    expect: everyone,
  }),
  "leave.balance": [
    row({ state: "the caller's own", request: () => ({}), expect: everyone }),
    row({
      state: "naming the owner",
      request: (_, { owner }) => ({ query: { employeeId: owner.id } }),
      expect: signedIn({ others: 401, owner: "ok", ownLeader: "ok", hr: "ok" }),
    }),
  ],
  "leave.mine": row({ request: () => ({}), expect: everyone }),
  "leave.create": row({
    renew: "never",
    setup: async ({ kit }) => ({ leaveTypeId: await typeId(kit, "U"), date: workingDayAfter(kit.today) }),
    request: ({ leaveTypeId, date }) => ({
      body: { leaveTypeId, fromDate: date, toDate: date, duration: LeaveDuration.allDays, submit: false },
    }),
    expect: everyone,
  }),
  "leave.detail": [
    row({ state: "draft", setup: requestIn("draft"), request: byId, expect: draftOwner }),
    row({ state: "submitted", setup: requestIn("submitted"), request: byId, expect: readers }),
  ],
  "leave.update": row({
    state: "submitted",
    setup: requestIn("submitted"),
    request: (scene, { kit }) => ({
      ...byId(scene),
      body: {
        leaveTypeId: scene.leaveTypeId,
        fromDate: workingDayAfter(kit.today),
        toDate: workingDayAfter(kit.today),
        duration: LeaveDuration.allDays,
      },
    }),
    expect: ownerStep,
  }),
  "leave.remove": row({ state: "draft", setup: requestIn("draft"), request: byId, expect: draftOwner }),
  "leave.act": [
    row({ state: "draft, submit", setup: requestIn("draft"), request: step("submit"), expect: draftOwner }),
    row({
      state: "submitted, cancel",
      setup: requestIn("submitted"),
      request: step("cancel"),
      expect: ownerStep,
    }),
    row({
      state: "submitted, leader approves",
      setup: requestIn("submitted"),
      request: step("leaderApprove"),
      expect: leaderStep("ok"),
    }),
    row({
      state: "submitted, leader rejects",
      setup: requestIn("submitted"),
      request: step("leaderReject", "Release week"),
      expect: leaderStep("ok"),
    }),
    row({
      state: "approved, leader approves again",
      setup: requestIn("approved"),
      request: step("leaderApprove"),
      expect: leaderStep(409),
    }),
    row({
      state: "approved by the leader, HR confirms",
      setup: requestIn("approved", "BEREAVEMENT"),
      request: step("hrConfirm"),
      expect: hrStep,
    }),
    row({
      state: "approved by the leader, HR rejects",
      setup: requestIn("approved", "BEREAVEMENT"),
      request: step("hrReject", "No certificate"),
      expect: hrStep,
    }),
  ],
  "leave.queue": [
    row({ state: "as a leader", request: () => ({ query: { queue: "leader" } }), expect: everyone }),
    row({ state: "as HR", request: () => ({ query: { queue: "hr" } }), expect: hrOnly }),
  ],
  "leave.obligations": row({ request: () => ({ query: { show: "all" } }), expect: hrOnly }),
  "leave.ledger": row({ request: () => ({ query: { year: 2026 } }), expect: hrOnly }),
  "summerVacation.add": row({
    request: (_, { owner }) => ({ body: { year: 2031, days: 2, employeeIds: [owner.id] } }),
    expect: hrOnly,
  }),
  "summerVacation.reset": row({ request: () => ({ body: { year: 2031 } }), expect: hrOnly }),
  "summerVacation.extensionDate": row({ request: () => ({}), expect: everyone }),
  "leave.adjust": row({
    setup: async ({ kit, cast }) => ({
      owner: await kit.person(cast),
      leaveTypeId: await typeId(kit, "ANNUAL"),
    }),
    request: ({ leaveTypeId }, { owner, kit }) => ({
      body: {
        employeeId: owner.id,
        leaveTypeId,
        hours: 8,
        grantDate: kit.today,
        reason: "Company anniversary day",
      },
    }),
    expect: signedIn({ others: 401, hr: "ok", decidingOwner: 401 }),
  }),
});
