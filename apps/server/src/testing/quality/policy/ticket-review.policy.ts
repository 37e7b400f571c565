import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { ticketLeg } from "../../ticket-company";
import { delegationOf } from "../permission-portal-objects";
import { policyOf, row, signedIn, ticketReaders, ticketSeers } from "../permission-types";
import { ticketIn, ticketWithEvidence } from "./ticket-scenes";

const everyone = signedIn({ others: "ok" });
const hrOnly = signedIn({ others: 401, hr: "ok" });
/** HR's decisions on an employee's ticket (and acting for them): never on HR's own (decision 018). */
const hrDecision = signedIn({ others: 401, hr: "ok", decidingOwner: 401 });
const readers = signedIn({ others: 401, ...ticketReaders });
/** One employee's tickets and route: for whoever may see them; others get 404 (decision 018). */
const seers = signedIn({ others: 404, ...ticketSeers });
const budget = { startDate: "2026-12-01", endDate: "2026-12-31", amount: 1000, duration: 1 };

/** The deciders' side (decision 018): queues, search, evidence review, notes, acting for, delegation. */
export const ticketReviewPolicy = policyOf({
  "commutationTicket.hrQueue": row({
    request: (_, { caller }) => ({ params: { id: caller.account } }),
    expect: hrOnly,
  }),
  "commutationTicket.approverQueue": row({
    request: () => ({ body: {} }),
    expect: signedIn({ others: 401, approver: "ok", delegate: "ok" }),
  }),
  "commutationTicket.list": row({ request: () => ({}), expect: readers }),
  "commutationTicket.search": row({ request: () => ({ body: {} }), expect: readers }),
  "commutationTicket.refunds": row({ request: () => ({ body: {} }), expect: hrOnly }),
  "commutationTicket.searchOptions": row({ request: () => ({}), expect: readers }),
  "commutationTicket.employees": row({
    request: (_, { owner }) => ({ query: { search: owner.account } }),
    expect: hrOnly,
  }),
  "commutationTicket.searchAllowanceRequest": row({ request: () => ({ body: {} }), expect: readers }),
  "commutationTicket.allowanceHistory": row({
    setup: ticketIn(TicketStatus.approved),
    request: (_, { owner }) => ({ params: { id: owner.id } }),
    expect: seers,
  }),
  "commutationTicket.allInForce": row({ request: () => ({}), expect: readers }),
  "commutationTicket.allOfAccount": row({
    setup: ticketIn(),
    request: (_, { owner }) => ({ params: { account: owner.account } }),
    expect: seers,
  }),
  "commutationTicket.routeOfEmployee": row({
    setup: ticketIn(),
    request: (_, { owner }) => ({ params: { id: owner.id } }),
    expect: seers,
  }),
  "commutationTicket.saveNote": row({
    setup: ticketIn(),
    request: ({ id }) => ({ body: { id, note: "Fare checked against the timetable." } }),
    expect: hrDecision,
  }),
  "commutationTicket.approveEvidenceList": row({
    setup: ticketWithEvidence(),
    request: ({ evidenceId }) => ({ body: { ids: [evidenceId] } }),
    expect: hrDecision,
  }),
  "commutationTicket.rejectEvidenceList": row({
    setup: ticketWithEvidence(),
    request: ({ evidenceId }) => ({ body: { ids: [evidenceId], reason: "Blurred" } }),
    expect: hrDecision,
  }),
  "commutationTicket.approveEvidence": row({
    setup: ticketWithEvidence(),
    request: ({ evidenceId }) => ({ params: { id: evidenceId } }),
    expect: hrDecision,
  }),
  "commutationTicket.rejectEvidence": row({
    setup: ticketWithEvidence(),
    request: ({ evidenceId }) => ({ body: { id: evidenceId, reason: "Blurred" } }),
    expect: hrDecision,
  }),
  "commutationTicket.export": row({ request: () => ({}), expect: readers }),
  "commutationTicket.exportAF": row({ request: () => ({ body: {} }), expect: readers }),
  "commutationTicket.addTicketAF": row({
    request: (_, { owner }) => ({ body: { employeeId: owner.id, tickets: [ticketLeg()] } }),
    expect: hrDecision,
  }),
  "commutationTicket.updateTicketAF": row({
    setup: ticketIn(),
    request: ({ id }, { owner }) => ({
      body: { ...ticketLeg({ amount: 12_000 }), id, employeeId: owner.id },
    }),
    expect: hrDecision,
  }),
  "commutationTicket.cancelByAF": row({
    state: "approved",
    setup: ticketIn(TicketStatus.approved),
    request: ({ id }, { owner }) => ({
      body: {
        employeeId: owner.id,
        ticketId: id,
        cancelDate: "2026-12-10",
        cancelType: "renewal",
        refundAmount: 0,
        cancelReason: 1,
      },
    }),
    expect: hrDecision,
  }),
  "commutationTicket.uploadEvidenceForAF": row({
    request: (_, { kit, owner }) => ({
      multipart: [{ name: "employeeId", content: String(owner.id) }, kit.pngPart("file")],
    }),
    expect: hrDecision,
  }),
  "commutationTicket.checkOverBudgetAF": row({
    request: (_, { owner }) => ({ body: { ...budget, employeeId: owner.id } }),
    expect: hrDecision,
  }),
  "commutationTicket.delegations": row({ request: () => ({}), expect: everyone }),
  // Handing on a role the caller does not hold is refused on the body's role (400).
  "commutationTicket.addDelegation": row({
    request: (_, { caller, cast }) => ({
      body: {
        delegateId: cast.people.delegate.id,
        role: caller.id === cast.people.approver.id ? "approver" : "leader",
        fromDate: "2027-03-01",
        toDate: "2027-03-05",
      },
    }),
    expect: signedIn({ others: 400, ownLeader: "ok", otherLeader: "ok", approver: "ok" }),
  }),
  // A delegation is its delegator's (ownLeader here); anyone else's call finds nothing.
  "commutationTicket.removeDelegation": row({
    setup: async ({ kit, cast }) => ({
      id: await delegationOf(kit, cast.people.ownLeader, cast.people.delegate),
    }),
    request: ({ id }) => ({ params: { id } }),
    expect: signedIn({ others: 404, ownLeader: "ok", decidingOwner: 404 }),
  }),
  "commutationTicket.delegateCandidates": row({
    request: () => ({ query: { search: "delegate" } }),
    expect: signedIn({ others: 401, ownLeader: "ok", otherLeader: "ok", approver: "ok" }),
  }),
});
