import { TicketStatus } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { endDateOf } from "@portal/contract/commutation-ticket/ticket-rules";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import type { Education } from "@portal/contract/employee-education/employee-education.schema";
import { insertTicket } from "../../features/commutation-ticket/commutation-ticket.repository";
import { createRoute } from "../../features/commutation-ticket/commuting-route.repository";
import { ticketLeg } from "../ticket-company";
import { multipartPayload } from "../upload";
import type { Cast, Kit, Person } from "./permission-world";

// The employee's objects rows act on: tickets, change requests, education, working address and
// history, salary account, photo. Made through the API as their owners would, except tickets,
// inserted as the demo seed does.

/**
 * A ticket of the owner in a status, on a route of its own, inserted as the demo seed does (the
 * API's way there is what other rows test; this keeps the matrix fast).
 */
export async function ticketOf(
  kit: Kit,
  owner: Person,
  status: TicketStatus = TicketStatus.submittedToManager,
) {
  const now = new Date().toISOString();
  const leg = ticketLeg();
  const route = await createRoute(kit.db, owner.id, now);
  const isCancel = status === TicketStatus.cancelling || status === TicketStatus.cancelled;
  const id = await insertTicket(kit.db, {
    routeId: route.id,
    employeeId: owner.id,
    kind: "createTicket",
    previousTicketId: null,
    ticketSequence: 1,
    departure: leg.departure,
    arrival: leg.arrival,
    transportType: leg.transportType,
    amount: leg.amount,
    duration: 1,
    startDate: leg.startDate,
    endDate: endDateOf(leg.startDate, 1),
    notes: "",
    workingAddress: "〒1000005 東京都千代田区丸の内1-1-1",
    status,
    overBudget: 0,
    ...(isCancel && { cancelDate: "2026-12-10", cancelType: "renewal", refundAmount: 0, cancelReason: 1 }),
    rejectReason: null,
    submittedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { id, routeId: route.id };
}

/** An evidence file the owner attached to their ticket. */
export async function ticketEvidenceOf(kit: Kit, owner: Person, ticketId: number): Promise<number> {
  const evidence = await kit.upload<{ id: number }>(owner, `/api/commutationTicket/${ticketId}/evidence`, [
    kit.pngPart("file"),
  ]);
  return evidence.id;
}

/** A presigned link to a ticket's evidence file, as the owner gets it. */
export async function evidenceLinkOf(kit: Kit, owner: Person, evidenceId: number): Promise<string> {
  return (await kit.call<{ url: string }>(owner, "POST", "/api/commutationTicket/presignURL", { evidenceId }))
    .url;
}

/** A request's status; a cancelled one was submitted first, a cancelled draft never was. */
export type RequestStatus = "draft" | "submitted" | "approved" | "rejected" | "cancelled" | "cancelledDraft";

/** A profile change request of the owner (nationality) in a status, with an evidence file if asked. */
export async function changeRequestOf(
  kit: Kit,
  cast: Cast,
  owner: Person,
  status: RequestStatus,
  options: { withFile?: boolean } = {},
) {
  const base = "/api/employeeChange/requests";
  const draft = await kit.call<ChangeRequest>(owner, "POST", base, {
    fields: { nationality: "Vietnamese" },
    effectiveDate: kit.today,
    draft: true,
  });
  const withFile = options.withFile
    ? await kit.upload<ChangeRequest>(owner, `${base}/${draft.id}/evidences`, [kit.pngPart("evidences")])
    : undefined;
  const evidenceId = withFile?.evidences[0]?.id ?? 0;
  const hr = cast.people.hr;
  if (status !== "draft" && status !== "cancelledDraft")
    await kit.call(owner, "POST", `${base}/${draft.id}/submit`);
  if (status === "approved") await kit.call(hr, "POST", `${base}/${draft.id}/approve`, {});
  if (status === "rejected")
    await kit.call(hr, "POST", `${base}/${draft.id}/reject`, { reason: "Unreadable" });
  if (status === "cancelled" || status === "cancelledDraft") {
    await kit.call(owner, "POST", `${base}/${draft.id}/cancel`);
  }
  return { id: draft.id, evidenceId };
}

export const bachelor = {
  schoolName: "Hanoi University of Science and Technology",
  literacy: "bachelor",
  specialized: "Computer Science",
  graduationYear: 2015,
  graduationRating: "Good",
  status: "graduated",
};

/** An open education request of the owner (a new record, submitted to HR). */
export async function educationRequestOf(kit: Kit, owner: Person): Promise<number> {
  return (await kit.call<ChangeRequest>(owner, "POST", "/api/employee/add-education-request", bachelor)).id;
}

/** An approved education record of the owner with one certificate. */
export async function educationOf(kit: Kit, cast: Cast, owner: Person) {
  const requestId = await educationRequestOf(kit, owner);
  await kit.upload(owner, "/api/employee/upload-education-certficates", [
    { name: "requestId", content: String(requestId) },
    kit.pngPart("evidences"),
  ]);
  await kit.call(cast.people.hr, "POST", `/api/employeeChange/requests/${requestId}/approve`, {});
  const [record] = await kit.call<Education[]>(owner, "GET", "/api/employee/get-education");
  const certificateId = record?.evidences[0]?.id;
  if (!record || certificateId === undefined) throw new Error("no education record with a certificate");
  return { id: record.id, certificateId };
}

/** A signed link to the owner's certificate, as education-presign-url gives it. */
export async function certificateLinkOf(kit: Kit, owner: Person, educationId: number, certificateId: number) {
  const url = `/api/employee/${educationId}/education-presign-url?evidenceId=${certificateId}`;
  return (await kit.call<{ url: string }>(owner, "GET", url)).url;
}

/** The owner's first working address (Tokyo, from today). */
export async function workingAddressOf(kit: Kit, owner: Person): Promise<number> {
  const result = await kit.call<{ workingAddress: { id: number } }>(
    owner,
    "POST",
    "/api/employeeWorkingAddress/addWorkingAddress",
    { postCode: "1000005", address1: "東京都千代田区丸の内1-1-1", changeDate: kit.today },
  );
  return result.workingAddress.id;
}

export const careerRecord = {
  companyName: "Tokai Systems Co., Ltd.",
  projectName: "Bank core system",
  role: "Programmer",
  fromMonth: "2018-04",
  toMonth: "2021-03",
  technologies: "COBOL, Java",
  description: "Batch maintenance.",
};

/** A record of the owner's working history. */
export async function workingHistoryOf(kit: Kit, owner: Person): Promise<number> {
  return (await kit.call<{ id: number }>(owner, "POST", "/api/workinghistory", careerRecord)).id;
}

/** The salary account the person uses (Mizuho, a payroll bank). */
export async function bankAccountOf(kit: Kit, person: Person): Promise<void> {
  const now = new Date().toISOString();
  await kit.db
    .insertInto("employeeBankAccounts")
    .values({
      employeeId: person.id,
      bankCode: "0001",
      bankName: "みずほ",
      branchCode: "001",
      branchName: "東京営業部",
      accountCategory: 1,
      accountName: "ｻﾄｳ ｹﾝﾀ",
      accountNumber: "7654321",
      effectiveDate: "2020-04-01",
      requestId: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** A new salary account as the bankAccount JSON part sends it (Mizuho needs no evidence). */
export const newBankAccount = {
  bankCode: "0001",
  branchCode: "001",
  accountCategory: 1,
  accountName: "サトウ　ケンタ",
  accountNumber: "1234567",
};

/** The owner's open request to change their salary account. */
export async function bankRequestOf(kit: Kit, owner: Person): Promise<number> {
  const url = "/api/employeeBankAccount/updateBankAccountRequest";
  const parts = [{ name: "bankAccount", content: JSON.stringify(newBankAccount) }];
  return (await kit.upload<ChangeRequest>(owner, url, parts)).id;
}

/** The URL of the owner's profile photo. */
export async function avatarOf(kit: Kit, owner: Person): Promise<string> {
  const body = multipartPayload([kit.pngPart("file")]);
  const response = await kit.app.inject({
    method: "POST",
    url: "/api/employeeAvatar/uploadAvatar",
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`avatar upload answered ${response.statusCode}`);
  return response.body;
}
