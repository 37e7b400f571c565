import { certificateSignature } from "../../../features/employee-education/education-certificate";
import {
  avatarOf,
  bachelor,
  bankAccountOf,
  bankRequestOf,
  careerRecord,
  certificateLinkOf,
  educationOf,
  educationRequestOf,
  newBankAccount,
  workingAddressOf,
  workingHistoryOf,
} from "../permission-objects";
import { anyone, policyOf, row, signedIn } from "../permission-types";

const everyone = signedIn({ others: "ok" });
/** An employee's records by employee id: theirs and HR's; others 401. */
const ownerOrHr = signedIn({ others: 401, owner: "ok", hr: "ok" });
/**
 * A record or request by its id: the owner's and HR's to read; to anyone else it does not exist
 * (404, decision 024).
 */
const readers = signedIn({ others: 404, owner: "ok", hr: "ok" });
/** The owner changes it; HR, who reads it, may not (401); to anyone else it does not exist (404). */
const ownerChanges = signedIn({ others: 404, owner: "ok", hr: 401 });

const yokohama = (today: string) => ({
  postCode: "2200012",
  address1: "神奈川県横浜市西区みなとみらい",
  address2: "3-6-1",
  changeDate: today,
});

/** The employee's records: education, working address, working history, photo, salary account. */
export const recordsPolicy = policyOf({
  "employeeEducation.getEducation": row({ request: () => ({}), expect: everyone }),
  "employeeEducation.getEducationRequest": row({ request: () => ({}), expect: everyone }),
  "employeeEducation.addEducationRequest": row({ request: () => ({ body: bachelor }), expect: everyone }),
  "employeeEducation.updateEducationRequest": row({
    setup: async ({ kit, cast }) => educationOf(kit, cast, cast.people.owner),
    request: ({ id }) => ({ body: { ...bachelor, graduationRating: "Excellent", employeeEducationId: id } }),
    expect: ownerChanges,
  }),
  "employeeEducation.uploadEducationCertificates": row({
    setup: async ({ kit, cast }) => ({ requestId: await educationRequestOf(kit, cast.people.owner) }),
    request: ({ requestId }, { kit }) => ({
      multipart: [{ name: "requestId", content: String(requestId) }, kit.pngPart("evidences")],
    }),
    expect: ownerChanges,
  }),
  "employeeEducation.educationPresignUrl": row({
    setup: async ({ kit, cast }) => educationOf(kit, cast, cast.people.owner),
    request: ({ id, certificateId }) => ({ params: { id }, query: { evidenceId: certificateId } }),
    expect: readers,
  }),
  "employeeEducation.educationCertificate": [
    row({
      state: "a link the owner was given",
      setup: async ({ kit, cast }) => {
        const record = await educationOf(kit, cast, cast.people.owner);
        return { url: await certificateLinkOf(kit, cast.people.owner, record.id, record.certificateId) };
      },
      request: ({ url }) => ({ url }),
      expect: anyone("ok"),
    }),
    row({
      state: "a tampered link",
      setup: async ({ kit, cast }) => {
        const record = await educationOf(kit, cast, cast.people.owner);
        const url = await certificateLinkOf(kit, cast.people.owner, record.id, record.certificateId);
        return { url: url.replace(/signature=(.)/, (_, first) => `signature=${first === "A" ? "B" : "A"}`) };
      },
      request: ({ url }) => ({ url }),
      expect: anyone(404),
    }),
    row({
      state: "a link past its expiry",
      setup: async ({ kit, cast }) => {
        const { certificateId } = await educationOf(kit, cast, cast.people.owner);
        const expires = Date.parse("2026-11-01T00:00:00Z");
        const signature = certificateSignature(kit.config.tokenSecret, certificateId, expires);
        return { certificateId, expires, signature };
      },
      request: ({ certificateId, expires, signature }) => ({
        params: { evidenceId: certificateId },
        query: { expires, signature },
      }),
      expect: anyone(410),
    }),
  ],
  "employeeWorkingAddress.getWorkingAddress": row({ request: () => ({}), expect: everyone }),
  "employeeWorkingAddress.getEmployeeWorkingAddress": row({
    request: (_, { owner }) => ({ params: { id: owner.id } }),
    expect: ownerOrHr,
  }),
  "employeeWorkingAddress.getWorkingAddressById": row({
    setup: async ({ kit, cast }) => ({ id: await workingAddressOf(kit, cast.people.owner) }),
    request: ({ id }) => ({ params: { id } }),
    expect: readers,
  }),
  // Everyone records their own (nobody of a new company has one yet).
  "employeeWorkingAddress.addWorkingAddress": row({
    request: (_, { kit }) => ({
      body: { postCode: "1000005", address1: "東京都千代田区丸の内1-1-1", changeDate: kit.today },
    }),
    expect: everyone,
  }),
  "employeeWorkingAddress.changeWorkingAddress": row({
    request: (_, { kit }) => ({ body: yokohama(kit.today) }),
    expect: everyone,
  }),
  "workingHistory.list": [
    row({ state: "the caller's own", request: () => ({}), expect: everyone }),
    row({
      state: "naming the owner",
      request: (_, { owner }) => ({ query: { employeeId: owner.id } }),
      expect: ownerOrHr,
    }),
  ],
  "workingHistory.create": row({ request: () => ({ body: careerRecord }), expect: everyone }),
  "workingHistory.update": row({
    setup: async ({ kit, cast }) => ({ id: await workingHistoryOf(kit, cast.people.owner) }),
    request: ({ id }) => ({ params: { id }, body: { ...careerRecord, role: "Lead" } }),
    expect: ownerChanges,
  }),
  "workingHistory.remove": row({
    setup: async ({ kit, cast }) => ({ id: await workingHistoryOf(kit, cast.people.owner) }),
    request: ({ id }) => ({ params: { id } }),
    expect: ownerChanges,
  }),
  "employeeAvatar.uploadAvatar": row({
    request: (_, { kit }) => ({ multipart: [kit.pngPart("file")] }),
    expect: everyone,
  }),
  "employeeAvatar.getAvatar": row({ request: () => ({}), expect: everyone }),
  "employeeAvatar.image": [
    row({
      state: "the owner's photo",
      setup: async ({ kit, cast }) => ({ url: await avatarOf(kit, cast.people.owner) }),
      request: ({ url }) => ({ url }),
      expect: anyone("ok"),
    }),
    row({
      state: "a version that was never served",
      setup: async ({ kit, cast }) => {
        await avatarOf(kit, cast.people.owner);
        return {};
      },
      request: (_, { owner }) => ({ params: { employeeId: owner.id, version: "A".repeat(32) } }),
      expect: anyone(404),
    }),
  ],
  "employeeBankAccount.getBanks": row({ request: () => ({ query: { search: "みずほ" } }), expect: everyone }),
  "employeeBankAccount.getBranches": row({
    request: () => ({ params: { bankCode: "0001" }, query: { search: "東京" } }),
    expect: everyone,
  }),
  "employeeBankAccount.getBankAccount": row({ request: () => ({}), expect: everyone }),
  "employeeBankAccount.updateBankAccountRequest": [
    row({
      state: "a new account",
      request: () => ({ multipart: [{ name: "bankAccount", content: JSON.stringify(newBankAccount) }] }),
      expect: everyone,
    }),
    row({
      state: "editing the owner's open request",
      setup: async ({ kit, cast }) => {
        const owner = await kit.person(cast);
        return { owner, id: await bankRequestOf(kit, owner) };
      },
      request: ({ id }) => ({
        multipart: [
          {
            name: "bankAccount",
            content: JSON.stringify({ ...newBankAccount, id, accountNumber: "1111111" }),
          },
        ],
      }),
      expect: ownerChanges,
    }),
  ],
  // Everyone of the company has an account in use and asks to stop using their own.
  "employeeBankAccount.deleteBankAccountRequest": row({
    renew: "never",
    setup: async ({ kit, cast }) => {
      for (const person of Object.values(cast.people)) await bankAccountOf(kit, person);
      return {};
    },
    request: () => ({
      multipart: [{ name: "bankAccount", content: JSON.stringify({ reason: "Account closed" }) }],
    }),
    expect: everyone,
  }),
});
