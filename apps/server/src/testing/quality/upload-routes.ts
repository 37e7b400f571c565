import {
  bankAccountDeleteRequestSchema,
  bankAccountRequestSchema,
} from "@portal/contract/bank-account/bank-account.schema";
import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { chatEventSchema, sendMessageFieldsSchema } from "@portal/contract/chatbot/chatbot.schema";
import type { RouteDefinition } from "@portal/contract/common/route";
import { ChangeRequestLimits } from "@portal/contract/employee-change/employee-change.constants";
import { educationCertificatesFieldsSchema } from "@portal/contract/employee-education/employee-education.schema";
import { routes } from "@portal/contract/routes";
import fc from "fast-check";
import { z } from "zod";
import type { FormPart } from "../upload";
import type { BadInputCompany } from "./bad-input-company";
import type { NaughtySlot } from "./naughty-plan";
import { browserFileName } from "./route-request";
import { arbitraryOf } from "./schema-arbitraries";
import { fillSlot, stringSlots } from "./schema-inputs";
import { isFreeText } from "./zod-walk";

type Company = BadInputCompany;

/** A text part of an upload: the schema its text is read with, and a valid text. */
export interface TextPart {
  schema: z.ZodType;
  valid: (company: Company) => string;
}

/**
 * A multipart call, as its route's documentation describes it (the contract has no schema for a
 * multipart body): its text parts, a JSON part if any, and the name and number of its file parts.
 */
export interface UploadRoute {
  key: string;
  /** Tells apart two ways of calling the same route. */
  variant?: string;
  route: RouteDefinition;
  params?: (company: Company) => Record<string, unknown>;
  text: Record<string, TextPart>;
  json?: { name: string; schema: z.ZodType; valid: Record<string, unknown> };
  file: { name: string; max: number };
}

/** Text read as a positive id (Number(), then a safe-integer check, or a coerced zod number). */
const idText = z.string().regex(/^\d+$/);

/** send-message's text parts, with valid values over the defaults; `data` left out if it is JSON. */
const chatText = (valid: Record<string, string>, withData: boolean): Record<string, TextPart> =>
  Object.fromEntries(
    Object.entries(sendMessageFieldsSchema.shape)
      .filter(([name]) => withData || name !== "data")
      .map(([name, schema]) => [name, { schema: schema as z.ZodType, valid: () => valid[name] ?? "" }]),
  );

/** Every upload call of the route table (the routes that answer 413). */
export const uploadRoutes: UploadRoute[] = [
  {
    key: "campaign.uploadImage",
    route: routes.campaign.uploadImage,
    text: {},
    file: { name: "file", max: 1 },
  },
  { key: "help.uploadImage", route: routes.help.uploadImage, text: {}, file: { name: "file", max: 1 } },
  {
    key: "employeeAvatar.uploadAvatar",
    route: routes.employeeAvatar.uploadAvatar,
    text: {},
    file: { name: "file", max: 1 },
  },
  {
    key: "commutationTicket.upload",
    route: routes.commutationTicket.upload,
    text: { purpose: { schema: z.enum(["ticket", "cancel"]), valid: () => "ticket" } },
    file: { name: "file", max: 1 },
  },
  {
    key: "commutationTicket.addEvidence",
    route: routes.commutationTicket.addEvidence,
    params: (company) => ({ id: company.ticketId }),
    text: {},
    file: { name: "file", max: 1 },
  },
  {
    key: "commutationTicket.uploadEvidenceForAF",
    route: routes.commutationTicket.uploadEvidenceForAF,
    text: { employeeId: { schema: idText, valid: (company) => String(company.ids.emp1) } },
    file: { name: "file", max: 1 },
  },
  {
    key: "employeeChange.uploadEvidences",
    route: routes.employeeChange.uploadEvidences,
    params: (company) => ({ id: company.changeRequestId }),
    text: {},
    file: { name: "evidences", max: ChangeRequestLimits.maxEvidences },
  },
  {
    key: "employeeEducation.uploadEducationCertificates",
    route: routes.employeeEducation.uploadEducationCertificates,
    text: {
      requestId: {
        schema: educationCertificatesFieldsSchema.shape.requestId,
        valid: (company) => String(company.educationRequestId),
      },
    },
    file: { name: "evidences", max: ChangeRequestLimits.maxEvidences },
  },
  {
    key: "employeeBankAccount.updateBankAccountRequest",
    route: routes.employeeBankAccount.updateBankAccountRequest,
    text: {},
    json: {
      name: "bankAccount",
      schema: bankAccountRequestSchema,
      valid: {
        bankCode: "0001",
        branchCode: "001",
        accountCategory: 1,
        accountName: "ﾎﾞｽ",
        accountNumber: "1234567",
        reason: "New account",
      },
    },
    file: { name: "evidences", max: ChangeRequestLimits.maxEvidences },
  },
  {
    key: "employeeBankAccount.deleteBankAccountRequest",
    route: routes.employeeBankAccount.deleteBankAccountRequest,
    text: {},
    json: { name: "bankAccount", schema: bankAccountDeleteRequestSchema, valid: { reason: "Closed" } },
    file: { name: "evidences", max: ChangeRequestLimits.maxEvidences },
  },
  {
    key: "chatbot.sendMessage",
    route: routes.chatbot.sendMessage,
    text: chatText({ message: "hello", account: "boss" }, true),
    file: { name: "files", max: ChatLimits.maxFiles },
  },
  {
    key: "chatbot.sendMessage",
    variant: "a button event",
    route: routes.chatbot.sendMessage,
    text: chatText({ account: "boss", questionType: "json" }, false),
    json: {
      name: "data",
      schema: chatEventSchema,
      valid: { event: "button", kind: "task", value: "createTicket" },
    },
    file: { name: "files", max: 0 },
  },
];

/** The text positions of an upload: its text parts, the texts of its JSON part, its file names. */
export function uploadSlots(upload: UploadRoute): NaughtySlot[] {
  const json = upload.json;
  return [
    ...Object.entries(upload.text).map(([name, part]) => ({
      id: `text.${name}`,
      isFreeText: isFreeText(part.schema),
    })),
    ...(json
      ? stringSlots(json.schema, json.valid).map((slot) => ({
          id: `json.${slot.path.join(".")}`,
          isFreeText: slot.isFreeText,
        }))
      : []),
    ...Array.from({ length: upload.file.max }, (_, index) => ({ id: `file.${index}`, isFreeText: true })),
  ];
}

/** The upload's parts, valid but for the planned strings: text parts, the JSON part, then files. */
export function uploadParts(upload: UploadRoute, company: Company, plan: Map<string, string>): FormPart[] {
  const text = Object.entries(upload.text).map(([name, part]) => ({
    name,
    content: plan.get(`text.${name}`) ?? part.valid(company),
  }));
  const json = upload.json;
  const jsonParts = json
    ? [
        {
          name: json.name,
          content: JSON.stringify(
            stringSlots(json.schema, json.valid).reduce((value, slot) => {
              const text = plan.get(`json.${slot.path.join(".")}`);
              return text === undefined ? value : fillSlot(value, slot, text);
            }, json.valid as unknown),
          ),
        },
      ]
    : [];
  const files = Array.from({ length: upload.file.max }, (_, index) => ({
    name: upload.file.name,
    filename: browserFileName(plan.get(`file.${index}`) ?? "photo.png"),
    contentType: "image/png",
    content: company.png,
  }));
  return [...text, ...jsonParts, ...files];
}

/**
 * Parts drawn by fast-check: text parts from their schemas (any of them left out), a JSON part
 * from its schema, and up to one file too many, named anyhow, holding an image, nothing or text.
 */
export function drawnUploadParts(upload: UploadRoute, company: Company): fc.Arbitrary<FormPart[]> {
  const textParts = Object.entries(upload.text).map(
    ([name, part]) => [name, arbitraryOf(part.schema, { asText: true })] as const,
  );
  const contents = { png: company.png, empty: Buffer.alloc(0), text: Buffer.from("not an image") };
  const json = upload.json;
  return fc
    .record({
      text: fc.record(Object.fromEntries(textParts), { requiredKeys: [] }),
      json: json ? fc.option(arbitraryOf(json.schema), { nil: undefined }) : fc.constant(undefined),
      files: fc.array(
        fc.record({
          filename: fc.string({ unit: "grapheme", maxLength: 80 }),
          content: fc.constantFrom("png", "empty", "text"),
        }),
        { maxLength: upload.file.max + 1 },
      ),
    })
    .map(({ text, json: drawnJson, files }) => [
      ...Object.entries(text).map(([name, value]) => ({ name, content: String(value) })),
      ...(json && drawnJson !== undefined
        ? [{ name: json.name, content: JSON.stringify(drawnJson) ?? "" }]
        : []),
      ...files.map((file) => ({
        name: upload.file.name,
        filename: browserFileName(file.filename),
        contentType: "image/png",
        content: contents[file.content],
      })),
    ]);
}
