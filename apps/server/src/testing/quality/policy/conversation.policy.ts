import { ChatHeaders } from "@portal/contract/chatbot/chatbot.constants";
import { changeRequestOf, type RequestStatus } from "../permission-objects";
import { chatSessionOf, commentOf } from "../permission-portal-objects";
import { policyOf, row, type SetupContext, signedIn, ticketSeers } from "../permission-types";
import type { Person } from "../permission-world";
import { ticketIn } from "./ticket-scenes";

const everyone = signedIn({ others: "ok" });
/** The chat refuses (401) a key or an account that is not the caller's. */
const ownerOnly = signedIn({ others: 401, owner: "ok" });
/** A ticket's thread is read by whoever may see the ticket; to anyone else it does not exist (decision 017). */
const ticketReaders = signedIn({ others: 404, ...ticketSeers });
/** The author's own comment on a ticket's thread: the ticket's other readers get 401, anyone else 404. */
const ticketAuthorOnly = signedIn({
  others: 404,
  owner: "ok",
  ownLeader: 401,
  hr: 401,
  approver: 401,
  delegate: 401,
});
/** A change request's thread, like the request: its owner's, HR's once submitted; to others it does not exist (decision 024). */
const requestReaders = signedIn({ others: 404, owner: "ok", hr: "ok" });
/** A draft's thread is its owner's alone. */
const requestOwnerOnly = signedIn({ others: 404, owner: "ok" });

const keyOf = (person: Person) => ({ [ChatHeaders.authKey]: person.chatKey });
const ticketThread = (id: number) => ({ objectType: "commutationTicket", objectId: id });
const requestThread = (id: number) => ({ objectType: "changeRequest", objectId: id });

const requestIn =
  (status: RequestStatus) =>
  async ({ kit, cast }: SetupContext) => {
    const owner = await kit.person(cast);
    return { owner, ...(await changeRequestOf(kit, cast, owner, status)) };
  };

/** A comment of the owner on their ticket's thread. */
const ownerCommentOnTicket = async (context: SetupContext) => {
  const scene = await ticketIn()(context);
  return { ...scene, commentId: await commentOf(context.kit, scene.owner, "commutationTicket", scene.id) };
};

/** Navi, the chat assistant (decision 025), and the comment threads of tickets and change requests. */
export const conversationPolicy = policyOf({
  "chatbot.sendMessage": [
    row({
      state: "the caller's own chat",
      request: (_, { caller }) => ({ headers: keyOf(caller), body: { message: "こんにちは" } }),
      expect: everyone,
    }),
    row({
      state: "naming the owner's account",
      request: (_, { caller, owner }) => ({
        headers: keyOf(caller),
        body: { message: "こんにちは", account: owner.account },
      }),
      expect: ownerOnly,
    }),
    row({
      state: "with the owner's X-Auth-Key",
      request: (_, { owner }) => ({ headers: keyOf(owner), body: { message: "こんにちは" } }),
      expect: ownerOnly,
    }),
  ],
  "chatbot.greeting": [
    row({
      state: "the caller's own",
      request: (_, { caller }) => ({ headers: keyOf(caller), params: { id: caller.account } }),
      expect: everyone,
    }),
    row({
      state: "the owner's",
      request: (_, { caller, owner }) => ({ headers: keyOf(caller), params: { id: owner.account } }),
      expect: ownerOnly,
    }),
  ],
  "chatbot.newConversation": row({
    request: (_, { caller }) => ({ headers: keyOf(caller) }),
    expect: everyone,
  }),
  // Another user's session is "not found".
  "chatbot.history": row({
    setup: async ({ kit, cast }) => ({ sessionId: await chatSessionOf(kit, cast.people.owner) }),
    request: ({ sessionId }, { caller }) => ({ headers: keyOf(caller), params: { sessionId } }),
    expect: signedIn({ others: 404, owner: "ok" }),
  }),
  "comment.list": [
    row({
      state: "a ticket waiting for the leader",
      setup: ticketIn(),
      request: ({ id }) => ({ params: ticketThread(id) }),
      expect: ticketReaders,
    }),
    row({
      state: "a submitted change request",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: requestThread(id) }),
      expect: requestReaders,
    }),
    row({
      state: "a draft change request",
      setup: requestIn("draft"),
      request: ({ id }) => ({ params: requestThread(id) }),
      expect: requestOwnerOnly,
    }),
    row({
      state: "a draft its owner cancelled",
      setup: requestIn("cancelledDraft"),
      request: ({ id }) => ({ params: requestThread(id) }),
      expect: requestOwnerOnly,
    }),
  ],
  "comment.create": [
    row({
      state: "a ticket waiting for the leader",
      setup: ticketIn(),
      request: ({ id }) => ({ params: ticketThread(id), body: { comment: "Which line is this?" } }),
      expect: ticketReaders,
    }),
    row({
      state: "a submitted change request",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: requestThread(id), body: { comment: "Passport copy attached." } }),
      expect: requestReaders,
    }),
    row({
      // A cancelled request's thread is closed: its readers are refused on the comment (400).
      state: "a cancelled change request",
      setup: requestIn("cancelled"),
      request: ({ id }) => ({ params: requestThread(id), body: { comment: "Still there?" } }),
      expect: signedIn({ others: 404, owner: 400, hr: 400 }),
    }),
  ],
  "comment.update": [
    row({
      state: "the owner's comment on their ticket",
      setup: ownerCommentOnTicket,
      request: ({ commentId }) => ({ params: { id: commentId }, body: { comment: "Which line is it?" } }),
      expect: ticketAuthorOnly,
    }),
    row({
      state: "the owner's comment on a request cancelled since",
      setup: async (context) => {
        const scene = await requestIn("submitted")(context);
        const commentId = await commentOf(context.kit, scene.owner, "changeRequest", scene.id);
        await context.kit.call(scene.owner, "POST", `/api/employeeChange/requests/${scene.id}/cancel`);
        return { ...scene, commentId };
      },
      request: ({ commentId }) => ({ params: { id: commentId }, body: { comment: "Never mind." } }),
      // HR still reads the request, but the comment is not theirs (401); to others it does not exist.
      expect: signedIn({ others: 404, owner: 400, hr: 401 }),
    }),
  ],
  "comment.remove": row({
    state: "the owner's comment on their ticket",
    setup: ownerCommentOnTicket,
    request: ({ commentId }) => ({ params: { id: commentId } }),
    expect: ticketAuthorOnly,
  }),
});
