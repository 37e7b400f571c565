import { createHmac, timingSafeEqual } from "node:crypto";
import { HttpStatus } from "@portal/contract/common/http";
import {
  TicketLimits,
  TicketMessages,
} from "@portal/contract/commutation-ticket/commutation-ticket.constants";
import type { Evidence } from "@portal/contract/commutation-ticket/commutation-ticket.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { evidenceRefused, evidenceStore } from "../../lib/evidence-storage";
import type { FileDownload } from "../../lib/file-response";
import type { UploadedFile } from "../../lib/upload-reader";
import type { SessionClaims } from "../auth/token";
import { findTicket } from "./commutation-ticket.repository";
import { toEvidence } from "./evidence.presenter";
import * as evidences from "./evidence.repository";
import { actorsFor, maySee } from "./ticket-access";

export type EvidencePurpose = Evidence["purpose"];
const evidencePurposes: readonly string[] = ["ticket", "cancel"] satisfies EvidencePurpose[];

/** The multipart upload as the route read it: the `file` part and the optional `purpose` field. */
export interface EvidenceUpload {
  /** The `file` part, in its temporary file. */
  file: UploadedFile;
  purpose: string | undefined;
  /** The employee HR uploads for (uploadEvidenceForAF only). */
  employeeId?: string | undefined;
}

/** Reads the upload; undefined when the body is not one `file` part (and at most a `purpose`). */
export type ReadEvidenceUpload = () => Promise<EvidenceUpload | undefined>;

/** DATA_DIR/ticket-evidence: the evidence files, under names the server generated. */
const ticketEvidence = evidenceStore("ticket-evidence");

/** An upload without a file; a claimed id the caller did not upload or that is already used. */
const EvidenceMessages = {
  fileRequired: TicketMessages.evidenceFileRequired,
  unavailable: TicketMessages.evidenceUnavailable,
} as const;

/** The answer to an upload over TicketLimits.evidenceMaxBytes. */
export function evidenceTooLarge(): AppError {
  const maxMegabytes = TicketLimits.evidenceMaxBytes / (1024 * 1024);
  return AppError.field(
    "file",
    TicketMessages.evidenceTooLarge,
    { maxMegabytes },
    HttpStatus.payloadTooLarge,
  );
}

/**
 * Checks and stores an upload: a non-empty `file` whose content is PNG, JPEG, PDF, WebP or
 * HEIF/HEIC (images re-encoded without metadata, PDFs as sent), and a purpose of ticket (default)
 * or cancel. Nothing is written unless all is well; a row that cannot be inserted takes its file
 * with it.
 */
async function storeUpload(
  deps: AppDeps,
  session: SessionClaims,
  ticketId: number | null,
  read: ReadEvidenceUpload,
): Promise<Evidence> {
  const upload = await read();
  if (!upload || upload.file.size === 0) {
    throw AppError.field("file", EvidenceMessages.fileRequired);
  }
  const purpose = upload.purpose ?? "ticket";
  if (!evidencePurposes.includes(purpose)) {
    throw AppError.field("purpose", "common.invalidRequest");
  }
  const stored = await ticketEvidence.store(deps.config.dataDir, upload.file, (problem) =>
    evidenceRefused("file", problem, TicketMessages.evidenceType),
  );
  try {
    const row = await evidences.insertEvidence(deps.db, {
      ticketId,
      uploadedBy: session.employeeId,
      purpose,
      ...stored,
      createdAt: deps.clock.now().toISOString(),
    });
    return toEvidence(row);
  } catch (error) {
    await ticketEvidence.remove(deps.config.dataDir, stored.storedName);
    throw error;
  }
}

/** POST upload: a file kept for the caller until a ticket or a cancellation claims it. */
export function uploadEvidence(
  deps: AppDeps,
  session: SessionClaims,
  read: ReadEvidenceUpload,
): Promise<Evidence> {
  return storeUpload(deps, session, null, read);
}

/**
 * POST {id}/evidence: a file attached at once to the caller's own ticket. The ticket and its
 * owner are checked before a byte of the body is read: unknown 404; someone else's 401 to those
 * who may see it and 404 to anyone else, whom its existence is not revealed (decision 017).
 */
export async function addTicketEvidence(
  deps: AppDeps,
  session: SessionClaims,
  ticketId: number,
  read: ReadEvidenceUpload,
): Promise<Evidence> {
  const ticket = await findTicket(deps.db, ticketId);
  if (!ticket) throw AppError.notFound();
  if (ticket.employeeId !== session.employeeId) {
    const maySeeTicket = maySee(await actorsFor(deps, session.employeeId, ticket));
    throw maySeeTicket ? AppError.permissionDenied() : AppError.notFound();
  }
  return storeUpload(deps, session, ticket.id, read);
}

/**
 * Attaches the uploader's own unattached files to a ticket (the ticket and cancel services call
 * it inside their transaction) and sets their purpose; returns how many were claimed. Any id that
 * is not an unattached upload of the uploader refuses the whole claim (400 on evidenceIds) before
 * anything changes; a claim that loses a race for an upload throws too, so the caller's
 * transaction rolls back.
 */
export async function claimEvidence(
  db: Db,
  input: { evidenceIds: readonly number[]; uploaderId: number; ticketId: number; purpose: EvidencePurpose },
): Promise<number> {
  const ids = [...new Set(input.evidenceIds)];
  if (ids.length === 0) return 0;
  const refused = () => AppError.field("evidenceIds", EvidenceMessages.unavailable);
  const claimable = await evidences.findUnattachedIds(db, ids, input.uploaderId);
  if (claimable.length !== ids.length) throw refused();
  const claimed = await evidences.attachUnattached(db, ids, input);
  if (claimed !== ids.length) throw refused();
  return claimed;
}

/** A ticket's files, oldest first, as the ticket presenter shows them. */
export async function listEvidence(db: Db, ticketId: number): Promise<Evidence[]> {
  return (await evidences.findEvidenceOfTickets(db, [ticketId])).map(toEvidence);
}

/** The files of several tickets at once (lists of tickets), by ticket id; tickets without any are absent. */
export async function listEvidenceOfTickets(
  db: Db,
  ticketIds: readonly number[],
): Promise<Map<number, Evidence[]>> {
  const byTicket = new Map<number, Evidence[]>();
  for (const row of await evidences.findEvidenceOfTickets(db, ticketIds)) {
    if (row.ticketId === null) continue;
    const list = byTicket.get(row.ticketId) ?? [];
    list.push(toEvidence(row));
    byTicket.set(row.ticketId, list);
  }
  return byTicket;
}

/**
 * Whether the caller may have the file: anyone who may see its ticket (owner, the owner's
 * department leader, HR, approvers), or, before a ticket uses it, its uploader.
 */
async function maySeeEvidence(deps: AppDeps, callerId: number, row: evidences.EvidenceRow): Promise<boolean> {
  if (row.ticketId === null) return row.uploadedBy === callerId;
  const ticket = await findTicket(deps.db, row.ticketId);
  if (!ticket) return false;
  return maySee(await actorsFor(deps, callerId, ticket));
}

// Presigned links --------------------------------------------------------------------------------

/** Keeps these signatures apart from anything else signed with the same secret. */
const linkPurpose = "portal:commutation-ticket:evidence-download:v1";
const tokenPattern = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function linkSignature(secret: string, evidenceId: number, expiresMs: number): Buffer {
  return createHmac("sha256", secret).update(`${linkPurpose}\n${evidenceId}\n${expiresMs}`).digest();
}

/** The link's token: its expiry (ms since the epoch) and an HMAC binding it to the evidence id. */
export function signEvidenceLink(secret: string, evidenceId: number, expiresMs: number): string {
  return `${expiresMs}.${linkSignature(secret, evidenceId, expiresMs).toString("base64url")}`;
}

/** Whether the token was signed for this evidence and has not expired by `nowMs`. */
export function verifyEvidenceLink(
  secret: string,
  evidenceId: number,
  token: string,
  nowMs: number,
): boolean {
  const match = tokenPattern.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expiresMs = Number(match[1]);
  const given = Buffer.from(match[2], "base64url");
  const expected = linkSignature(secret, evidenceId, expiresMs);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return nowMs < expiresMs;
}

const downloadPath = "/api/commutationTicket/downloadEvidence";

/**
 * POST presignURL: a link to the file valid for TicketLimits.presignMinutes, for someone who may
 * see it; anyone else is told it does not exist (404).
 */
export async function presignEvidence(
  deps: AppDeps,
  session: SessionClaims,
  evidenceId: number,
): Promise<{ url: string; expiresAt: string }> {
  const row = await evidences.findEvidence(deps.db, evidenceId);
  if (!row || !(await maySeeEvidence(deps, session.employeeId, row))) throw AppError.notFound();
  const expiresMs = deps.clock.now().getTime() + TicketLimits.presignMinutes * 60_000;
  const token = signEvidenceLink(deps.config.tokenSecret, row.id, expiresMs);
  return { url: `${downloadPath}/${row.id}/${token}`, expiresAt: new Date(expiresMs).toISOString() };
}

async function openDownload(deps: AppDeps, row: evidences.EvidenceRow): Promise<FileDownload> {
  const file = await ticketEvidence.open(deps.config.dataDir, row.storedName);
  if (!file) throw AppError.notFound();
  return { fileName: row.fileName, contentType: row.contentType, ...file };
}

/**
 * GET downloadEvidence/{id}/{token}, without a session: the token is the capability. A token
 * that is malformed, tampered with, for another file or expired is 403 (linkExpired); a valid
 * link to a file that is gone is 404.
 */
export async function openPresignedEvidence(
  deps: AppDeps,
  evidenceId: number,
  token: string,
): Promise<FileDownload> {
  if (!verifyEvidenceLink(deps.config.tokenSecret, evidenceId, token, deps.clock.now().getTime())) {
    throw new AppError(HttpStatus.sessionExpired, TicketMessages.linkExpired);
  }
  const row = await evidences.findEvidence(deps.db, evidenceId);
  if (!row) throw AppError.notFound();
  return openDownload(deps, row);
}

/** GET download/{ticketId}/{evidenceId} with the bearer token: a file of a ticket the caller may see. */
export async function openTicketEvidence(
  deps: AppDeps,
  session: SessionClaims,
  ticketId: number,
  evidenceId: number,
): Promise<FileDownload> {
  const row = await evidences.findEvidence(deps.db, evidenceId);
  if (!row || row.ticketId !== ticketId || !(await maySeeEvidence(deps, session.employeeId, row))) {
    throw AppError.notFound();
  }
  return openDownload(deps, row);
}
