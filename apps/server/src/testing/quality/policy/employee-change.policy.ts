import { changeRequestOf, type RequestStatus } from "../permission-objects";
import { policyOf, row, type SetupContext, signedIn } from "../permission-types";

const everyone = signedIn({ others: "ok" });
/** The caller names another employee (not a request's id): refused, 401. */
const ownerOnly = signedIn({ others: 401, owner: "ok" });
/** An employee's records by employee id: theirs and HR's; others 401. */
const ownerOrHr = signedIn({ others: 401, owner: "ok", hr: "ok" });
const hrOnly = signedIn({ others: 401, hr: "ok" });

// A request is its owner's, and HR's once submitted (a draft is its owner's alone); to anyone
// else its id is as unknown as one never used: 404 (decision 024). Who sees it but may not do
// what they ask gets 401.
/** A request only its owner sees (a draft). */
const draftOwner = signedIn({ others: 404, owner: "ok" });
/** A submitted request: its owner and HR read it. */
const requestReaders = signedIn({ others: 404, owner: "ok", hr: "ok" });
/** A submitted request its owner changes; HR, who reads it, may not. */
const ownerChanges = (owner: "ok" | 409) => signedIn({ others: 404, owner, hr: 401 });
/**
 * HR decides; the owner, who reads it, may not, nor does the owner holding HR's role decide their
 * own (decision 024).
 */
const hrDecision = signedIn({ others: 404, owner: 401, hr: "ok", decidingOwner: 401 });

/** A fresh owner's profile change request in the status (with one evidence file if asked). */
const requestIn =
  (status: RequestStatus, options: { withFile?: boolean } = {}) =>
  async ({ kit, cast }: SetupContext) => {
    const owner = await kit.person(cast);
    return { owner, ...(await changeRequestOf(kit, cast, owner, status, options)) };
  };
const withFile = { withFile: true };

const address = (today: string) => ({
  postCode: "220-0012",
  prefecture: "神奈川県",
  city: "横浜市西区",
  town: "みなとみらい",
  building: "",
  changeDate: today,
  description: "Moved house",
});

/** Change requests HR approves (decision 024), their files, HR's queue and the field history. */
export const employeeChangePolicy = policyOf({
  "employeeChange.address": [
    row({
      state: "the caller's own",
      request: (_, { kit }) => ({ body: address(kit.today) }),
      expect: everyone,
    }),
    row({
      state: "naming the owner",
      request: (_, { kit, owner }) => ({ body: { ...address(kit.today), employeeId: owner.id } }),
      expect: ownerOnly,
    }),
  ],
  "employeeChange.addressHistory": row({
    request: (_, { owner }) => ({ query: { employeeId: owner.id } }),
    expect: ownerOrHr,
  }),
  "employeeChange.latestAddress": row({
    request: (_, { owner }) => ({ query: { employeeId: owner.id } }),
    expect: ownerOrHr,
  }),
  "employeeChange.myRequests": row({ request: () => ({}), expect: everyone }),
  "employeeChange.createRequest": row({
    request: (_, { kit }) => ({
      body: { fields: { nationality: "Japanese" }, effectiveDate: kit.today, reason: "Naturalised" },
    }),
    expect: everyone,
  }),
  "employeeChange.getRequest": [
    row({
      state: "draft",
      setup: requestIn("draft"),
      request: ({ id }) => ({ params: { id } }),
      expect: draftOwner,
    }),
    row({
      state: "submitted",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: { id } }),
      expect: requestReaders,
    }),
    row({
      state: "approved",
      setup: requestIn("approved"),
      request: ({ id }) => ({ params: { id } }),
      expect: requestReaders,
    }),
    row({
      state: "cancelled",
      setup: requestIn("cancelled"),
      request: ({ id }) => ({ params: { id } }),
      expect: requestReaders,
    }),
    row({
      // Never submitted: it stays its owner's alone.
      state: "a draft its owner cancelled",
      setup: requestIn("cancelledDraft"),
      request: ({ id }) => ({ params: { id } }),
      expect: draftOwner,
    }),
  ],
  "employeeChange.updateRequest": [
    row({
      state: "draft",
      setup: requestIn("draft"),
      request: ({ id }) => ({ params: { id }, body: { reason: "Corrected" } }),
      expect: draftOwner,
    }),
    row({
      state: "submitted",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: { id }, body: { reason: "Corrected" } }),
      expect: ownerChanges("ok"),
    }),
    row({
      state: "approved",
      setup: requestIn("approved"),
      request: ({ id }) => ({ params: { id }, body: { reason: "Corrected" } }),
      expect: ownerChanges(409),
    }),
  ],
  "employeeChange.submitRequest": [
    row({
      state: "draft",
      setup: requestIn("draft"),
      request: ({ id }) => ({ params: { id } }),
      expect: draftOwner,
    }),
    row({
      state: "submitted",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: { id } }),
      expect: ownerChanges(409),
    }),
  ],
  "employeeChange.cancelRequest": [
    row({
      state: "submitted",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: { id } }),
      expect: ownerChanges("ok"),
    }),
    row({
      state: "approved",
      setup: requestIn("approved"),
      request: ({ id }) => ({ params: { id } }),
      expect: ownerChanges(409),
    }),
  ],
  "employeeChange.uploadEvidences": [
    row({
      state: "draft",
      setup: requestIn("draft"),
      request: ({ id }, { kit }) => ({ params: { id }, multipart: [kit.pngPart("evidences")] }),
      expect: draftOwner,
    }),
    row({
      state: "approved",
      setup: requestIn("approved"),
      request: ({ id }, { kit }) => ({ params: { id }, multipart: [kit.pngPart("evidences")] }),
      expect: ownerChanges(409),
    }),
  ],
  "employeeChange.deleteEvidence": row({
    state: "draft",
    setup: requestIn("draft", withFile),
    request: ({ id, evidenceId }) => ({ params: { id, evidenceId } }),
    expect: draftOwner,
  }),
  "employeeChange.downloadEvidence": [
    row({
      state: "draft",
      setup: requestIn("draft", withFile),
      request: ({ id, evidenceId }) => ({ params: { id, evidenceId } }),
      expect: draftOwner,
    }),
    row({
      state: "submitted",
      setup: requestIn("submitted", withFile),
      request: ({ id, evidenceId }) => ({ params: { id, evidenceId } }),
      expect: requestReaders,
    }),
    row({
      state: "a draft its owner cancelled",
      setup: requestIn("cancelledDraft", withFile),
      request: ({ id, evidenceId }) => ({ params: { id, evidenceId } }),
      expect: draftOwner,
    }),
  ],
  "employeeChange.review": row({ request: () => ({}), expect: hrOnly }),
  "employeeChange.approve": [
    row({
      state: "submitted",
      setup: requestIn("submitted"),
      request: ({ id }) => ({ params: { id }, body: {} }),
      expect: hrDecision,
    }),
    row({
      state: "draft",
      // HR does not see a draft.
      setup: requestIn("draft"),
      request: ({ id }) => ({ params: { id }, body: {} }),
      expect: signedIn({ others: 404, owner: 401 }),
    }),
    row({
      state: "approved",
      setup: requestIn("approved"),
      request: ({ id }) => ({ params: { id }, body: {} }),
      expect: signedIn({ others: 404, owner: 401, hr: 409, decidingOwner: 401 }),
    }),
    row({
      // The owner is an HR member too: another HR member decides (four eyes).
      state: "submitted by an HR member",
      setup: async ({ kit, cast }) => {
        const owner = await kit.person(cast, "own", { sms: 2 });
        return { owner, ...(await changeRequestOf(kit, cast, owner, "submitted")) };
      },
      request: ({ id }) => ({ params: { id }, body: {} }),
      expect: hrDecision,
    }),
  ],
  "employeeChange.reject": row({
    state: "submitted",
    setup: requestIn("submitted"),
    request: ({ id }) => ({ params: { id }, body: { reason: "The evidence is unreadable." } }),
    expect: hrDecision,
  }),
  "employeeChange.history": row({
    request: (_, { owner }) => ({ query: { employeeId: owner.id } }),
    expect: ownerOrHr,
  }),
});
