import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { type SendMessageFields, sendMessageFieldsSchema } from "@portal/contract/chatbot/chatbot.schema";
import { HttpStatus } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import {
  cleanFileName,
  detectEvidenceType,
  evidenceRefused,
  inspectEvidence,
} from "../../lib/evidence-storage";
import type { ReadUpload } from "../../lib/upload-reader";
import { RequestValidationError } from "../../plugins/validation";
import type { ChatFile } from "./engine/chat-context";

const textParts = Object.keys(sendMessageFieldsSchema.shape);

/** Multipart limits of send-message: the text parts and up to ChatLimits.maxFiles files. */
export const chatMultipartLimits = {
  fileSize: TicketLimits.evidenceMaxBytes,
  // One more than allowed, so that too many files is told apart from the parser's own limit.
  files: ChatLimits.maxFiles + 1,
  fields: textParts.length,
  parts: textParts.length + ChatLimits.maxFiles + 1,
  fieldSize: 64 * 1024,
} as const;

export const ChatbotMessages = {
  accountMismatch: "chatbot.accountMismatch",
  authKeyInvalid: "chatbot.authKeyInvalid",
  moduleInvalid: "chatbot.moduleInvalid",
  eventInvalid: "chatbot.eventInvalid",
  fileType: "chatbot.fileType",
  fileTooLarge: "chatbot.fileTooLarge",
  tooManyFiles: "chatbot.tooManyFiles",
  notMultipart: "chatbot.notMultipart",
} as const;

const tooManyFiles = () =>
  AppError.field("files", ChatbotMessages.tooManyFiles, { max: ChatLimits.maxFiles });

const fileTooLarge = () =>
  AppError.field(
    "files",
    ChatbotMessages.fileTooLarge,
    { maxMegabytes: TicketLimits.evidenceMaxBytes / (1024 * 1024) },
    HttpStatus.payloadTooLarge,
  );

/** The message as sent: its text parts checked by the contract, and its files. */
export interface ChatMessageInput {
  fields: SendMessageFields;
  files: ChatFile[];
}

/**
 * Reads send-message: multipart (the text parts and `files`, each streamed to a temporary file),
 * or, without files, the same text parts as a JSON object. Every file must be an image or a PDF
 * by its content (what ticket evidence accepts: the flows store them through the evidence service,
 * which re-encodes images).
 */
export async function readChatMessage(request: FastifyRequest, read: ReadUpload): Promise<ChatMessageInput> {
  const files: ChatFile[] = [];
  let raw: unknown = request.body ?? {};
  if (request.isMultipart()) {
    const form = await read({ fileFields: ["files"], tooLarge: fileTooLarge, tooManyFiles });
    if (!form) throw new AppError(HttpStatus.badRequest, ChatbotMessages.notMultipart);
    const [stray] = form.strayParts;
    if (stray !== undefined) throw AppError.field(stray, "common.invalidRequest");
    for (const file of form.files) {
      // A browser's empty file input.
      if (file.size === 0 && !file.fileName) continue;
      const problem = await inspectEvidence(file);
      const type = detectEvidenceType(file.head);
      if (problem || !type) throw evidenceRefused("files", problem ?? "type", ChatbotMessages.fileType);
      // The history shows the name: cleaned as the evidence it becomes will be.
      files.push({ fileName: cleanFileName(file.fileName, type), file });
    }
    if (files.length > ChatLimits.maxFiles) throw tooManyFiles();
    raw = form.fields;
  }
  const parsed = sendMessageFieldsSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return { fields: parsed.data, files };
}
