import { ChatLimits } from "@portal/contract/chatbot/chatbot.constants";
import { type SendMessageFields, sendMessageFieldsSchema } from "@portal/contract/chatbot/chatbot.schema";
import { HttpStatus } from "@portal/contract/common/http";
import { TicketLimits } from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { RequestValidationError } from "../../plugins/validation";
import {
  cleanFileName,
  detectEvidenceType,
  evidenceRefused,
  inspectEvidence,
} from "../commutation-ticket/evidence.storage";
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

/** The message as sent: its text parts checked by the contract, and its files. */
export interface ChatMessageInput {
  fields: SendMessageFields;
  files: ChatFile[];
}

/**
 * Reads send-message: multipart (the text parts and `files`), or, without files, the same text
 * parts as a JSON object. Every file must be an image or a PDF by its content (what ticket
 * evidence accepts: the flows store them through the evidence service, which re-encodes images).
 */
export async function readChatMessage(request: FastifyRequest): Promise<ChatMessageInput> {
  const files: ChatFile[] = [];
  let raw: unknown = request.body ?? {};
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    // A refused part is remembered and the body read to its end, so the answer is not cut short.
    let refused: AppError | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === "file" && part.fieldname !== "files") {
          refused ??= AppError.field(part.fieldname, "common.invalidRequest");
          part.file.resume();
        } else if (part.type === "file") {
          const bytes = await part.toBuffer();
          if (bytes.length === 0 && !part.filename) continue;
          const problem = await inspectEvidence(bytes);
          const type = detectEvidenceType(bytes);
          if (problem || !type) {
            refused ??= evidenceRefused("files", problem ?? "type", ChatbotMessages.fileType);
            continue;
          }
          // The history shows the name: cleaned as the evidence it becomes will be.
          files.push({ fileName: cleanFileName(part.filename, type), bytes });
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const errors = request.server.multipartErrors;
      if (error instanceof errors.RequestFileTooLargeError) {
        const maxMegabytes = TicketLimits.evidenceMaxBytes / (1024 * 1024);
        throw AppError.field(
          "files",
          ChatbotMessages.fileTooLarge,
          { maxMegabytes },
          HttpStatus.payloadTooLarge,
        );
      }
      if (error instanceof errors.FilesLimitError) throw tooManyFiles();
      const status = (error as { statusCode?: number }).statusCode ?? HttpStatus.serverError;
      if (status < HttpStatus.serverError) {
        throw new AppError(HttpStatus.badRequest, ChatbotMessages.notMultipart, { cause: error });
      }
      throw error;
    }
    if (refused) throw refused;
    if (files.length > ChatLimits.maxFiles) throw tooManyFiles();
    raw = fields;
  }
  const parsed = sendMessageFieldsSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error);
  return { fields: parsed.data, files };
}
