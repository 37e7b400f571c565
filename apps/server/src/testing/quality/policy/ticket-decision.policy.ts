import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { policyOf, row, signedIn } from "../permission-types";
import { endDelegations, ticketIn } from "./ticket-scenes";

const S = TicketStatus;
const everyone = signedIn({ others: "ok" });
const waiting = ticketIn(S.submittedToManager);
const approved = ticketIn(S.approved);

/**
 * A decision by the owner's leader (or its delegate): only they decide; the others who see it get
 * 401, and so does the owner holding the deciding role (nobody decides their own, decision 018).
 */
const byLeader = (granted: "ok" | 409) =>
  signedIn({
    others: 404,
    ownLeader: granted,
    delegate: granted,
    owner: 401,
    hr: 401,
    approver: 401,
    decidingOwner: 401,
  });
const byHr = (granted: "ok" | 409) =>
  signedIn({
    others: 404,
    hr: granted,
    owner: 401,
    ownLeader: 401,
    approver: 401,
    delegate: 401,
    decidingOwner: 401,
  });
const byApprover = (granted: "ok" | 409) =>
  signedIn({
    others: 404,
    approver: granted,
    delegate: granted,
    owner: 401,
    ownLeader: 401,
    hr: 401,
    decidingOwner: 401,
  });

/**
 * The decisions of the status machine (decision 017) and the leader's queue: the transition's
 * actor decides; those who see the ticket but are not its actor get 401, anyone else 404.
 */
export const ticketDecisionPolicy = policyOf({
  "commutationTicket.leaderQueue": [
    row({
      state: "the caller's own",
      request: (_, { caller }) => ({ params: { id: caller.account } }),
      expect: everyone,
    }),
    row({
      state: "the owner's",
      request: (_, { owner }) => ({ params: { id: owner.account } }),
      expect: signedIn({ others: 401, owner: "ok" }),
    }),
  ],
  "commutationTicket.leaderConfirmOrReject": [
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ body: { ids: [id], confirm: true } }),
      expect: byLeader("ok"),
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ id }) => ({ body: { ids: [id], confirm: false, reason: "Wrong station" } }),
      expect: byLeader(409),
    }),
    row({
      // The delegate held the queues until yesterday: the ticket is none of their business now.
      state: "waiting for the leader, the delegations ended yesterday",
      setup: async (context) => {
        await endDelegations(context);
        return waiting(context);
      },
      request: ({ id }) => ({ body: { ids: [id], confirm: true } }),
      expect: { ...byLeader("ok"), delegate: 404 },
    }),
  ],
  "commutationTicket.hrConfirmOrReject": [
    row({
      state: "confirmed by the leader",
      setup: ticketIn(S.managerConfirmed),
      request: ({ id }) => ({ body: { ids: [id], confirm: true } }),
      expect: byHr("ok"),
    }),
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ body: { ids: [id], confirm: false, reason: "Receipt missing" } }),
      expect: byHr(409),
    }),
  ],
  "commutationTicket.approve": [
    row({
      state: "confirmed by HR",
      setup: ticketIn(S.hrConfirmed),
      request: ({ id }) => ({ body: { ids: [id] } }),
      expect: byApprover("ok"),
    }),
    row({
      state: "waiting for the leader",
      setup: waiting,
      request: ({ id }) => ({ body: { ids: [id] } }),
      expect: byApprover(409),
    }),
    row({
      state: "confirmed by HR, the delegations ended yesterday",
      setup: async (context) => {
        await endDelegations(context);
        return ticketIn(S.hrConfirmed)(context);
      },
      request: ({ id }) => ({ body: { ids: [id] } }),
      expect: { ...byApprover("ok"), delegate: 404 },
    }),
  ],
  "commutationTicket.reject": [
    row({
      state: "confirmed by HR",
      setup: ticketIn(S.hrConfirmed),
      request: ({ id }) => ({ params: { id }, body: { reason: "Check the fare" } }),
      expect: byApprover("ok"),
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ id }) => ({ params: { id }, body: { reason: "Check the fare" } }),
      expect: byApprover(409),
    }),
  ],
  "commutationTicket.approveRefund": [
    row({
      state: "cancelling",
      setup: ticketIn(S.cancelling),
      request: ({ id }) => ({ body: { ids: [id] } }),
      expect: byHr("ok"),
    }),
    row({
      state: "approved",
      setup: approved,
      request: ({ id }) => ({ body: { ids: [id] } }),
      expect: byHr(409),
    }),
  ],
  "commutationTicket.rejectRefund": row({
    state: "cancelling",
    setup: ticketIn(S.cancelling),
    request: ({ id }) => ({ body: { ids: [id], reason: "The pass was used" } }),
    expect: byHr("ok"),
  }),
});
