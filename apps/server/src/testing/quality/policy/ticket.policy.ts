import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { ticketLeg } from "../../ticket-company";
import { evidenceLinkOf } from "../permission-objects";
import { anyone, policyOf, row, signedIn, ticketSeers } from "../permission-types";
import { ticketIn, ticketWithEvidence } from "./ticket-scenes";

const S = TicketStatus;
const everyone = signedIn({ others: "ok" });
/**
 * The owner's own calls find only the caller's tickets and routes: anyone else's is not found
 * (404), also for those who may see it, to whom decision 017's wording would answer 401.
 */
const ownerOnly = signedIn({ others: 404, owner: "ok" });
const ownerIn409 = signedIn({ others: 404, owner: 409 });
const seers = signedIn({ others: 404, ...ticketSeers });

const waiting = ticketIn(S.submittedToManager);
const approved = ticketIn(S.approved);
const edit = { ...ticketLeg({ amount: 12_000 }) };
const cancellation = (ticketId: number) => ({
  ticketId,
  cancelDate: "2026-12-10",
  cancelType: "renewal",
  refundAmount: 0,
  cancelReason: 1,
});

/** The owner's action on a ticket others see: they get 401; anyone else 404 (decision 017). */
const byOwner = signedIn({ others: 404, owner: "ok", ownLeader: 401, hr: 401, approver: 401, delegate: 401 });
/** The owner's side of commuting tickets and their files. */
export const ticketPolicy = policyOf({
  "commutationTicket.defaultRouteInfo": row({ request: () => ({}), expect: everyone }),
  "commutationTicket.create": row({
    request: () => ({ body: { tickets: [ticketLeg()] } }),
    expect: everyone,
  }),
  "commutationTicket.addToRoute": row({
    setup: waiting,
    request: ({ routeId }) => ({ params: { routeId }, body: ticketLeg({ departure: "渋谷" }) }),
    expect: ownerOnly,
  }),
  "commutationTicket.update": [
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ body: { ...edit, id } }),
      expect: ownerOnly,
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ id }) => ({ body: { ...edit, id } }),
      expect: ownerIn409,
    }),
  ],
  "commutationTicket.updateById": [
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ params: { id }, body: edit }),
      expect: ownerOnly,
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ id }) => ({ params: { id }, body: edit }),
      expect: ownerIn409,
    }),
  ],
  "commutationTicket.deleteRoute": [
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ routeId }) => ({ params: { id: routeId } }),
      expect: ownerOnly,
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ routeId }) => ({ params: { id: routeId } }),
      expect: ownerIn409,
    }),
  ],
  "commutationTicket.deleteTicket": [
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id, routeId }) => ({ params: { id: routeId, ticketId: id } }),
      expect: ownerOnly,
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ id, routeId }) => ({ params: { id: routeId, ticketId: id } }),
      expect: ownerIn409,
    }),
  ],
  "commutationTicket.cancel": [
    row({
      state: "approved",
      setup: approved,
      request: ({ id }) => ({ body: cancellation(id) }),
      expect: ownerOnly,
    }),
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ body: cancellation(id) }),
      expect: ownerIn409,
    }),
  ],
  "commutationTicket.checkOverBudget": row({
    request: () => ({ body: { startDate: "2026-12-01", endDate: "2026-12-31", amount: 1000, duration: 1 } }),
    expect: everyone,
  }),
  "commutationTicket.getTicket": [
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ params: { id } }),
      expect: seers,
    }),
    row({ state: "approved", setup: approved, request: ({ id }) => ({ params: { id } }), expect: seers }),
    row({
      state: "cancelled",
      setup: ticketIn(S.cancelled),
      request: ({ id }) => ({ params: { id } }),
      expect: seers,
    }),
  ],
  "commutationTicket.getRoute": row({
    setup: waiting,
    request: ({ routeId }) => ({ params: { id: routeId } }),
    expect: seers,
  }),
  "commutationTicket.myHistory": row({ request: () => ({}), expect: everyone }),
  "commutationTicket.myHistoryPage": row({ request: () => ({ params: { page: 1 } }), expect: everyone }),
  "commutationTicket.employeeHistory": row({
    setup: waiting,
    request: (_, { owner }) => ({ params: { id: owner.id } }),
    expect: seers,
  }),
  "commutationTicket.logs": row({
    setup: approved,
    request: ({ id }) => ({ params: { id } }),
    expect: seers,
  }),
  "commutationTicket.payment": row({
    setup: approved,
    request: ({ id }) => ({ params: { id } }),
    expect: seers,
  }),
  "commutationTicket.address": row({ request: () => ({}), expect: everyone }),
  "commutationTicket.disabledTime": row({ request: () => ({}), expect: everyone }),
  "commutationTicket.stations": row({ request: () => ({ query: { search: "新宿" } }), expect: everyone }),
  "commutationTicket.addStation": row({
    request: (_, { caller }) => ({
      body: { name: `Matrix ${caller.account}`, line: "Matrix Line", operator: "Matrix Railway" },
    }),
    expect: signedIn({ others: 401, hr: "ok" }),
  }),
  "commutationTicket.price": row({
    request: () => ({ query: { dept: "新宿", arvl: "東京" } }),
    expect: everyone,
  }),
  "commutationTicket.upload": row({
    request: (_, { kit }) => ({ multipart: [kit.pngPart("file")] }),
    expect: everyone,
  }),
  // The owner's action: those who see the ticket are refused (401), anyone else finds nothing.
  "commutationTicket.addEvidence": row({
    setup: waiting,
    request: ({ id }, { kit }) => ({ params: { id }, multipart: [kit.pngPart("file")] }),
    expect: byOwner,
  }),
  "commutationTicket.presignURL": [
    row({
      state: "a file of a ticket",
      setup: ticketWithEvidence(),
      request: ({ evidenceId }) => ({ body: { evidenceId } }),
      expect: seers,
    }),
    row({
      // Before a ticket claims it, an upload is its uploader's alone.
      state: "an upload no ticket claimed yet",
      setup: async ({ kit, cast }) => {
        const upload = await kit.upload<{ id: number }>(cast.people.owner, "/api/commutationTicket/upload", [
          kit.pngPart("file"),
        ]);
        return { evidenceId: upload.id };
      },
      request: ({ evidenceId }) => ({ body: { evidenceId } }),
      expect: ownerOnly,
    }),
  ],
  "commutationTicket.downloadEvidence": [
    row({
      state: "a link the owner was given",
      setup: async (context) => {
        const scene = await ticketWithEvidence()(context);
        return { url: await evidenceLinkOf(context.kit, scene.owner, scene.evidenceId) };
      },
      request: ({ url }) => ({ url }),
      expect: anyone("ok"),
    }),
    row({
      state: "a tampered link",
      setup: async (context) => {
        const scene = await ticketWithEvidence()(context);
        const url = await evidenceLinkOf(context.kit, scene.owner, scene.evidenceId);
        return { url: url.replace(/\.(.)/, (_, first) => `.${first === "A" ? "B" : "A"}`) };
      },
      request: ({ url }) => ({ url }),
      expect: anyone(403),
    }),
  ],
  "commutationTicket.download": row({
    setup: ticketWithEvidence(),
    request: ({ id, evidenceId }) => ({ params: { a: id, b: evidenceId } }),
    expect: seers,
  }),
});
