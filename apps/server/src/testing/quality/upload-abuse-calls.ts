import { CampaignLimits } from "@portal/contract/campaign/campaign.constants";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import { AvatarLimits } from "@portal/contract/employee-avatar/employee-avatar.constants";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import type { ChangeRequest } from "@portal/contract/employee-change/employee-change.schema";
import { HelpLimits } from "@portal/contract/help/help.constants";
import type { LightMyRequestResponse } from "fastify";
import type { FormPart } from "../upload";

/** Every upload call as the upload suites send it: its form, its limits, where its files are kept. */

type Headers = Record<string, string>;
type Response = LightMyRequestResponse;

/** Cuts a multipart body short, as a client that stops sending or loses its connection does. */
export type Cut = (payload: Buffer) => Buffer;

export interface UploadCall {
  name: string;
  /** The call's key in the route table (upload-routes.ts lists every upload call). */
  key: string;
  /** The form's file field, and the field the errors name. */
  field: string;
  errorField: string;
  maxBytes: number;
  acceptsPdf: boolean;
  /** Sends the files with whatever else the call needs, the body cut short by `cut` if given. */
  send(files: FormPart[], language?: string, cut?: Cut): Promise<Response>;
  /** The kept files' names and download URLs, from an accepted answer (routes that keep names). */
  kept?(response: Response): Promise<{ fileName: string; url: string; headers: Headers }[]>;
}

/** A file part, sent as a browser sends a file it cannot type. */
export const file = (name: string, fileName: string, content: Buffer): FormPart => ({
  name,
  filename: fileName,
  contentType: "application/octet-stream",
  content,
});

/** What the calls need of the company: its people signed in, and the objects files are added to. */
export interface UploadCallContext {
  post(url: string, headers: Headers, parts: FormPart[], language?: string, cut?: Cut): Promise<Response>;
  auth: Record<string, Headers>;
  ids: Record<string, number>;
  ticketId: number;
  changeRequestId: number;
  educationRequestId: number;
  /** Ticket evidence downloads: the owner's presigned link for an evidence id. */
  ticketDownload(evidenceId: number, who: string): Promise<string>;
}

export function uploadAbuseCalls(context: UploadCallContext): UploadCall[] {
  const { post, auth, ids, ticketId, changeRequestId, educationRequestId, ticketDownload } = context;
  const changeRequestFiles = (who: string) => async (response: Response) =>
    response.json<ChangeRequest>().evidences.map((evidence) => ({
      fileName: evidence.fileName,
      url: `/api/employeeChange/requests/${response.json<ChangeRequest>().id}/evidences/${evidence.id}`,
      headers: auth[who] as Headers,
    }));
  const ticketKept = (who: string) => async (response: Response) => {
    const evidence = response.json<{ id: number; fileName: string }>();
    return [{ fileName: evidence.fileName, url: await ticketDownload(evidence.id, who), headers: {} }];
  };
  return [
    {
      name: "ticket evidence upload",
      key: "commutationTicket.upload",
      field: "file",
      errorField: "file",
      maxBytes: TicketLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post("/api/commutationTicket/upload", auth.employee1 as Headers, files, language, cut),
      kept: ticketKept("employee1"),
    },
    {
      name: "evidence added to a ticket",
      key: "commutationTicket.addEvidence",
      field: "file",
      errorField: "file",
      maxBytes: TicketLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(`/api/commutationTicket/${ticketId}/evidence`, auth.employee1 as Headers, files, language, cut),
      kept: ticketKept("employee1"),
    },
    {
      name: "evidence HR uploads for an employee",
      key: "commutationTicket.uploadEvidenceForAF",
      field: "file",
      errorField: "file",
      maxBytes: TicketLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(
          "/api/commutationTicket/uploadEvidenceForAF",
          auth.hr1 as Headers,
          [{ name: "employeeId", content: String(ids.employee1) }, ...files],
          language,
          cut,
        ),
      kept: ticketKept("hr1"),
    },
    {
      name: "change request evidence",
      key: "employeeChange.uploadEvidences",
      field: "evidences",
      errorField: "evidences",
      maxBytes: ChangeRequestLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(
          `/api/employeeChange/requests/${changeRequestId}/evidences`,
          auth.employee1 as Headers,
          files,
          language,
          cut,
        ),
      kept: async (response) => (await changeRequestFiles("employee1")(response)).slice(-1),
    },
    {
      name: "education certificates",
      key: "employeeEducation.uploadEducationCertificates",
      field: "evidences",
      errorField: "evidences",
      maxBytes: ChangeRequestLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(
          "/api/employee/upload-education-certficates",
          auth.employee1 as Headers,
          [{ name: "requestId", content: String(educationRequestId) }, ...files],
          language,
          cut,
        ),
      kept: async (response) => (await changeRequestFiles("employee1")(response)).slice(-1),
    },
    {
      name: "bank account change request",
      key: "employeeBankAccount.updateBankAccountRequest",
      field: "evidences",
      errorField: "evidences",
      maxBytes: ChangeRequestLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(
          "/api/employeeBankAccount/updateBankAccountRequest",
          auth.banker as Headers,
          [
            {
              name: "bankAccount",
              content: JSON.stringify({
                bankCode: "0001",
                branchCode: "001",
                accountCategory: 1,
                accountName: "テスト",
                accountNumber: "1234567",
              }),
            },
            ...files,
          ],
          language,
          cut,
        ),
      kept: changeRequestFiles("banker"),
    },
    {
      name: "bank account removal request",
      key: "employeeBankAccount.deleteBankAccountRequest",
      field: "evidences",
      errorField: "evidences",
      maxBytes: ChangeRequestLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(
          "/api/employeeBankAccount/deleteBankAccountRequest",
          auth.banker as Headers,
          [{ name: "bankAccount", content: JSON.stringify({ reason: "closed" }) }, ...files],
          language,
          cut,
        ),
      kept: changeRequestFiles("banker"),
    },
    {
      name: "chat message with files",
      key: "chatbot.sendMessage",
      field: "files",
      errorField: "files",
      maxBytes: TicketLimits.evidenceMaxBytes,
      acceptsPdf: true,
      send: (files, language, cut) =>
        post(
          "/api/chatbot/send-message",
          { ...(auth.employee1 as Headers), module: "FES" },
          [{ name: "message", content: "" }, ...files],
          language,
          cut,
        ),
    },
    {
      name: "profile photo",
      key: "employeeAvatar.uploadAvatar",
      field: "file",
      errorField: "file",
      maxBytes: AvatarLimits.maxBytes,
      acceptsPdf: false,
      send: (files, language, cut) =>
        post("/api/employeeAvatar/uploadAvatar", auth.employee1 as Headers, files, language, cut),
    },
    {
      name: "campaign banner",
      key: "campaign.uploadImage",
      field: "file",
      errorField: "file",
      maxBytes: CampaignLimits.imageMaxBytes,
      acceptsPdf: false,
      send: (files, language, cut) =>
        post("/api/campaigns/images", auth.hr1 as Headers, files, language, cut),
    },
    {
      name: "help image",
      key: "help.uploadImage",
      field: "file",
      errorField: "file",
      maxBytes: HelpLimits.imageMaxBytes,
      acceptsPdf: false,
      send: (files, language, cut) => post("/api/markdown/images", auth.hr1 as Headers, files, language, cut),
    },
  ];
}
