import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { HttpStatus } from "@portal/contract/common/http";
import { UploadMessages } from "@portal/contract/common/upload";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Config } from "../config/env";
import { AppError } from "./app-error";
import { createUploadSlots, type UploadSlots } from "./upload-slots";

/** Bytes kept from a file's start (its type is told by them) and end (where a PDF ends). */
const headBytes = 64;
const tailBytes = 1024;

/**
 * A file part as the reader kept it: streamed to a temporary file (never held in memory), which
 * is deleted when the call ends. The route checks it there: its first bytes, its last ones, and
 * the decoder reads the file itself.
 */
export interface UploadedFile {
  fieldName: string;
  /** The name the client sent: shown once cleaned, never used on disk. */
  fileName: string;
  /** The temporary file holding the part's bytes. */
  path: string;
  size: number;
  /** The first bytes (at most 64) and the last ones (at most 1,024). */
  head: Buffer;
  tail: Buffer;
}

/** A multipart body as read: its text parts, the files kept, and the parts it did not take. */
export interface UploadedForm {
  /** Text parts by name (the last of a name wins). */
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Names of the parts read through and dropped: files of other fields, fields that are not text. */
  strayParts: string[];
}

/** What a call takes: its file fields and its own answers to a file too large or too many files. */
export interface UploadRules {
  fileFields: readonly string[];
  /** The 413 on the call's file field (the parser's fileSize limit is the call's). */
  tooLarge: () => AppError;
  /** The answer to more files than the parser's limit; without it the form is not the call's. */
  tooManyFiles?: () => AppError;
}

/** Reads the body once: undefined when it is not multipart or not a form this call takes. */
export type ReadUpload = (rules: UploadRules) => Promise<UploadedForm | undefined>;

/** The form's one file, when it is one kept file and nothing else; undefined otherwise. */
export async function readOneFile(read: ReadUpload, rules: UploadRules): Promise<UploadedFile | undefined> {
  const form = await read(rules);
  const hasOthers = !form || form.strayParts.length > 0 || Object.keys(form.fields).length > 0;
  return !hasOthers && form.files.length === 1 ? form.files[0] : undefined;
}

/** Where files are kept while their call runs: DATA_DIR/uploads-in-progress. */
export function uploadTemporaryDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads-in-progress");
}

/** The slots of each app (its config is its own), so that tests' apps do not share them. */
const slotsOfApp = new WeakMap<Config, UploadSlots>();

function uploadSlotsOf(config: Config, log: FastifyBaseLogger): UploadSlots {
  let slots = slotsOfApp.get(config);
  if (!slots) {
    slots = createUploadSlots(config.uploads);
    slotsOfApp.set(config, slots);
    void removeLeftovers(uploadTemporaryDirectory(config.dataDir)).catch((error: unknown) =>
      log.warn({ err: error }, "Could not remove the temporaries of earlier uploads"),
    );
  }
  return slots;
}

/** Older than any upload in flight can be (requests time out long before). */
const leftoverAgeMs = 60 * 60 * 1000;

/**
 * Deletes temporaries a process that stopped mid-upload left behind (a crash, a kill), once per
 * instance, on its first upload. Those of other instances sharing DATA_DIR are never that old.
 */
async function removeLeftovers(directory: string): Promise<void> {
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const file = path.join(directory, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && now - stat.mtimeMs > leftoverAgeMs) await fs.rm(file, { force: true });
  }
}

/** The answer to a body that ended before its form did. */
function incompleteUpload(cause: unknown): AppError {
  return new AppError(HttpStatus.badRequest, UploadMessages.incomplete, { cause });
}

/**
 * Runs an upload call: `work` gets `read`, which takes an upload slot of the user (429 beyond the
 * caps), streams each file part to a temporary file (stopping at the parser's size limit) and
 * hands back the form. When `work` ends, however it ends (answered, refused, failed, or the client
 * gone: the parser ends the body's reading when the request closes), the temporaries are deleted
 * and the slot given back. Every multipart route reads its body through here.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  userId: number,
  work: (read: ReadUpload) => Promise<T>,
): Promise<T> {
  const { config } = request.server.deps;
  const temporaries: string[] = [];
  let release: (() => void) | undefined;
  let hasRead = false;

  async function saveToTemporary(part: MultipartFile): Promise<UploadedFile> {
    const directory = uploadTemporaryDirectory(config.dataDir);
    await fs.mkdir(directory, { recursive: true });
    const filePath = path.join(directory, `${randomBytes(16).toString("hex")}.part`);
    temporaries.push(filePath);
    let size = 0;
    let head = Buffer.alloc(0);
    let tail = Buffer.alloc(0);
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (head.length < headBytes) {
          head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
        }
        // Copied, so that no chunk of the body stays referenced once written.
        tail = Buffer.from(
          Buffer.concat([tail.subarray(-tailBytes), chunk.subarray(-tailBytes)]).subarray(-tailBytes),
        );
        done(null, chunk);
      },
    });
    const sink = createWriteStream(filePath, { flags: "wx", mode: 0o640 });
    try {
      await pipeline(part.file, inspect, sink);
    } catch (error) {
      // A body cut short fails the pipeline while the file may still be opening: wait until it is
      // closed, so that the clean-up below finds (and removes) it rather than running first.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
      throw error;
    }
    return { fieldName: part.fieldname, fileName: part.filename, path: filePath, size, head, tail };
  }

  async function read(rules: UploadRules): Promise<UploadedForm | undefined> {
    if (!request.isMultipart()) return undefined;
    if (hasRead) throw new Error("An upload's body is read once");
    hasRead = true;
    release = uploadSlotsOf(config, request.log).take(userId);
    const form: UploadedForm = { fields: {}, files: [], strayParts: [] };
    const errors = request.server.multipartErrors;
    try {
      for await (const part of request.parts()) {
        if (part.type === "field") {
          if (typeof part.value === "string") form.fields[part.fieldname] = part.value;
          else form.strayParts.push(part.fieldname);
        } else if (!rules.fileFields.includes(part.fieldname)) {
          form.strayParts.push(part.fieldname);
          // Read through, so that the parser reaches the end of the body.
          part.file.resume();
        } else {
          const file = await saveToTemporary(part);
          if (part.file.truncated) throw rules.tooLarge();
          form.files.push(file);
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.RequestFileTooLargeError) throw rules.tooLarge();
      if (error instanceof errors.FilesLimitError) {
        if (rules.tooManyFiles) throw rules.tooManyFiles();
        return undefined;
      }
      // The server's own failure to write a temporary file (a full disk) is no fault of the client.
      if ((error as NodeJS.ErrnoException).syscall) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      // The parser's own limits (parts, fields, a field's size): not a form this call takes.
      if (
        status !== undefined &&
        status < HttpStatus.serverError &&
        !(error instanceof errors.PrematureCloseError)
      ) {
        return undefined;
      }
      // The parser's refusals without a status: the body ended mid-part or without its closing
      // boundary, or the client went away; a premature close is the same.
      throw incompleteUpload(error);
    }
    return form;
  }

  try {
    return await work(read);
  } finally {
    release?.();
    await Promise.all(temporaries.map((file) => fs.rm(file, { force: true })));
  }
}
